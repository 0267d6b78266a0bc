import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { MediaActionResponse } from '@anstoss/api/media';
import type { ErrorMessage } from '../ErrorText.tsx';
import { useAction } from '../form/useAction.ts';
import { useFocusAfter } from '../useFocusAfter.ts';
import { isEditing, type EditListEntry, type EditListStore } from './editListStore.ts';

/** A write's request; `signal` aborts it with the list's action. */
type EntryRequest = (signal: AbortSignal) => Promise<MediaActionResponse>;

/** What one entry of an edit list knows and does; spread into `EditListItem` as `entry`. */
export interface EditListEntryApi {
  id: string;
  editing: boolean;
  confirming: boolean;
  /** This entry's write is in flight. */
  busy: boolean;
  /** Some write of the list is in flight: publish and confirm do nothing meanwhile. */
  anyBusy: boolean;
  /** The error of this entry's last write. */
  error: ErrorMessage | null;
  /** This entry's last write found the session ended (`isSessionEnded`): offer the login. */
  sessionEnded: boolean;
  /** Callback ref for the "Bearbeiten" button: focus comes back to it when the form closes. */
  editButtonRef: (button: HTMLButtonElement | null) => void;
  /** Callback ref for the entry's name: focus goes there after a publish removed the button. */
  titleRef: (title: HTMLElement | null) => void;
  /**
   * Sends one write of this entry (nothing while another is in flight): `done` on success, the
   * entry's error on failure, and a 404/410 removes the entry as gone (focus via `onRemoved`).
   */
  run: (request: EntryRequest, done: () => void) => void;
  toggleEdit: () => void;
  askDelete: () => void;
  cancelDelete: () => void;
  /** Sends the delete; the entry leaves the list and `onRemoved` moves focus on. */
  confirmDelete: (request: EntryRequest) => void;
  publish: (request: EntryRequest) => void;
  /**
   * Sends the edit form's fields; on success the entry takes them, the form closes (focus back
   * on "Bearbeiten") and `saved` runs (clear the draft there).
   */
  save: (
    request: EntryRequest,
    fields: { title: string; description: string },
    saved?: () => void,
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
  // The list's one write: busy and error belong to the entry whose write it is.
  const [write, writeAction] = useAction(useStore(store, (s) => s.write));
  const mine = write.variables?.scope === id;
  const busy = mine && write.status === 'pending';
  const anyBusy = write.status === 'pending';
  const error = mine && write.status === 'error' ? write.message : null;
  const sessionEnded = mine && write.status === 'error' && write.sessionEnded;
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

  const run = (request: EntryRequest, done: () => void) => {
    if (writeAction.getState().status === 'pending') return;
    store.getState().setNotice(null);
    void writeAction.run({
      scope: id,
      request,
      done,
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
    sessionEnded,
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
    save: (request, fields, saved) =>
      run(request, () => {
        store.getState().saved(id, fields);
        saved?.();
      }),
  };
}
