import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import { ErrorText, SubmitButton, type ErrorMessage } from '@anstoss/ui';

export interface ToolActionsProps {
  submitLabel: string;
  /** The tool's write is in flight. */
  busy: boolean;
  /** The write failed: what to show, and whether the session ended (the login is offered). */
  error: { message: ErrorMessage; sessionEnded: boolean } | null;
  /** Id of the error text, so focus can go there after a failed submit. */
  errorId?: string;
  onCancel: () => void;
}

/** The submit and cancel buttons and the inline error shared by the delete and report tools. */
export function ToolActions({ submitLabel, busy, error, errorId, onCancel }: ToolActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SubmitButton busy={busy} busyLabel={t('anstoss.comments.sending')}>
        {submitLabel}
      </SubmitButton>{' '}
      <button
        type="button"
        className="ast-button ast-button--secondary"
        aria-disabled={busy || undefined}
        onClick={onCancel}
      >
        {t('anstoss.comments.cancel')}
      </button>
      {error &&
        (error.sessionEnded ? (
          <p id={errorId} className="ast-comment__session" role="alert" tabIndex={-1}>
            {t('anstoss.comments.sessionEnded')}{' '}
            <button type="button" className="ast-link-button" onClick={() => goToLogin()}>
              {t('anstoss.comments.login')}
            </button>
          </p>
        ) : (
          <ErrorText id={errorId} message={error.message} />
        ))}
    </>
  );
}
