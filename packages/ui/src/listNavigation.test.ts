import { expect, test } from 'vitest';
import { nextListIndex } from './listNavigation.ts';

test('Down and Up wrap, Home and End jump, -1 starts at either end', () => {
  expect(nextListIndex(-1, 3, 'ArrowDown')).toBe(0);
  expect(nextListIndex(0, 3, 'ArrowDown')).toBe(1);
  expect(nextListIndex(2, 3, 'ArrowDown')).toBe(0);
  expect(nextListIndex(0, 3, 'ArrowUp')).toBe(2);
  expect(nextListIndex(-1, 3, 'ArrowUp')).toBe(2);
  expect(nextListIndex(1, 3, 'Home')).toBe(0);
  expect(nextListIndex(1, 3, 'End')).toBe(2);
});

test('other keys and empty lists give null', () => {
  expect(nextListIndex(1, 3, 'Tab')).toBeNull();
  expect(nextListIndex(0, 0, 'ArrowDown')).toBeNull();
});
