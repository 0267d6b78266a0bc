import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@anstoss/i18n';
import { CloseButton } from './CloseButton.tsx';
import { useDismissable } from './Dismissable.tsx';
import { tabbableElements } from './focusable.ts';
import { returnFocus } from './focusReturn.ts';
import type { FocusTarget } from './focusReturn.ts';
import { isTopLayer, pushLayer, removeLayer } from './layerStack.ts';

export interface LayerProps {
  /** Whether the layer is shown. Closing returns focus to the trigger. */
  open: boolean;
  /**
   * Called on Escape, on the close button and on a click on the backdrop. Without it the layer
   * has no close button and Escape does nothing: the person has to pick one of its actions
   * (cookie consent on the first visit).
   */
  onClose?: () => void;
  /** Accessible name, when no visible heading names the layer. */
  label?: string;
  /** Id of the visible heading that names the layer (preferred over `label`). */
  labelledBy?: string;
  describedBy?: string;
  id?: string;
  className?: string;
  /** Element to focus when the layer opens; default: the dialog itself, so its name is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Element that gets focus back on close (an element, a ref or a function); default: whatever
   * had focus when the layer opened. When that is gone (or nothing had focus: a layer opened on
   * page load), focus goes to the page's fallback (`pageFocusFallback`, the `<main>`), never to
   * the body.
   */
  returnFocusTo?: FocusTarget;
  /** Accessible name of the close button; default "Schließen". */
  closeLabel?: string;
  /** Whether a click on the backdrop closes the layer (only with onClose); default true. */
  closeOnBackdrop?: boolean;
  /** Render into document.body (or the given element) instead of inline inside the widget host. */
  portal?: boolean | HTMLElement;
  children: ReactNode;
}

/**
 * A modal layer (WAI-ARIA dialog pattern): focus moves in, Tab and Shift+Tab wrap inside,
 * Escape closes, focus returns to the trigger; `role="dialog"`, `aria-modal` and a name.
 */
export function Layer(props: LayerProps) {
  if (!props.open) return null;
  const layer = <OpenLayer {...props} />;
  if (!props.portal) return layer;
  return createPortal(layer, props.portal === true ? document.body : props.portal);
}

function OpenLayer({
  onClose,
  label,
  labelledBy,
  describedBy,
  id,
  className,
  initialFocusRef,
  returnFocusTo,
  closeLabel,
  closeOnBackdrop = true,
  portal,
  children,
}: LayerProps) {
  const { t, i18n } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read once, at open time: focus is still on the trigger then, and it must not change while open.
  const [returnTarget] = useState<FocusTarget>(() => returnFocusTo ?? activeElement());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pushLayer(dialog)) (initialFocusRef?.current ?? dialog).focus();

    // Focus that escapes the dialog (a click into a page gap, an assistive-technology jump) is
    // brought back, so the page behind the modal is never operated by accident.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopLayer(dialog)) return;
      const target = event.target;
      if (target instanceof Node && !dialog.contains(target)) dialog.focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      removeLayer(dialog);
      // The focus-return rule: the trigger, else the page's fallback; never the body.
      returnFocus(returnTarget);
    };
  }, [initialFocusRef, returnTarget]);

  // Escape only: the backdrop is the layer's outside, and focus returns when the layer unmounts.
  const dismissable = useDismissable(dialogRef, {
    open: Boolean(onClose),
    onDismiss: () => onClose?.(),
    closeOnOutsideClick: false,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    dismissable.onKeyDown(event);
    if (event.key === 'Tab') wrapTab(event);
  };

  const wrapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const items = tabbableElements(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    if (event.shiftKey && (current === first || current === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const classes = ['ast-layer', onClose ? 'ast-layer--closable' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  // Outside the host the layer no longer inherits the widget's language from it (WCAG 3.1.2).
  return (
    <div className={classes} lang={portal ? i18n.language : undefined}>
      <div
        className="ast-layer__backdrop"
        aria-hidden="true"
        onClick={onClose && closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="ast-layer__dialog"
        onKeyDown={onKeyDown}
      >
        {onClose && (
          <CloseButton
            className="ast-layer__close"
            label={closeLabel ?? t('anstoss.ui.layer.close')}
            onClick={onClose}
          />
        )}
        <div className="ast-layer__body">{children}</div>
      </div>
    </div>
  );
}

function activeElement(): HTMLElement | null {
  const el = document.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
}
