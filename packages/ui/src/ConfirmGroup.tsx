import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmGroupProps {
  /** The question ("„Sommerfest“ wirklich löschen?"): it names the group. */
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The caller closes the group and puts focus back where the question was asked. */
  onCancel: () => void;
  /** A request is in flight: the confirm button is `aria-disabled` and does nothing. */
  busy?: boolean;
  className?: string;
}

/**
 * An inline confirmation (delete an entry of a list): a group named by its question, a confirm
 * button and a cancel button. Focus moves to cancel when it appears, so a second Enter never
 * confirms by accident.
 */
export function ConfirmGroup({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  className,
}: ConfirmGroupProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div className={className} role="group" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <button
        type="button"
        className="ast-button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button
        ref={cancel}
        type="button"
        className="ast-button ast-button--secondary"
        onClick={onCancel}
      >
        {cancelLabel}
      </button>
    </div>
  );
}
