import { createStore } from 'zustand/vanilla';
import type { ConsentChoice } from './api.ts';
import { withCategory } from './logic.ts';
import type { ConsentCategory } from './logic.ts';

/**
 * The layer's own state. What was consented lives in the runtime's consent store (cookies);
 * this store holds only the view: the checkbox draft and how the layer was opened.
 */
export interface CookieConsentState {
  /** The checkboxes' current states, saved only by "Auswahl speichern". */
  draft: ConsentChoice;
  /** The visitor picked an action on this page. */
  answered: boolean;
  /** Opened again through the settings link or event (closable without a choice). */
  reopened: boolean;
  /** Where focus goes back after a reopened layer closes. */
  returnFocusTo: HTMLElement | null;
  /** The "saved" confirmation is visible. */
  confirmation: boolean;
  reopen: (current: ConsentChoice, trigger: HTMLElement | null) => void;
  setCategory: (category: ConsentCategory, value: boolean) => void;
  answer: () => void;
  closeSettings: () => void;
  hideConfirmation: () => void;
}

export function createCookieConsentStore(draft: ConsentChoice) {
  return createStore<CookieConsentState>()((set) => ({
    draft,
    answered: false,
    reopened: false,
    returnFocusTo: null,
    confirmation: false,
    reopen: (current, trigger) =>
      set({ draft: current, reopened: true, returnFocusTo: trigger, confirmation: false }),
    setCategory: (category, value) =>
      set((s) => ({ draft: withCategory(s.draft, category, value) })),
    answer: () => set({ answered: true, reopened: false, confirmation: true }),
    closeSettings: () => set({ reopened: false }),
    hideConfirmation: () => set({ confirmation: false }),
  }));
}

export type CookieConsentStore = ReturnType<typeof createCookieConsentStore>;
