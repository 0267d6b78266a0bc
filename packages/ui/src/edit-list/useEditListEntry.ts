import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { MediaActionResponse } from '@anstoss/api/media';
import { sendMediaAction } from '@anstoss/api/mediaEdit';
import type { ErrorMessage } from '../ErrorText.tsx';
import { useFocusAfter } from '../useFocusAfter.ts';
import { isEditing, type EditListEntry, type EditListStore } from './editListStore.ts';

/** What one entry of an edit list knows and does; spread into `EditListItem` as `entry`. */
export interface EditListEntryApi {
  id: string;
  editing: boolean;
  confirming: boolean;
  /** This entry's write is in flight. */
  busy: boolean;
  /** Some write of the list is in flight: publish and confirm do nothing meanwhile. */
  anyBusy: boolean;
  /** The error of this entry's last write (or of its edit form's check). */
  error: ErrorMessage | null;
  /** Callback ref for the "Bearbeiten" button: focus comes back to it when the form closes. */
  editButtonRef: (button: HTMLButtonElement | null) => void;
  /** Callback ref for the entry's name: focus goes there after a publish removed the button. */
  titleRef: (title: HTMLElement | null) => void;
  /**
   * Sends one write of this entry (nothing while another is in flight): `done` on success, the
   * entry's error on failure, and a 404/410 removes the entry as gone (focus via `onRemoved`).
   */
  run: (request: () => Promise<MediaActionResponse>, done: () => void) => void;
  toggleEdit: () => void;
  askDelete: () => void;
  cancelDelete: () => void;
  /** Sends the delete; the entry leaves the list and `onRemoved` moves focus on. */
  confirmDelete: (request: () => Promise<MediaActionResponse>) => void;
  publish: (request: () => Promise<MediaActionResponse>) => void;
  /** A check failed before sending (a too short title). */
  fail: (error: ErrorMessage) => void;
  /** Sends the edit form's fields; on success the entry takes them and the form closes. */
  save: (
    request: () => Promise<MediaActionResponse>,
    fields: { title: string; description: string },
  ) => void;
}

/**
 * The behaviour of one entry of an edit list: its slice of the store, its writes (one at a time
 * in the whole list) and the focus rule of its edit form (closing it returns focus to
 * "Bearbeiten"). `onRemoved` runs when the entry left the list (the list focuses its heading).
 */
export function useEditListEntry<T extends EditListEntry, N extends string>(
  store: EditListStore<T, N>,
  id: string,
  onRemoved: () => void,
): EditListEntryApi {
  const editing = useStore(store, (s) => isEditing(s.form, id));
  const confirming = useStore(store, (s) => s.confirmDeleteId === id);
  const busy = useStore(store, (s) => s.busy === id);
  const anyBusy = useStore(store, (s) => s.busy !== null);
  const error = useStore(store, (s) => (s.actionError?.scope === id ? s.actionError.error : null));
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const editButtonRef = useCallback((button: HTMLButtonElement | null) => {
    editButton.current = button;
  }, []);
  const title = useRef<HTMLElement>(null);
  const titleRef = useCallback((element: HTMLElement | null) => {
    title.current = element;
  }, []);
  const focusAfter = useFocusAfter();

  useEffect(() => {
    if (!editing && wasEditing.current && editButton.current?.isConnected)
      editButton.current.focus();
    wasEditing.current = editing;
  }, [editing]);

  const run = (request: () => Promise<MediaActionResponse>, done: () => void) => {
    if (store.getState().busy !== null) return;
    store.getState().started(id);
    void sendMediaAction(request, {
      done,
      failed: (failure) => store.getState().actionFailed(id, failure),
      gone: () => {
        store.getState().removed(id, 'gone');
        onRemoved();
      },
    });
  };

  return {
    id,
    editing,
    confirming,
    busy,
    anyBusy,
    error,
    editButtonRef,
    titleRef,
    run,
    toggleEdit: () =>
      editing ? store.getState().closeForm() : store.getState().openForm({ kind: 'edit', id }),
    askDelete: () => store.getState().askDelete(id),
    cancelDelete: () => {
      store.getState().cancelDelete();
      editButton.current?.focus();
    },
    confirmDelete: (request) =>
      run(request, () => {
        store.getState().removed(id, 'deleted');
        onRemoved();
      }),
    // "Veröffentlichen" disappears with the answer: focus goes to the published entry's name.
    publish: (request) =>
      run(request, () => {
        focusAfter(title);
        store.getState().published(id);
      }),
    fail: (failure) => store.getState().actionFailed(id, failure),
    save: (request, fields) => run(request, () => store.getState().saved(id, fields)),
  };
}
