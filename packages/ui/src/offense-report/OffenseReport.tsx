import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fetchCaptcha, sendReport, type ReportDraftValues } from '@anstoss/api/report';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { ErrorText } from '../ErrorText.tsx';
import { Layer } from '../Layer.tsx';
import { Loader } from '../Loader.tsx';
import { scrollToForm } from '../scrollToForm.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { useAction } from '../form/useAction.ts';
import { useField } from '../form/useField.ts';
import { useFocusAfter } from '../useFocusAfter.ts';
import { useResource } from '../useResource.ts';
import { useStoreFields } from '../storeContext.tsx';
import { reportFields, type ReportValues } from './logic.ts';
import { createOffenseReportStore } from './store.ts';

const DEFAULT_REASONS = ['insult', 'discrimination', 'violence', 'other'] as const;
const REASON_LABEL: Record<(typeof DEFAULT_REASONS)[number], TranslationKey> = {
  insult: 'anstoss.reportOffense.reason.insult',
  discrimination: 'anstoss.reportOffense.reason.discrimination',
  violence: 'anstoss.reportOffense.reason.violence',
  other: 'anstoss.reportOffense.reason.other',
};

/** Where what is typed is kept until the server confirms it (a `createDraft` of the caller). */
export interface OffenseReportDraft {
  read: () => Partial<ReportDraftValues> | null;
  write: (values: ReportDraftValues) => unknown;
  clear: () => unknown;
}

export interface OffenseReportProps {
  /** POST endpoint (form-urlencoded, spec §7 Reports). */
  action: string;
  /** GET a fresh captcha `{ question, digest }`. */
  captchaUrl: string;
  /** The fields naming what is reported (see `reportFields`). */
  subject: Readonly<Record<string, string>>;
  /** A fixed reason sent as a hidden field (no radio choice shown). */
  reason?: string | undefined;
  /** The radio choice; default: the four standard reasons. */
  reasons?: readonly { value: string; label: string }[] | undefined;
  draft?: OffenseReportDraft | undefined;
  /** The opening button's class; default a secondary button. */
  buttonClassName?: string | undefined;
}

/**
 * "Verstoß melden" (spec §4 Report offense): the button and the layer with the form (page 'info')
 * or the thanks ('confirm'), the captcha from {captchaUrl}; used by the report-offense widget
 * (news, live tickers) and the media stream's big view.
 */
export function OffenseReport(props: OffenseReportProps) {
  const { t } = useTranslation();
  const draft = props.draft;
  const [store] = useState(() => createOffenseReportStore(draft?.read() ?? null));
  const s = useStoreFields(store, ['captcha', 'error', 'failure', 'opened', 'page', 'values']);
  const ids = useId();
  const focusAfter = useFocusAfter();
  const rootRef = useRef<HTMLDivElement | null>(null);
  /** The report text was empty on submit (issue 18: marked and described). */
  const [textInvalid, setTextInvalid] = useState(false);
  const byId = (id: string) => () => document.getElementById(id);
  const textField = useField({
    id: `${ids}-text`,
    error: textInvalid && { key: 'anstoss.reportOffense.textEmpty' },
  });

  /**
   * The captcha to load: a new object per request (opening without one, a fresh one after a
   * business error), so the resource aborts an older request and ignores its late answer.
   */
  const [captchaKey, setCaptchaKey] = useState<{ url: string } | null>(null);
  const [captchaStatus, captchaResource] = useResource(
    {
      key: captchaKey,
      load: ({ url }: { url: string }, { signal }) => fetchCaptcha(url, signal),
      onData: (captcha) => store.getState().captchaLoaded(captcha),
      onError: () => store.getState().captchaFailedToLoad(),
    },
    (state) => state.status,
  );
  const loadCaptcha = () => setCaptchaKey({ url: props.captchaUrl });

  const open = () => {
    store.getState().open();
    if (!store.getState().captcha) loadCaptcha();
  };

  // Every change (not the captcha answer) is kept until the server confirms the report.
  useEffect(
    () =>
      store.subscribe((state, before) => {
        if (state.values === before.values || state.page === 'confirm') return;
        const { captchaCode: _answer, ...kept } = state.values;
        void _answer;
        draft?.write(kept);
      }),
    [store, draft],
  );

  const [send, sendAction] = useAction(
    (fields: Record<string, string>, { signal }) => sendReport(props.action, fields, signal),
    {
      // A report needs no login: a refusal is the failure state, never the login offer.
      session: () => ({ loggedIn: false, wasLoggedIn: false }),
      onSuccess: (answer) => {
        if (answer.success) {
          // The thanks replace the form and take focus; behind the layer the page comes to
          // rest 160 px above the report button (spec §9). The draft goes only now.
          draft?.clear();
          focusAfter(byId(`${ids}-confirm`));
          store.getState().succeeded();
          requestAnimationFrame(() => scrollToForm(rootRef.current));
          return;
        }
        focusAfter(byId(`${ids}-error`));
        store.getState().businessError(answer.error?.message ?? null);
        loadCaptcha();
      },
      onError: () => {
        focusAfter(byId(`${ids}-failure`));
        store.getState().transportError();
      },
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, captcha } = store.getState();
    if (!captcha) return;
    if (!values.text.trim()) {
      setTextInvalid(true);
      document.getElementById(`${ids}-text`)?.focus();
      return;
    }
    const fields = reportFields(values, {
      pageUrl: window.location.href,
      captchaDigest: captcha.digest,
      subject: props.subject,
      fixedReason: props.reason,
    });
    store.getState().sendStarted();
    void sendAction.run(fields);
  };

  const field = (name: keyof ReportValues) => ({
    id: `${ids}-${name}`,
    name,
    value: s.values[name],
    onChange: (e: { target: { value: string } }) => store.getState().setValue(name, e.target.value),
  });
  const reasons =
    props.reasons ?? DEFAULT_REASONS.map((value) => ({ value, label: t(REASON_LABEL[value]) }));
  const titleId = `${ids}-title`;

  return (
    <div className="ast-report-offense" ref={rootRef}>
      <button
        type="button"
        className={props.buttonClassName ?? 'ast-button ast-button--secondary'}
        onClick={open}
      >
        {t('anstoss.reportOffense.open')}
      </button>
      <Layer
        open={s.opened}
        onClose={() => store.getState().close()}
        labelledBy={titleId}
        className="ast-report-offense__layer"
        portal
      >
        <h2 id={titleId}>{t('anstoss.reportOffense.title')}</h2>
        {s.page === 'confirm' ? (
          <div id={`${ids}-confirm`} role="status" className="ast-report-offense__confirm">
            <p>{t('anstoss.reportOffense.confirm')}</p>
            <button type="button" className="ast-button" onClick={() => store.getState().close()}>
              {t('anstoss.reportOffense.close')}
            </button>
          </div>
        ) : s.failure ? (
          <div className="ast-report-offense__failure">
            <ErrorText
              id={`${ids}-failure`}
              // The server's reason when it gave one (spec §8), else the report's own text.
              message={
                send.status === 'error' && send.message.text !== undefined
                  ? { text: send.message.text }
                  : { key: 'anstoss.reportOffense.failure' }
              }
              onRetry={() => {
                focusAfter(byId(`${ids}-text`));
                store.getState().backToForm();
              }}
              retryLabel={t('anstoss.reportOffense.backToForm')}
            />
          </div>
        ) : (
          <form className="ast-report-offense__form" onSubmit={submit} noValidate>
            <p>{t('anstoss.reportOffense.intro')}</p>
            <div className="ast-report-offense__row">
              <label htmlFor={`${ids}-firstname`}>{t('anstoss.reportOffense.firstname')}</label>
              <input {...field('firstname')} autoComplete="given-name" required />
            </div>
            <div className="ast-report-offense__row">
              <label htmlFor={`${ids}-lastname`}>{t('anstoss.reportOffense.lastname')}</label>
              <input {...field('lastname')} autoComplete="family-name" required />
            </div>
            <div className="ast-report-offense__row">
              <label htmlFor={`${ids}-email`}>{t('anstoss.reportOffense.email')}</label>
              <input {...field('email')} type="email" autoComplete="email" required />
            </div>
            {props.reason === undefined && (
              <fieldset className="ast-report-offense__reasons">
                <legend>{t('anstoss.reportOffense.reason')}</legend>
                {reasons.map((r) => (
                  <label key={r.value}>
                    <input
                      type="radio"
                      name="reason"
                      value={r.value}
                      checked={s.values.reason === r.value}
                      onChange={() => store.getState().setValue('reason', r.value)}
                    />{' '}
                    {r.label}
                  </label>
                ))}
              </fieldset>
            )}
            <div className="ast-report-offense__row">
              <label htmlFor={`${ids}-text`}>{t('anstoss.reportOffense.text')}</label>
              <textarea
                {...field('text')}
                {...textField.inputProps}
                onChange={(e) => {
                  store.getState().setValue('text', e.target.value);
                  if (e.target.value.trim()) setTextInvalid(false);
                }}
                rows={4}
                maxLength={2000}
                required
              />
              {textField.invalid && (
                <p {...textField.errorProps} className="ast-report-offense__field-error">
                  {t('anstoss.reportOffense.textEmpty')}
                </p>
              )}
            </div>
            <div className="ast-report-offense__row">
              {s.captcha ? (
                <>
                  <label htmlFor={`${ids}-captchaCode`}>
                    {t('anstoss.reportOffense.captcha')}{' '}
                    <span className="ast-report-offense__question">{s.captcha.question}</span>
                  </label>
                  <input
                    {...field('captchaCode')}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                  />
                </>
              ) : captchaStatus === 'error' ? (
                <ErrorText
                  message={{ key: 'anstoss.reportOffense.captchaFailed' }}
                  onRetry={captchaResource.retry}
                />
              ) : (
                <Loader />
              )}
            </div>
            {s.error !== null && (
              <ErrorText id={`${ids}-error`} message={s.error ? { text: s.error } : {}} />
            )}
            {s.captcha ? (
              <SubmitButton
                busy={send.status === 'pending'}
                busyLabel={t('anstoss.reportOffense.sending')}
              >
                {t('anstoss.reportOffense.submit')}
              </SubmitButton>
            ) : (
              <button type="submit" className="ast-button" disabled>
                {t('anstoss.reportOffense.submit')}
              </button>
            )}
          </form>
        )}
      </Layer>
    </div>
  );
}
