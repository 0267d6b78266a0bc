// Generic form and page helpers (spec §5 Character counts, §9 Timings): README section 5.13.
import {
  MASONRY_RELAYOUT_MS,
  MASONRY_ROW_PX,
  SCROLL_RESTORE_CHECK_MS,
  SCROLL_RESTORE_CHECKS,
} from './timings.ts';
import { emit } from '../events.ts';
import { within } from './elements.ts';

// ---- minchars ------------------------------------------------------------------------------

export const MINCHARS_SELECTOR = 'input[data-minchars],textarea[data-minchars]';

/** Spec §5: a field is valid when its length is at least its minchars. */
export const meetsMinChars = (value: string, minchars: number) => value.length >= minchars;

const minOf = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Number.parseInt(field.getAttribute('data-minchars') ?? '', 10);

/** Whether the field passes; an empty optional field passes (required is the browser's job). */
function minCharsValid(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  const min = minOf(field);
  if (!Number.isFinite(min) || min <= 0) return true;
  if (field.value === '' && !field.required) return true;
  const valid = meetsMinChars(field.value, min);
  field.setCustomValidity(valid ? '' : `Bitte gib mindestens ${min} Zeichen ein.`);
  return valid;
}

/** Marks the field (aria-invalid, the browser's validity message); true when valid. */
export function checkMinChars(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  const valid = minCharsValid(field);
  if (valid) {
    field.setCustomValidity('');
    field.removeAttribute('aria-invalid');
  } else field.setAttribute('aria-invalid', 'true');
  return valid;
}

function minCharsField(e: Event): HTMLInputElement | HTMLTextAreaElement | null {
  const t = e.target;
  return (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) &&
    t.matches(MINCHARS_SELECTOR)
    ? t
    : null;
}

/**
 * minchars on any field: checked when the visitor leaves it, then on every input; a submit
 * with a too-short field is stopped by the browser's own validation (message and focus).
 */
export function startMinChars(): () => void {
  const onBlur = (e: Event) => {
    const field = minCharsField(e);
    if (field) {
      field.setAttribute('data-minchars-touched', '');
      checkMinChars(field);
    }
  };
  const onInput = (e: Event) => {
    const field = minCharsField(e);
    if (field) {
      if (field.hasAttribute('data-minchars-touched')) checkMinChars(field);
      else if (minCharsValid(field)) field.setCustomValidity('');
    }
  };
  const onSubmit = (e: Event) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    let first: HTMLElement | null = null;
    for (const field of within<HTMLInputElement | HTMLTextAreaElement>(form, MINCHARS_SELECTOR))
      if (!checkMinChars(field)) first ??= field;
    if (first) {
      e.preventDefault();
      e.stopImmediatePropagation();
      first.focus();
    }
  };
  document.addEventListener('focusout', onBlur);
  document.addEventListener('input', onInput);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('focusout', onBlur);
    document.removeEventListener('input', onInput);
    document.removeEventListener('submit', onSubmit, true);
  };
}

/** Gives every minchars field its initial validity (so a native submit is stopped too). */
export function applyMinChars(root: ParentNode): void {
  for (const field of within<HTMLInputElement | HTMLTextAreaElement>(root, MINCHARS_SELECTOR))
    minCharsValid(field);
}

// ---- masonry -------------------------------------------------------------------------------

export const MASONRY_SELECTOR = '[data-masonry]';

/** Rows of `rowPx` (plus `gap`) a card of `height` px spans. */
export const masonrySpan = (height: number, rowPx: number, gap: number) =>
  Math.max(1, Math.ceil((height + gap) / (rowPx + gap)));

/** Lays the grid's children out in columns of different heights (CSS grid with row spans). */
export function layoutMasonry(grid: HTMLElement): void {
  grid.style.gridAutoRows = `${MASONRY_ROW_PX}px`;
  const gap = Number.parseFloat(getComputedStyle(grid).rowGap) || 0;
  for (const child of Array.from(grid.children) as HTMLElement[]) {
    child.style.gridRowEnd = '';
    const inner = child.firstElementChild as HTMLElement | null;
    const height = (inner ?? child).getBoundingClientRect().height;
    child.style.gridRowEnd = `span ${masonrySpan(height, MASONRY_ROW_PX, gap)}`;
  }
}

const masonryTimers = new WeakMap<HTMLElement, number>();

/** Relayout 300 ms after the last change (resize, an image loaded, content added). */
export function scheduleMasonry(grid: HTMLElement): void {
  window.clearTimeout(masonryTimers.get(grid));
  masonryTimers.set(
    grid,
    window.setTimeout(() => layoutMasonry(grid), MASONRY_RELAYOUT_MS),
  );
}

const masonryGrids = new Set<HTMLElement>();

export function applyMasonry(root: ParentNode): void {
  for (const grid of within<HTMLElement>(root, MASONRY_SELECTOR)) {
    if (masonryGrids.has(grid)) continue;
    masonryGrids.add(grid);
    grid.addEventListener('load', () => scheduleMasonry(grid), true);
    layoutMasonry(grid);
    scheduleMasonry(grid);
  }
}

export function startMasonry(): () => void {
  const onResize = () => {
    for (const grid of masonryGrids)
      if (grid.isConnected) scheduleMasonry(grid);
      else masonryGrids.delete(grid);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    masonryGrids.clear();
  };
}

// ---- scroll restore ------------------------------------------------------------------------

export const SCROLL_RESTORE_SELECTOR = '[data-scroll-restore]';
const key = () => `anstoss.scroll:${location.pathname}${location.search}`;

/** The position to scroll to now, or null while the page is still too short to reach it. */
export function restoreTarget(saved: number, pageHeight: number, viewport: number): number | null {
  if (!(saved > 0)) return null;
  return pageHeight - viewport >= saved ? saved : null;
}

/**
 * Pages marked data-scroll-restore keep their scroll position across a reload or a way back:
 * saved when the page is left, restored once late content (widgets, fragments) makes the page
 * tall enough, checked every 700 ms; the visitor scrolling first wins.
 */
export function startScrollRestore(): () => void {
  if (!document.querySelector(SCROLL_RESTORE_SELECTOR)) return () => {};
  const save = () => {
    try {
      sessionStorage.setItem(key(), String(Math.round(window.scrollY)));
    } catch {
      /* storage blocked: nothing to restore later */
    }
  };
  let saved = 0;
  try {
    saved = Number(sessionStorage.getItem(key()) ?? 0);
  } catch {
    saved = 0;
  }
  let checks = 0;
  let timer: number | undefined;
  const stop = () => {
    window.clearInterval(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  if (saved > 0) {
    timer = window.setInterval(() => {
      checks++;
      const target = restoreTarget(
        saved,
        document.documentElement.scrollHeight,
        window.innerHeight,
      );
      if (target !== null) {
        window.scrollTo(0, target);
        emit('scrollRestored');
      }
      if (target !== null || checks >= SCROLL_RESTORE_CHECKS) stop();
    }, SCROLL_RESTORE_CHECK_MS);
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
  }
  window.addEventListener('pagehide', save);
  return () => {
    stop();
    window.removeEventListener('pagehide', save);
  };
}
