import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

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
 * shows and hides a panel. Escape inside closes it and puts focus back on the button.
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
  // The outside-click listener lives as long as the panel is open and must see the latest setter.
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open || !closeOnOutsideClick) return;
    const onMouseDown = (event: MouseEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target))
        setOpenRef.current(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open, closeOnOutsideClick]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here so an enclosing layer does not close as well.
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const classes = ['ast-flyout', inline ? 'ast-flyout--inline' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={rootRef} className={classes} onKeyDown={onKeyDown}>
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
