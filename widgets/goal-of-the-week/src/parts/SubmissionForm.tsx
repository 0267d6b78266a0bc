import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import type { ActionStatus } from '@anstoss/api';
import { type TranslationKey, useTranslation } from '@anstoss/i18n';
import {
  DatePicker,
  ErrorText,
  fieldAria,
  groupAria,
  type IsoDay,
  SubmitButton,
  useFocusAfter,
  SessionEnded,
} from '@anstoss/ui';
import {
  type Consent,
  type FieldError,
  type FieldName,
  type FormKind,
  validate,
  visibleErrors,
} from '../logic.ts';
import { emptyForm } from '../store.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';

type Key = TranslationKey;

const ERROR_KEYS: Record<FieldError, Key> = {
  required: 'anstoss.submission.error.required',
  email: 'anstoss.submission.error.email',
  minute: 'anstoss.submission.error.minute',
  second: 'anstoss.submission.error.second',
  terms: 'anstoss.submission.error.terms',
  consent: 'anstoss.submission.error.consent',
  date: 'anstoss.submission.error.date',
};

interface FieldSpec {
  name: FieldName;
  label: Key;
  type?: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'date';
  autoComplete?: string;
}

const FORMS: Record<FormKind, FieldSpec[]> = {
  goal: [
    { name: 'scorer', label: 'anstoss.submission.field.scorer', autoComplete: 'off' },
    { name: 'playerclub', label: 'anstoss.submission.field.playerclub', autoComplete: 'off' },
    { name: 'foeclub', label: 'anstoss.submission.field.foeclub', autoComplete: 'off' },
    { name: 'date', label: 'anstoss.submission.field.date', type: 'date' },
    { name: 'competition', label: 'anstoss.submission.field.competition', autoComplete: 'off' },
    { name: 'minutes', label: 'anstoss.submission.field.minutes', type: 'number' },
    { name: 'seconds', label: 'anstoss.submission.field.seconds', type: 'number' },
  ],
  category: [
    { name: 'scorer', label: 'anstoss.submission.field.name', autoComplete: 'name' },
    {
      name: 'email',
      label: 'anstoss.submission.field.email',
      type: 'email',
      autoComplete: 'email',
    },
    {
      name: 'contact',
      label: 'anstoss.submission.field.contact',
      type: 'tel',
      autoComplete: 'tel',
    },
    { name: 'playerclub', label: 'anstoss.submission.field.club', autoComplete: 'off' },
    { name: 'description', label: 'anstoss.submission.field.description', type: 'textarea' },
  ],
};

export interface SubmissionFormProps {
  itemId: string;
  kind: FormKind;
  consents: readonly Consent[];
  consentRequired: boolean;
  /** A file is needed (category form with data-file-required). */
  fileRequired?: boolean;
  /** The file part (category form). */
  file?: ReactNode;
  /** Sends the item; resolves with how it ended ('invalid': a field is wrong, nothing sent). */
  onSubmit: (itemId: string) => Promise<'invalid' | 'busy' | ActionStatus>;
  onLogin: () => void;
  /** This item's send is in flight. */
  busy: boolean;
  /** Today for the date picker (tests pin it). */
  today?: IsoDay;
  /** The busy text while sending (e.g. the release pause); default "Wird gesendet …". */
  progress?: string;
}

/**
 * One item's form: the spec's fields, consents, errors after the first attempt (the first wrong
 * field gets focus), the server's error with the typed values kept (focus on it), and the login
 * round trip. `aria-invalid`/`aria-describedby` come from `fieldAria` of @anstoss/ui.
 */
export function SubmissionForm(p: SubmissionFormProps) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const form = useSelect((s) => s.forms[p.itemId]) ?? emptyForm();
  const ids = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusAfter = useFocusAfter();
  const errors = visibleErrors(
    {
      ...validate({
        kind: p.kind,
        values: form.values,
        terms: form.terms,
        consents: p.consents,
        checked: form.checked,
        consentRequired: p.consentRequired,
      }),
      ...(p.fileRequired && !form.fileId ? { file: 'required' as const } : {}),
    },
    form.attempted,
  ) as Partial<Record<FieldName | 'file', FieldError>>;
  const set = (name: string, value: string) => store.getState().setValue(p.itemId, name, value);
  const fieldId = (name: string) => `${ids}-${name}`;
  const errorId = (name: string) => `${ids}-${name}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void p.onSubmit(p.itemId).then((ended) => {
      // A failure: focus on what went wrong (the server's text or the login offer); the typed
      // values stay. A success removes the form: SubmissionItem focuses the thank-you.
      if (ended === 'error')
        focusAfter(() => formRef.current?.querySelector<HTMLElement>(':scope > [role="alert"]'));
    });
    // After the attempt the errors render; the first wrong field gets focus and comes to rest
    // below the sticky header (the fields' CSS scroll-margin-top, WCAG 2.4.11). focus() alone
    // does not scroll a field that is on screen but covered by a fixed header: scrollIntoView
    // with 'nearest' honours the margin (no position arithmetic here). At once, not smoothly: the
    // error texts appearing move the page (scroll anchoring), which cut a smooth scroll short.
    queueMicrotask(() => {
      const wrong = formRef.current?.querySelector<HTMLElement>('[aria-invalid]');
      if (!wrong) return;
      wrong.focus({ preventScroll: true });
      // jsdom has no scrollIntoView.
      if (typeof wrong.scrollIntoView === 'function')
        wrong.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    });
  };

  /** The field's ids, `aria-invalid` and `aria-describedby`, from its visible error. */
  const aria = (
    name: string,
    error: FieldError | undefined = errors[name as FieldName],
    shownBy?: string,
  ) =>
    fieldAria(fieldId(name), {
      error: error ? { key: ERROR_KEYS[error] } : null,
      ...(shownBy ? { errorId: shownBy } : {}),
    }).inputProps;
  // The consents share one error, shown under the group (the id errorOf('consents') renders).
  const consents = groupAria(fieldId('consents'), Boolean(errors.consents));

  const errorOf = (name: string) => {
    const error = errors[name as FieldName | 'file'];
    return error ? (
      <p id={errorId(name)} className="ast-submission__field-error">
        {t(ERROR_KEYS[error])}
      </p>
    ) : null;
  };

  return (
    <form ref={formRef} className="ast-submission__form" noValidate onSubmit={submit}>
      <p className="ast-submission__required-hint">{t('anstoss.submission.requiredHint')}</p>
      <div className="ast-submission__fields">
        {FORMS[p.kind].map((field) => {
          const value = form.values[field.name] ?? '';
          const invalid = Boolean(errors[field.name]);
          if (field.type === 'date')
            return (
              <div key={field.name} className="ast-submission__field">
                <DatePicker
                  label={t(field.label)}
                  value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? (value as IsoDay) : null}
                  onChange={(day) => set(field.name, day ?? '')}
                  {...(p.today ? { today: p.today, max: p.today } : {})}
                  {...(invalid ? { errorId: errorId(field.name) } : {})}
                />
                {errorOf(field.name)}
              </div>
            );
          const common = {
            ...aria(field.name),
            name: field.name,
            value,
            onChange: (e: { target: { value: string } }) => set(field.name, e.target.value),
          };
          return (
            <div
              key={field.name}
              className={`ast-submission__field ast-submission__field--${field.name}`}
            >
              <label htmlFor={fieldId(field.name)}>{t(field.label)}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={4} maxLength={2000} />
              ) : (
                <input
                  {...common}
                  type={field.type === 'number' ? 'text' : (field.type ?? 'text')}
                  inputMode={field.type === 'number' ? 'numeric' : undefined}
                  autoComplete={field.autoComplete}
                />
              )}
              {errorOf(field.name)}
            </div>
          );
        })}
      </div>
      {p.file && (
        <div className="ast-submission__file">
          {p.file}
          {errorOf('file')}
        </div>
      )}
      {p.kind === 'category' && (
        <div className="ast-submission__check">
          <input
            type="checkbox"
            name="termstorwand"
            checked={form.terms}
            {...aria('termstorwand')}
            onChange={(e) => store.getState().setTerms(p.itemId, e.target.checked)}
          />
          <label htmlFor={fieldId('termstorwand')}>{t('anstoss.submission.field.terms')}</label>
          {errorOf('termstorwand')}
        </div>
      )}
      {p.consents.length > 0 && (
        <fieldset className="ast-submission__consents" {...consents.groupProps}>
          <legend>
            {t(
              p.consentRequired
                ? 'anstoss.submission.consentsRequired'
                : 'anstoss.submission.consents',
            )}
          </legend>
          {p.consents.map((consent) => (
            <div key={consent.id} className="ast-submission__check">
              <input
                type="checkbox"
                checked={form.checked.includes(consent.id)}
                {...aria(
                  `consent-${consent.id}`,
                  form.checked.includes(consent.id) ? undefined : errors.consents,
                  consents.errorProps.id,
                )}
                onChange={(e) =>
                  store.getState().setConsent(p.itemId, consent.id, e.target.checked)
                }
              />
              <label htmlFor={fieldId(`consent-${consent.id}`)}>{consent.label}</label>
            </div>
          ))}
          {errorOf('consents')}
        </fieldset>
      )}
      {form.sessionExpired && (
        <SessionEnded
          className="ast-submission__expired"
          layout="block"
          message={t('anstoss.submission.sessionExpired')}
          onLogin={p.onLogin}
        />
      )}
      {form.error && !form.sessionExpired && <ErrorText message={form.error} />}
      <div className="ast-submission__actions">
        <SubmitButton busy={p.busy} busyLabel={p.progress ?? t('anstoss.submission.sending')}>
          {t(form.error ? 'anstoss.submission.retry' : 'anstoss.submission.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
