/**
 * The media edit list (spec §2 Own media, §4 Own media and albums): the owner's items in pages
 * of 10 for a date range, refresh, one item in edit mode at a time, update / delete / publish.
 * All of it is the edit list's shared state (`editListSlice` of @anstoss/ui); the media list
 * adds the notice 'added' (an item went into albums).
 */
import { createEditListStore, type EditListState } from '@anstoss/ui';
import type { EditableItem } from '@anstoss/api/media';

export type MediaEditListState = EditListState<EditableItem, 'added'>;

export function createMediaEditListStore() {
  return createEditListStore<EditableItem, 'added'>();
}

export type MediaEditListStore = ReturnType<typeof createMediaEditListStore>;
