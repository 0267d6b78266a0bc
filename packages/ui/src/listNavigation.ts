/**
 * The one keyboard delegate of the list-like building blocks (Tabs, Listbox, Combobox, menus):
 * which entry a key moves to. Pure, so every widget's list behaves the same and is tested once.
 */

export interface ListKeyOptions {
  /**
   * Which arrows move: 'vertical' Down/Up (listbox, menu), 'horizontal' Right/Left (tabs, menu
   * bar), 'both' all four. Default 'vertical'.
   */
  orientation?: 'vertical' | 'horizontal' | 'both';
  /** Whether moving past the last entry goes to the first and back; default true. */
  wrap?: boolean;
  /** Entries PageDown/PageUp move by (listbox); without it the page keys do nothing. */
  pageSize?: number;
}

const FORWARD = {
  vertical: ['ArrowDown'],
  horizontal: ['ArrowRight'],
  both: ['ArrowDown', 'ArrowRight'],
} as const;
const BACKWARD = {
  vertical: ['ArrowUp'],
  horizontal: ['ArrowLeft'],
  both: ['ArrowUp', 'ArrowLeft'],
} as const;

function step(current: number, length: number, delta: number, wrap: boolean): number {
  if (current < 0) return delta > 0 ? 0 : length - 1;
  const next = current + delta;
  if (wrap) return ((next % length) + length) % length;
  return Math.max(0, Math.min(length - 1, next));
}

/**
 * Arrow-key movement in a list (WAI-ARIA listbox, menu, tabs and disclosure-navigation
 * patterns): the forward/backward arrow of the orientation moves one entry (wrapping unless
 * `wrap: false`), Home/End go to the first/last, PageDown/PageUp move `pageSize` entries without
 * wrapping; from no entry (-1) forward starts at the first, backward at the last. Null for any
 * other key, or an empty list.
 */
export function nextListIndex(
  current: number,
  length: number,
  key: string,
  options: ListKeyOptions = {},
): number | null {
  if (length <= 0) return null;
  const { orientation = 'vertical', wrap = true, pageSize } = options;
  if ((FORWARD[orientation] as readonly string[]).includes(key))
    return step(current, length, 1, wrap);
  if ((BACKWARD[orientation] as readonly string[]).includes(key))
    return step(current, length, -1, wrap);
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    case 'PageDown':
      return pageSize ? step(current, length, pageSize, false) : null;
    case 'PageUp':
      return pageSize ? step(current, length, -pageSize, false) : null;
    default:
      return null;
  }
}

/** Keys typed within this many milliseconds of each other form one type-ahead search. */
export const TYPEAHEAD_PAUSE_MS = 700;

/**
 * Type-ahead (WAI-ARIA listbox): printable keys typed in quick succession build a prefix; the
 * first entry whose label starts with it is the target. A null label is never matched (a
 * placeholder such as "Bitte wählen"). Time comes from the caller, so tests need no clock.
 */
export function createTypeahead(pauseMs = TYPEAHEAD_PAUSE_MS) {
  let text = '';
  let at = Number.NEGATIVE_INFINITY;
  return {
    /** The index the key leads to, or null (not printable, modifier held, nothing matches). */
    next(
      key: string,
      labels: readonly (string | null)[],
      now: number,
      modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {},
    ): number | null {
      if (key.length !== 1 || modifiers.ctrlKey || modifiers.metaKey || modifiers.altKey)
        return null;
      text = (now - at < pauseMs ? text : '') + key.toLocaleLowerCase('de');
      at = now;
      const found = labels.findIndex(
        (label) => label !== null && label.toLocaleLowerCase('de').startsWith(text),
      );
      return found < 0 ? null : found;
    },
  };
}
