import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

export interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'aria-disabled'
> {
  /** A write is in flight (`state.status === 'pending'`). */
  busy: boolean;
  /** The text while busy ("Wird gespeichert …"); also announced politely. */
  busyLabel: string;
  /**
   * Not available for a reason other than a running write (another form open): a real
   * `disabled`. Never use it for the busy state.
   */
  disabled?: boolean;
  children: ReactNode;
  /** The button (focus goes back to it after a failed write). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one busy submit button. While busy it stays focusable and in the tab order
 * (`aria-disabled="true"`, never `disabled`: a disabled button drops focus to `<body>` in most
 * browsers and disappears for keyboard users at the moment they pressed it); a click or Enter is
 * swallowed (the form is not submitted), and the busy text is both shown and spoken through a
 * polite status beside the button. The action's own guard (one write in flight) stays the
 * real protection; this keeps the person oriented.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className,
  onClick,
  type = 'submit',
  ...rest
}: SubmitButtonProps) {
  const guarded = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        {...rest}
        type={type}
        className={className ?? 'ast-button'}
        aria-disabled={busy || undefined}
        onClick={guarded}
      >
        {busy ? busyLabel : children}
      </button>
      <span className="ast-visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
