import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { type TranslationKey, useTranslation } from '@anstoss/i18n';
import { DatePicker, ErrorText, type IsoDay } from '@anstoss/ui';
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
  onSubmit: (itemId: string) => void;
  onLogin: () => void;
  /** Today for the date picker (tests pin it). */
  today?: IsoDay;
  /** Status text while sending (e.g. the release pause). */
  progress?: string;
}

/**
 * One item's form: the spec's fields, consents, errors after the first attempt (the first wrong
 * field gets focus), the server's error with the typed values kept, and the login round trip.
 */
export function SubmissionForm(p: SubmissionFormProps) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const form = useSelect((s) => s.forms[p.itemId]) ?? emptyForm();
  const ids = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
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
    p.onSubmit(p.itemId);
    // After the attempt the errors render; the first wrong field gets focus and comes to rest
    // below the sticky header (the fields' CSS scroll-margin-top, WCAG 2.4.11). focus() alone
    // does not scroll a field that is on screen but covered by a fixed header: scrollIntoView
    // with 'nearest' honours the margin (no position arithmetic here). At once, not smoothly: the
    // error texts appearing move the page (scroll anchoring), which cut a smooth scroll short.
    queueMicrotask(() => {
      const wrong = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!wrong) return;
      wrong.focus({ preventScroll: true });
      // jsdom has no scrollIntoView.
      if (typeof wrong.scrollIntoView === 'function')
        wrong.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    });
  };

  const described = (name: string, extra?: string) =>
    [errors[name as FieldName] ? errorId(name) : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined;

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
          const invalid = errors[field.name] ? true : undefined;
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
            id: fieldId(field.name),
            name: field.name,
            value,
            'aria-invalid': invalid,
            'aria-describedby': described(field.name),
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
            id={fieldId('termstorwand')}
            type="checkbox"
            name="termstorwand"
            checked={form.terms}
            aria-invalid={errors.termstorwand ? true : undefined}
            aria-describedby={described('termstorwand')}
            onChange={(e) => store.getState().setTerms(p.itemId, e.target.checked)}
          />
          <label htmlFor={fieldId('termstorwand')}>{t('anstoss.submission.field.terms')}</label>
          {errorOf('termstorwand')}
        </div>
      )}
      {p.consents.length > 0 && (
        <fieldset className="ast-submission__consents" aria-describedby={described('consents')}>
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
                id={fieldId(`consent-${consent.id}`)}
                type="checkbox"
                checked={form.checked.includes(consent.id)}
                aria-invalid={
                  errors.consents && !form.checked.includes(consent.id) ? true : undefined
                }
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
        <div role="alert" className="ast-submission__expired">
          <p>{t('anstoss.submission.sessionExpired')}</p>
          <button type="button" className="ast-button" onClick={p.onLogin}>
            {t('anstoss.submission.login')}
          </button>
        </div>
      )}
      {form.error && !form.sessionExpired && <ErrorText message={form.error} />}
      <p role="status" className="ast-submission__progress">
        {form.sending ? (p.progress ?? t('anstoss.submission.sending')) : ''}
      </p>
      <div className="ast-submission__actions">
        <button type="submit" className="ast-button" aria-disabled={form.sending || undefined}>
          {t(form.error ? 'anstoss.submission.retry' : 'anstoss.submission.send')}
        </button>
      </div>
    </form>
  );
}
