import { describe, expect, it } from 'vitest';
import { createTypeahead, nextListIndex, TYPEAHEAD_PAUSE_MS } from './listNavigation.ts';

describe('nextListIndex (the keyboard delegate)', () => {
  it('moves through a vertical list with wrapping arrows, Home and End', () => {
    expect(nextListIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextListIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextListIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextListIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextListIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextListIndex(1, 3, 'Home')).toBe(0);
    expect(nextListIndex(1, 3, 'End')).toBe(2);
  });

  it('ignores other keys, the other orientation and empty lists', () => {
    expect(nextListIndex(1, 3, 'Tab')).toBeNull();
    expect(nextListIndex(1, 3, 'ArrowRight')).toBeNull();
    expect(nextListIndex(1, 3, 'ArrowDown', { orientation: 'horizontal' })).toBeNull();
    expect(nextListIndex(0, 0, 'ArrowDown')).toBeNull();
  });

  it('moves through tabs with Right/Left (wrapping), Home and End', () => {
    const h = { orientation: 'horizontal' } as const;
    expect(nextListIndex(2, 3, 'ArrowRight', h)).toBe(0);
    expect(nextListIndex(0, 3, 'ArrowLeft', h)).toBe(2);
    expect(nextListIndex(2, 3, 'Home', h)).toBe(0);
    expect(nextListIndex(0, 3, 'End', h)).toBe(2);
    expect(nextListIndex(0, 3, 'ArrowDown', { orientation: 'both' })).toBe(1);
    expect(nextListIndex(0, 3, 'ArrowLeft', { orientation: 'both' })).toBe(2);
  });

  it('stops at the ends without wrap, and pages without wrapping', () => {
    expect(nextListIndex(2, 3, 'ArrowDown', { wrap: false })).toBe(2);
    expect(nextListIndex(0, 3, 'ArrowUp', { wrap: false })).toBe(0);
    expect(nextListIndex(3, 30, 'PageDown', { pageSize: 10 })).toBe(13);
    expect(nextListIndex(25, 30, 'PageDown', { pageSize: 10 })).toBe(29);
    expect(nextListIndex(5, 30, 'PageUp', { pageSize: 10 })).toBe(0);
    expect(nextListIndex(5, 30, 'PageUp')).toBeNull();
  });
});

describe('createTypeahead', () => {
  const labels = [null, 'Bezirksliga', 'Kreisliga A', 'Kreisklasse B', 'Landesliga'];

  it('finds the first label starting with what was typed, skipping null labels', () => {
    const typeahead = createTypeahead();
    expect(typeahead.next('k', labels, 1000)).toBe(2);
  });

  it('builds a prefix from keys typed in quick succession, and starts over after a pause', () => {
    const typeahead = createTypeahead();
    expect(typeahead.next('k', labels, 1000)).toBe(2);
    expect(typeahead.next('r', labels, 1100)).toBe(2);
    expect(typeahead.next('e', labels, 1200)).toBe(2);
    expect(typeahead.next('i', labels, 1300)).toBe(2);
    expect(typeahead.next('s', labels, 1400)).toBe(2);
    expect(typeahead.next('k', labels, 1500)).toBe(3);
    expect(typeahead.next('l', labels, 1500 + TYPEAHEAD_PAUSE_MS)).toBe(4);
  });

  it('ignores keys that are not printable or held with a modifier; null when nothing matches', () => {
    const typeahead = createTypeahead();
    expect(typeahead.next('ArrowDown', labels, 0)).toBeNull();
    expect(typeahead.next('k', labels, 0, { ctrlKey: true })).toBeNull();
    expect(typeahead.next('z', labels, 0)).toBeNull();
    // 'B' is no placeholder match: the null label is never a target.
    expect(typeahead.next('b', labels, 5000)).toBe(1);
  });
});
