import { emit } from '../events.ts';
import { eventElement, within } from './elements.ts';

export const CONTACT_HINT = 'contact-hint';

const LAYER = 'dialog[data-layer]';

/** The named layer, if the page has it. */
export function findLayer(name: string): HTMLDialogElement | null {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(LAYER))
    if (dialog.getAttribute('data-layer') === name) return dialog;
  return null;
}

const returnFocusTo = new WeakMap<HTMLDialogElement, HTMLElement>();
/** File input waiting for the contact hint to be confirmed, per hint dialog. */
const pendingUpload = new WeakMap<HTMLDialogElement, HTMLInputElement>();
/** File inputs whose hint was confirmed on this page view. */
const confirmedUploads = new WeakSet<HTMLInputElement>();
const autoOpened = new WeakSet<HTMLDialogElement>();

/**
 * Where focus goes back to after the contact hint: the file input itself, or, when a widget's
 * own button opens it (packages/ui FileInput: the input is out of the tab order and hidden from
 * screen readers), the control the person used, which has focus while it clicks the input.
 */
function hintOpener(upload: HTMLInputElement): Element | null {
  const hidden = upload.tabIndex < 0 || upload.getAttribute('aria-hidden') === 'true';
  return hidden ? document.activeElement : upload;
}

/** Opens a layer as a native modal dialog (focus moves in and is held there; Escape closes). */
export function openLayer(
  dialog: HTMLDialogElement,
  opener: Element | null = document.activeElement,
): void {
  if (dialog.open) return;
  if (opener instanceof HTMLElement && opener !== document.body) returnFocusTo.set(dialog, opener);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', ''); // browsers without <dialog> support: at least show it
  emit('layerOpened', { name: dialog.getAttribute('data-layer') });
}

export function closeLayer(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

/**
 * A layer opened on page load (dsgvo_u16) has no trigger to return to: focus goes to the page's
 * heading (or `<main>`), so the next Tab goes on in the content and never starts on `<body>`.
 * Focus the person moved outside the layer meanwhile stays.
 */
function focusPageStart(dialog: HTMLDialogElement): void {
  const active = document.activeElement;
  const lost =
    !active || active === document.body || !active.isConnected || dialog.contains(active);
  if (!lost) return;
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  const target = main?.querySelector<HTMLElement>('h1') ?? main ?? document.querySelector('h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

function topmostOpenLayer(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll<HTMLDialogElement>(LAYER)].filter((d) => d.open).at(-1);
}

/** Opens `data-layer-auto-open` layers (e.g. dsgvo_u16, put there by the server) once. */
export function applyLayers(root: ParentNode): void {
  for (const dialog of within<HTMLDialogElement>(root, `${LAYER}[data-layer-auto-open]`)) {
    if (autoOpened.has(dialog)) continue;
    autoOpened.add(dialog);
    openLayer(dialog, null);
  }
}

/**
 * Named layers: `[data-layer-open=NAME]` opens, `[data-layer-close]` closes, focus goes back to
 * the trigger. The contact hint sits in front of `input[type=file][data-contact-hint]`:
 * confirming opens the file chooser; closing it or clicking its content dismisses it.
 */
export function startLayers(): () => void {
  const onClick = (e: MouseEvent): void => {
    const el = eventElement(e);
    if (!el || e.defaultPrevented) return;

    const upload = el.closest<HTMLInputElement>('input[type="file"][data-contact-hint]');
    if (upload && !confirmedUploads.has(upload)) {
      const hint = findLayer(upload.getAttribute('data-contact-hint') || CONTACT_HINT);
      if (!hint) return;
      e.preventDefault(); // no file chooser yet
      pendingUpload.set(hint, upload);
      openLayer(hint, hintOpener(upload));
      return;
    }

    const opener = el.closest('[data-layer-open]');
    if (opener) {
      const dialog = findLayer(opener.getAttribute('data-layer-open') ?? '');
      if (dialog) {
        e.preventDefault();
        openLayer(dialog, opener);
      }
      return;
    }

    const dialog = el.closest<HTMLDialogElement>(LAYER);
    if (!dialog) return;
    const upload2 = pendingUpload.get(dialog);
    if (upload2 && el.closest('[data-layer-confirm]')) {
      pendingUpload.delete(dialog);
      confirmedUploads.add(upload2);
      closeLayer(dialog);
      upload2.click(); // still inside the confirming click, so the browser allows the chooser
      return;
    }
    // Close buttons; and for the contact hint any click on its content dismisses it.
    if (el.closest('[data-layer-close]') || upload2) {
      pendingUpload.delete(dialog);
      closeLayer(dialog);
    }
  };

  const onKeyDown = (e: KeyboardEvent): void => {
    // Native modal dialogs close on Escape themselves; this covers the fallback without showModal.
    if (e.key !== 'Escape') return;
    const dialog = topmostOpenLayer();
    if (dialog) {
      e.preventDefault();
      closeLayer(dialog);
    }
  };

  // 'close' does not bubble, so it is caught on its way down.
  const onClose = (e: Event): void => {
    const dialog = e.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.matches(LAYER)) return;
    pendingUpload.delete(dialog);
    const opener = returnFocusTo.get(dialog);
    returnFocusTo.delete(dialog);
    if (opener?.isConnected) opener.focus();
    else focusPageStart(dialog);
    emit('layerClosed', { name: dialog.getAttribute('data-layer') });
  };

  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('close', onClose, true);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('close', onClose, true);
  };
}
