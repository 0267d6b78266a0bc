import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { useFocusAfter } from '../useFocusAfter.ts';

export interface SessionEndedProps {
  /** The widget's own sentence ("Deine Sitzung ist abgelaufen, dein Kommentar bleibt erhalten."). */
  message: ReactNode;
  /** Goes to the login and back here: widgets pass `goToLogin` of @anstoss/runtime/widget. */
  onLogin: () => void;
  /** The login button's id (focus moves to it after the failed write). */
  loginId?: string;
  /** The login button itself, for `useFocusAfter(ref)`. */
  loginRef?: Ref<HTMLButtonElement>;
  /**
   * The login button takes focus when the offer appears: for lists whose rows re-render after a
   * write, where the control that sent may be gone by then (instead of `loginRef`).
   */
  focusOnShow?: boolean;
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
  focusOnShow = false,
}: SessionEndedProps) {
  const { t } = useTranslation();
  const shown = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  useEffect(() => {
    if (focusOnShow) focusAfter(shown);
  }, [focusOnShow, focusAfter]);
  const buttonRef = focusOnShow ? shown : loginRef;
  const label = t('anstoss.ui.sessionEnded.login');
  if (layout === 'block')
    return (
      <div id={id} tabIndex={tabIndex} className={className} role="alert">
        <p>{message}</p>
        <button
          id={loginId}
          ref={buttonRef}
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
        ref={buttonRef}
        type="button"
        className="ast-link-button"
        onClick={() => onLogin()}
      >
        {label}
      </button>
    </p>
  );
}
