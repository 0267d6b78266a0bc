import { useTranslation } from '@anstoss/i18n';
import { ErrorText, type ErrorMessage } from '@anstoss/ui';

export interface ToolActionsProps {
  submitLabel: string;
  sending: boolean;
  error: ErrorMessage | null;
  /** Id of the error text, so focus can go there after a failed submit. */
  errorId?: string;
  onCancel: () => void;
}

/** The submit and cancel buttons and the inline error shared by the delete and report tools. */
export function ToolActions({ submitLabel, sending, error, errorId, onCancel }: ToolActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="ast-button" disabled={sending}>
        {submitLabel}
      </button>{' '}
      <button
        type="button"
        className="ast-button ast-button--secondary"
        disabled={sending}
        onClick={onCancel}
      >
        {t('anstoss.comments.cancel')}
      </button>
      {error && <ErrorText id={errorId} message={error} />}
    </>
  );
}
