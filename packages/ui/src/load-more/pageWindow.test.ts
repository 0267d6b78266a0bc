import { describe, expect, it } from 'vitest';
import {
  emptyPageWindow,
  revealMore,
  windowAfterPage,
  windowAfterRemoval,
  type PageWindow,
} from './pageWindow.ts';

const page = (n: number, final?: boolean) => ({
  entries: Array.from({ length: n }, (_, i) => i),
  ...(final === undefined ? {} : { final }),
});

describe('revealMore', () => {
  it('reveals held entries a page at a time before fetching', () => {
    expect(revealMore({ shown: 10, hasMore: true }, 25, 10)).toEqual({ shown: 20, lastAdded: 10 });
    expect(revealMore({ shown: 20, hasMore: true }, 25, 10)).toEqual({ shown: 25, lastAdded: 5 });
  });

  it('fetches when everything held is shown and the server has more', () => {
    expect(revealMore({ shown: 25, hasMore: true }, 25, 10)).toBe('fetch');
  });

  it('does nothing at the end of the list', () => {
    expect(revealMore({ shown: 25, hasMore: false }, 25, 10)).toBeNull();
    expect(revealMore(emptyPageWindow, 0, 10)).toBeNull();
  });
});

describe('windowAfterPage', () => {
  const window: PageWindow = { shown: 10, hasMore: true, nextOffset: 10, lastAdded: null };

  it('starts over on the first page: one page shown, the next offset after it', () => {
    expect(windowAfterPage(window, page(10), 0, { before: 30, after: 10 }, 10)).toEqual({
      shown: 10,
      hasMore: true,
      nextOffset: 10,
      lastAdded: null,
    });
  });

  it('ends the list on a short page or one marked final', () => {
    expect(windowAfterPage(emptyPageWindow, page(4), 0, { before: 0, after: 4 }, 10).hasMore).toBe(
      false,
    );
    expect(
      windowAfterPage(emptyPageWindow, page(10, true), 0, { before: 0, after: 10 }, 10).hasMore,
    ).toBe(false);
  });

  it('adds a later page: shows what is new, counts every entry sent for the next offset', () => {
    // The server repeated 3 entries already held (an entry moved between pages).
    expect(windowAfterPage(window, page(10), 10, { before: 10, after: 17 }, 10)).toEqual({
      shown: 17,
      hasMore: true,
      nextOffset: 20,
      lastAdded: 7,
    });
  });

  it('shows at most one page more however much a page brought', () => {
    expect(windowAfterPage(window, page(50), 10, { before: 10, after: 60 }, 10)).toMatchObject({
      shown: 20,
      lastAdded: 10,
      nextOffset: 60,
    });
  });
});

describe('windowAfterRemoval', () => {
  it('keeps the next offset in step with the server after a deletion', () => {
    expect(windowAfterRemoval({ shown: 10, nextOffset: 10 }, 9)).toEqual({
      shown: 9,
      nextOffset: 9,
    });
    expect(windowAfterRemoval({ shown: 5, nextOffset: 0 }, 12)).toEqual({
      shown: 5,
      nextOffset: 0,
    });
  });
});
