import { UNKNOWN_ERROR_KEY } from '@anstoss/api';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';

/** What to say: a server text wins over an i18n key (the shape `errorMessage()` of @anstoss/api returns). */
export interface ErrorMessage {
  key?: TranslationKey;
  text?: string;
}

export interface ErrorTextProps {
  /** Default: the spec §8 unknown-error message. */
  message?: ErrorMessage;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Accessible name of the retry button; default "Erneut versuchen". */
  retryLabel?: string;
  id?: string;
  className?: string;
}

/** Resolves the text of an error message: server text, else the key's translation, else the generic text. */
export function errorTextOf(
  message: ErrorMessage | undefined,
  t: (key: TranslationKey) => string,
): string {
  const text = message?.text?.trim();
  if (text) return text;
  return t(message?.key ?? UNKNOWN_ERROR_KEY);
}

/**
 * An inline error (`role="alert"`, so it is announced when it appears), with an optional retry.
 * Server texts are shown as plain text, never as HTML.
 */
export function ErrorText({ message, onRetry, retryLabel, id, className }: ErrorTextProps) {
  const { t } = useTranslation();
  const classes = ['ast-error-text', className ?? ''].filter(Boolean).join(' ');
  return (
    <div id={id} className={classes} role="alert">
      <p className="ast-error-text__message">{errorTextOf(message, t)}</p>
      {onRetry && (
        <button type="button" className="ast-button ast-button--secondary" onClick={onRetry}>
          {retryLabel ?? t('anstoss.ui.errorText.retry')}
        </button>
      )}
    </div>
  );
}
