/**
 * The paging rules of a list that loads pages at an offset and shows what it holds a page at a
 * time behind "Mehr laden" (the DOM stays bounded): what the button reveals, whether it must
 * fetch, and where the next page starts after pages arrived and entries were deleted. Pure, so
 * every list that pages this way (the media and album edit lists) follows the same rules; the
 * store keeps the entries and merges pages (by id) itself.
 */

export interface PageWindow {
  /** How many held entries are rendered. */
  shown: number;
  /** Whether the server may hold more after the last page. */
  hasMore: boolean;
  /** The offset of the next page: entries the server sent, minus those deleted since. */
  nextOffset: number;
  /** How many entries the last "Mehr laden" added (announced by LoadMore); null after a reload. */
  lastAdded: number | null;
}

/** What a page answer says about paging: its entries and, optionally, that it is the last. */
export interface PageAnswer {
  entries: readonly unknown[];
  final?: boolean;
}

export const emptyPageWindow: PageWindow = {
  shown: 0,
  hasMore: false,
  nextOffset: 0,
  lastAdded: null,
};

/**
 * "Mehr laden": reveals up to `pageSize` more of the `held` entries; when all are shown, 'fetch'
 * (load the page at `nextOffset`) while the server has more; null when there is nothing more.
 */
export function revealMore(
  window: Pick<PageWindow, 'shown' | 'hasMore'>,
  held: number,
  pageSize: number,
): Pick<PageWindow, 'shown' | 'lastAdded'> | 'fetch' | null {
  if (held > window.shown) {
    const added = Math.min(pageSize, held - window.shown);
    return { shown: window.shown + added, lastAdded: added };
  }
  return window.hasMore ? 'fetch' : null;
}

/**
 * The window after the page at `offset` arrived. `before` and `after` count the held entries
 * before and after merging it (a page may repeat entries already held). Offset 0 starts over:
 * one page shown. A short page or one marked `final` ends the list.
 */
export function windowAfterPage(
  window: PageWindow,
  page: PageAnswer,
  offset: number,
  counts: { before: number; after: number },
  pageSize: number,
): PageWindow {
  const hasMore = !page.final && page.entries.length >= pageSize;
  if (offset === 0)
    return {
      shown: Math.min(counts.after, pageSize),
      hasMore,
      nextOffset: page.entries.length,
      lastAdded: null,
    };
  const added = Math.min(counts.after - counts.before, pageSize);
  return {
    shown: Math.min(counts.after, window.shown + added),
    hasMore,
    nextOffset: window.nextOffset + page.entries.length,
    lastAdded: added,
  };
}

/** The window after one held entry was deleted (`after` entries are left). */
export function windowAfterRemoval(
  window: Pick<PageWindow, 'shown' | 'nextOffset'>,
  after: number,
): Pick<PageWindow, 'shown' | 'nextOffset'> {
  return { shown: Math.min(after, window.shown), nextOffset: Math.max(0, window.nextOffset - 1) };
}
