import { useTranslation } from '@anstoss/i18n';
import { ErrorText, type ErrorMessage } from '@anstoss/ui';

export interface SaveButtonProps {
  saved: boolean;
  busy: boolean;
  label?: string;
  error: ErrorMessage | null;
  done: boolean;
  onSave: () => void;
}

/** The save-favourite toggle button (aria-pressed), its status line and an inline error. */
export function SaveButton({ saved, busy, label, error, done, onSave }: SaveButtonProps) {
  const { t } = useTranslation();
  // A toggle button keeps its name; aria-pressed (and the filled star) tell the state.
  const text = t('anstoss.favourites.save');
  return (
    <div className="ast-favourites__save">
      <button
        type="button"
        className={`ast-button ${saved ? 'ast-button--secondary' : ''} ast-favourites__button`}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onSave}
      >
        <span aria-hidden="true" className="ast-favourites__star">
          {saved ? '★' : '☆'}
        </span>{' '}
        {text}
        {label ? <span className="ast-visually-hidden">: {label}</span> : null}
      </button>
      <p className="ast-favourites__status" role="status">
        {done && !error
          ? saved
            ? t('anstoss.favourites.added')
            : t('anstoss.favourites.removed')
          : ''}
      </p>
      {error && <ErrorText message={error} />}
    </div>
  );
}
