/** Edit item form (spec §4): stays active until the server answers success. */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export interface EditItemState {
  active: boolean;
  title: string;
  description: string;
  sending: boolean;
  done: boolean;
  error: ErrorMessage | null;
  open: () => void;
  cancel: (title: string, description: string) => void;
  set: (name: 'title' | 'description', value: string) => void;
  sending_: () => void;
  answered: (success: boolean, error: ErrorMessage | null) => void;
}

export function createEditItemStore(title: string, description: string) {
  return createStore<EditItemState>()((set) => ({
    active: false,
    title,
    description,
    sending: false,
    done: false,
    error: null,
    open: () => set({ active: true, error: null }),
    cancel: (t, d) => set({ active: false, title: t, description: d, error: null }),
    set: (name, value) => set({ [name]: value } as Pick<EditItemState, typeof name>),
    sending_: () => set({ sending: true, error: null }),
    answered: (success, error) =>
      set(
        success
          ? { sending: false, done: true, active: false }
          : { sending: false, active: true, error },
      ),
  }));
}
