import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useDismissable } from './Dismissable.tsx';

export interface FlyoutProps {
  /** Content of the toggle button (its accessible name). */
  label: ReactNode;
  children: ReactNode;
  /** Controlled open state; leave undefined for an uncontrolled flyout. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Id of the panel; generated when absent. */
  id?: string;
  className?: string;
  /** Whether a click outside closes the panel; default true. */
  closeOnOutsideClick?: boolean;
  /** The panel pushes the following content down instead of floating over it. */
  inline?: boolean;
}

/**
 * A disclosure (WAI-ARIA disclosure pattern): a button with `aria-expanded` and `aria-controls`
 * shows and hides a panel. Escape inside closes it and puts focus back on the button; a click
 * outside closes it (`useDismissable`).
 */
export function Flyout({
  label,
  children,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  closeOnOutsideClick = true,
  inline = false,
}: FlyoutProps) {
  const generatedId = useId();
  const panelId = id ?? `ast-flyout-${generatedId}`;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const dismissable = useDismissable(rootRef, {
    open,
    onDismiss: () => setOpen(false),
    closeOnOutsideClick,
    returnFocusTo: toggleRef,
  });

  const classes = ['ast-flyout', inline ? 'ast-flyout--inline' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={rootRef} className={classes} {...dismissable}>
      <button
        ref={toggleRef}
        type="button"
        className="ast-flyout__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={panelId} className="ast-flyout__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
