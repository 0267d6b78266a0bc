import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import { ErrorText, SubmitButton, type ErrorMessage, SessionEnded } from '@anstoss/ui';

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
          <SessionEnded
            id={errorId}
            tabIndex={-1}
            className="ast-comment__session"
            message={t('anstoss.comments.sessionEnded')}
            onLogin={goToLogin}
          />
        ) : (
          <ErrorText id={errorId} message={error.message} />
        ))}
    </>
  );
}
