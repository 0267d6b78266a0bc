/**
 * The media edit list (spec §2 Own media, §4 Own media and albums): the owner's items in pages
 * of 10 for a date range, refresh, one item in edit mode at a time, update / delete / publish.
 * All of it is the edit list's shared state (`editListSlice` of @anstoss/ui); the media list
 * adds the notice 'added' (an item went into albums).
 */
import { createStore } from 'zustand/vanilla';
import type { SessionLike } from '@anstoss/api';
import type { EditableItem } from '@anstoss/api/media';
import { editListSlice, type EditListState } from '@anstoss/ui';

export type MediaEditListState = EditListState<EditableItem, 'added'>;

/** `session` decides after a failed write whether the session has ended (`getSession`). */
export function createMediaEditListStore(session?: () => SessionLike) {
  return createStore<MediaEditListState>()((set, get) =>
    editListSlice<EditableItem, 'added'>(set, get, undefined, session),
  );
}

export type MediaEditListStore = ReturnType<typeof createMediaEditListStore>;
