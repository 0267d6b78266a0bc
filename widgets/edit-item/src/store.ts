/**
 * Edit item form (spec §4): stays active until the server answers success. The write itself is
 * the view's action (`useAction`): the store holds what is typed, not the request's state.
 */
import { createStore } from 'zustand/vanilla';

export interface EditItemState {
  active: boolean;
  title: string;
  description: string;
  done: boolean;
  open: () => void;
  cancel: (title: string, description: string) => void;
  set: (name: 'title' | 'description', value: string) => void;
  saved: () => void;
}

export function createEditItemStore(title: string, description: string) {
  return createStore<EditItemState>()((set) => ({
    active: false,
    title,
    description,
    done: false,
    open: () => set({ active: true }),
    cancel: (t, d) => set({ active: false, title: t, description: d }),
    set: (name, value) => set({ [name]: value } as Pick<EditItemState, typeof name>),
    saved: () => set({ done: true, active: false }),
  }));
}
