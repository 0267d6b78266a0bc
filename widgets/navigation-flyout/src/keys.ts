// The navigation's keyboard rules, apart from the DOM (logic.ts stays free of @anstoss/ui: the
// reference CMS renders the navigation's server markup with it).
import { nextListIndex } from '@anstoss/ui';

/**
 * Where a key was pressed: on a main item (the `index`-th of `count`; `hasMenu` for a disclosure
 * button), or on the `entry`-th of `entries` focusable entries of the menu of the `main`-th main
 * item. (The search field is neither: its keys are its own.)
 */
export type KeyPlace =
  | { on: 'main'; index: number; count: number; hasMenu: boolean }
  | { on: 'menu'; main: number; count: number; entry: number; entries: number };

/** What a key does in the navigation (WAI-ARIA disclosure navigation, README "Keyboard"). */
export type KeyMove =
  | { focus: 'main'; index: number; closeMenu: boolean }
  | { focus: 'entry'; index: number }
  | { focus: 'firstEntry' };

/**
 * The keyboard rules: Left/Right (Home/End) move between main items, also from inside an open
 * menu, which then closes; Up/Down/Home/End move within a menu, wrapping; Down on a menu button
 * opens its menu and moves to its first entry. Null: the key is not the navigation's.
 */
export function keyMove(key: string, place: KeyPlace): KeyMove | null {
  const horizontal = { orientation: 'horizontal' } as const;
  if (place.on === 'menu') {
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const index = nextListIndex(place.main, place.count, key, horizontal);
      return index === null ? null : { focus: 'main', index, closeMenu: true };
    }
    const index = nextListIndex(place.entry, place.entries, key);
    return index === null ? null : { focus: 'entry', index };
  }
  const index = nextListIndex(place.index, place.count, key, horizontal);
  if (index !== null) return { focus: 'main', index, closeMenu: false };
  return key === 'ArrowDown' && place.hasMenu ? { focus: 'firstEntry' } : null;
}
