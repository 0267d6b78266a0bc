/**
 * The profile image source switch (spec §4 Profile): selecting a source only marks it (arrow keys
 * move the selection, WCAG 3.2.2); committing it sends the GET, then the form is submitted or the
 * page reloads. Committing the own photo before one was saved waits for the crop's imageSaved; a
 * saved crop switches to the own photo by itself.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export type SourceStatus = 'idle' | 'waiting' | 'switching' | 'done' | 'error';

export interface SourceState {
  /** The source the server has now (nothing to send when it is committed again). */
  current: string;
  selected: string;
  status: SourceStatus;
  hasImage: boolean;
  error: ErrorMessage | null;
  /** Marks an option (arrow keys, a click on a radio): nothing is sent. */
  select: (value: string) => void;
  /** Commits `value`; returns true when the GET should start now. */
  choose: (value: string, cropValue: string | undefined) => boolean;
  /** imageSaved arrived; returns the value to switch to now, or null. */
  imageSaved: (cropValue: string | undefined) => string | null;
  switched: () => void;
  failed: (error: ErrorMessage) => void;
}

export function createSourceStore(selected: string, hasImage: boolean) {
  return createStore<SourceState>()((set, get) => ({
    current: selected,
    selected,
    status: 'idle',
    hasImage,
    error: null,
    select: (value) => {
      if (get().status === 'switching') return;
      // A new selection ends the wait for a crop save and the last error.
      set({ selected: value, status: 'idle', error: null });
    },
    choose: (value, cropValue) => {
      if (get().status === 'switching') return false;
      if (value === get().current) {
        set({ selected: value, status: 'idle', error: null });
        return false;
      }
      if (value === cropValue && !get().hasImage) {
        set({ selected: value, status: 'waiting', error: null });
        return false;
      }
      set({ selected: value, status: 'switching', error: null });
      return true;
    },
    imageSaved: (cropValue) => {
      set({ hasImage: true });
      if (cropValue === undefined || get().status === 'switching') return null;
      set({ selected: cropValue, status: 'switching', error: null });
      return cropValue;
    },
    switched: () => set((s) => ({ status: 'done', current: s.selected })),
    failed: (error) => set({ status: 'error', error }),
  }));
}
