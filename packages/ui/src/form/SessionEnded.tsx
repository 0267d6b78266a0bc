import { useTranslation } from '@anstoss/i18n';
import type { ReactNode, Ref } from 'react';

export interface SessionEndedProps {
  /** The widget's own sentence ("Deine Sitzung ist abgelaufen, dein Kommentar bleibt erhalten."). */
  message: ReactNode;
  /** Goes to the login and back here: widgets pass `goToLogin` of @anstoss/runtime/widget. */
  onLogin: () => void;
  /** The login button's id (focus moves to it after the failed write). */
  loginId?: string;
  /** The login button itself, for `useFocusAfter(ref)`. */
  loginRef?: Ref<HTMLButtonElement>;
  /** The alert's id, where a widget focuses the alert instead of the button. */
  id?: string;
  /** `-1` where a widget focuses the alert itself. */
  tabIndex?: number;
  /** The widget's class for the alert (its look stays the widget's). */
  className?: string;
  /**
   * `inline` (default): one paragraph, the sentence and a link-styled button. `block`: a boxed
   * alert (`<div>`) with the sentence as a paragraph and a full button below it.
   */
  layout?: 'inline' | 'block';
}

/**
 * The one "session ended, log in again" offer after a write whose `state.sessionEnded` is true:
 * an alert (spoken at once) with the widget's sentence and the shared "Erneut anmelden" button.
 * Nothing typed is lost: the widget keeps its draft, the login brings the person back here.
 */
export function SessionEnded({
  message,
  onLogin,
  loginId,
  loginRef,
  id,
  tabIndex,
  className,
  layout = 'inline',
}: SessionEndedProps) {
  const { t } = useTranslation();
  const label = t('anstoss.ui.sessionEnded.login');
  if (layout === 'block')
    return (
      <div id={id} tabIndex={tabIndex} className={className} role="alert">
        <p>{message}</p>
        <button
          id={loginId}
          ref={loginRef}
          type="button"
          className="ast-button"
          onClick={() => onLogin()}
        >
          {label}
        </button>
      </div>
    );
  return (
    <p id={id} tabIndex={tabIndex} className={className} role="alert">
      {message}{' '}
      <button
        id={loginId}
        ref={loginRef}
        type="button"
        className="ast-link-button"
        onClick={() => onLogin()}
      >
        {label}
      </button>
    </p>
  );
}
