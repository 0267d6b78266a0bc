import { useTranslation } from '@anstoss/i18n';
import type { ComponentType } from 'react';
import { ErrorText, type ErrorMessage, type SessionEndedProps } from '@anstoss/ui';

export interface SaveButtonProps {
  saved: boolean;
  busy: boolean;
  label?: string;
  error: ErrorMessage | null;
  done: boolean;
  /** The session has ended: the login is offered instead of the error. */
  sessionEnded: boolean;
  /** The login offer (loaded with the save's write part, before any session can have ended). */
  SessionEnded?: ComponentType<SessionEndedProps>;
  onSave: () => void;
  onLogin: () => void;
  /** The pointer or focus reached the button: the save's write part may load now. */
  onApproach?: () => void;
}

/** The save-favourite toggle button (aria-pressed), its status line and an inline error. */
export function SaveButton(p: SaveButtonProps) {
  const { saved, busy, label, error, done, onSave, SessionEnded } = p;
  const { t } = useTranslation();
  // A toggle button keeps its name; aria-pressed (and the filled star) tell the state.
  const text = t('anstoss.favourites.save');
  return (
    <div className="ast-favourites__save">
      {/* A toggle, not a submit: it keeps its name while busy (no SubmitButton), but follows
          its busy convention: aria-disabled, focused and in the tab order, a press swallowed. */}
      <button
        type="button"
        className={`ast-button ${saved ? 'ast-button--secondary' : ''} ast-favourites__button`}
        aria-pressed={saved}
        aria-disabled={busy || undefined}
        onPointerEnter={p.onApproach}
        onFocus={p.onApproach}
        onClick={() => {
          if (!busy) onSave();
        }}
      >
        <span aria-hidden="true" className="ast-favourites__star">
          {saved ? '★' : '☆'}
        </span>{' '}
        {text}
        {label ? <span className="ast-visually-hidden">: {label}</span> : null}
      </button>
      <p className="ast-favourites__status" role="status">
        {busy
          ? t('anstoss.favourites.saving')
          : done && !error
            ? saved
              ? t('anstoss.favourites.added')
              : t('anstoss.favourites.removed')
            : ''}
      </p>
      {/* Focus stays on the toggle; the alert speaks, the login is the next control. */}
      {p.sessionEnded && SessionEnded ? (
        <SessionEnded
          className="ast-favourites__session"
          message={t('anstoss.favourites.sessionEnded')}
          onLogin={p.onLogin}
        />
      ) : (
        error && <ErrorText message={error} />
      )}
    </div>
  );
}
