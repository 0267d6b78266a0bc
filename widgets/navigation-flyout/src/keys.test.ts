import { describe, expect, it } from 'vitest';
import { keyMove, type KeyPlace } from './keys.ts';

const onMain = (index: number, hasMenu = true): KeyPlace => ({
  on: 'main',
  index,
  count: 5,
  hasMenu,
});
const inMenu = (entry: number): KeyPlace => ({ on: 'menu', main: 2, count: 5, entry, entries: 3 });

describe('navigation keys', () => {
  it('Left/Right/Home/End move between main items, wrapping', () => {
    expect(keyMove('ArrowRight', onMain(4))).toEqual({ focus: 'main', index: 0, closeMenu: false });
    expect(keyMove('ArrowLeft', onMain(0))).toEqual({ focus: 'main', index: 4, closeMenu: false });
    expect(keyMove('End', onMain(1))).toEqual({ focus: 'main', index: 4, closeMenu: false });
    expect(keyMove('Home', onMain(3))).toEqual({ focus: 'main', index: 0, closeMenu: false });
  });

  it('Down on a menu button opens its menu at the first entry; on a link it does nothing', () => {
    expect(keyMove('ArrowDown', onMain(2))).toEqual({ focus: 'firstEntry' });
    expect(keyMove('ArrowDown', onMain(2, false))).toBeNull();
    expect(keyMove('ArrowUp', onMain(2))).toBeNull();
  });

  it('Up/Down/Home/End move within a menu, wrapping', () => {
    expect(keyMove('ArrowDown', inMenu(0))).toEqual({ focus: 'entry', index: 1 });
    expect(keyMove('ArrowDown', inMenu(2))).toEqual({ focus: 'entry', index: 0 });
    expect(keyMove('ArrowUp', inMenu(0))).toEqual({ focus: 'entry', index: 2 });
    expect(keyMove('End', inMenu(0))).toEqual({ focus: 'entry', index: 2 });
    expect(keyMove('Home', inMenu(2))).toEqual({ focus: 'entry', index: 0 });
  });

  it('Left/Right inside a menu go to the neighbouring main item and close the menu', () => {
    expect(keyMove('ArrowLeft', inMenu(1))).toEqual({ focus: 'main', index: 1, closeMenu: true });
    expect(keyMove('ArrowRight', inMenu(1))).toEqual({ focus: 'main', index: 3, closeMenu: true });
  });

  it('other keys are not the navigation’s', () => {
    expect(keyMove('Enter', onMain(1))).toBeNull();
    expect(keyMove('a', inMenu(1))).toBeNull();
    expect(keyMove('Tab', inMenu(1))).toBeNull();
  });
});
