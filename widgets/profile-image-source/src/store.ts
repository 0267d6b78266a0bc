/**
 * The profile image source switch (spec §4 Profile): choosing a source sends the GET, then the
 * form is submitted or the page reloads. Choosing the own photo before one was saved waits for
 * the crop's imageSaved; a saved crop switches to the own photo by itself.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export type SourceStatus = 'idle' | 'waiting' | 'switching' | 'done' | 'error';

export interface SourceState {
  selected: string;
  status: SourceStatus;
  hasImage: boolean;
  error: ErrorMessage | null;
  /** Returns true when the GET should start now. */
  choose: (value: string, cropValue: string | undefined) => boolean;
  /** imageSaved arrived; returns the value to switch to now, or null. */
  imageSaved: (cropValue: string | undefined) => string | null;
  switched: () => void;
  failed: (error: ErrorMessage) => void;
}

export function createSourceStore(selected: string, hasImage: boolean) {
  return createStore<SourceState>()((set, get) => ({
    selected,
    status: 'idle',
    hasImage,
    error: null,
    choose: (value, cropValue) => {
      if (get().status === 'switching') return false;
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
    switched: () => set({ status: 'done' }),
    failed: (error) => set({ status: 'error', error }),
  }));
}
