/**
 * Submission items (spec §4 Goal of the week): one item open at a time; a successful submit
 * closes it, marks it submitted and shows the thank-you; items can be removed locally. Each
 * item keeps its own draft, attempt flag and error, so nothing typed is lost when another item
 * opens or a request fails. The send itself is an action (`useAction` in useSubmission): its
 * pending state belongs to the item it was run for.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import type { Values } from './logic.ts';

export interface ItemForm {
  values: Values;
  terms: boolean;
  checked: string[];
  /** A submit was tried: field errors show from now on. */
  attempted: boolean;
  error: ErrorMessage | null;
  sessionExpired: boolean;
  /** The uploaded file's id (meta.id), and whether it has been released. */
  fileId: string | null;
  released: boolean;
}

export const emptyForm = (): ItemForm => ({
  values: {},
  terms: false,
  checked: [],
  attempted: false,
  error: null,
  sessionExpired: false,
  fileId: null,
  released: false,
});

export interface Draft {
  activeId: string | null;
  forms: Record<string, Pick<ItemForm, 'values' | 'terms' | 'checked'>>;
}

export interface SubmissionState {
  activeId: string | null;
  submitted: string[];
  removed: string[];
  forms: Record<string, ItemForm>;
  open: (id: string) => void;
  close: (id: string) => void;
  toggle: (id: string) => void;
  remove: (id: string) => void;
  setValue: (id: string, name: string, value: string) => void;
  setTerms: (id: string, accepted: boolean) => void;
  setConsent: (id: string, consentId: string, checked: boolean) => void;
  /** Marks the attempt: field errors show from now on. */
  attempt: (id: string) => void;
  /** A send starts: the last error of the item is forgotten. */
  sendStarted: (id: string) => void;
  fileUploaded: (id: string, fileId: string) => void;
  fileRemoved: (id: string) => void;
  fileReleased: (id: string) => void;
  succeeded: (id: string) => void;
  failed: (id: string, error: ErrorMessage, sessionExpired: boolean) => void;
  /** What the person typed, for the login round trip. */
  draft: () => Draft;
  restore: (draft: Draft) => void;
}

export function createSubmissionStore() {
  return createStore<SubmissionState>()((set, get) => {
    const form = (id: string) => get().forms[id] ?? emptyForm();
    const patch = (id: string, change: Partial<ItemForm>) =>
      set((s) => ({ forms: { ...s.forms, [id]: { ...(s.forms[id] ?? emptyForm()), ...change } } }));
    return {
      activeId: null,
      submitted: [],
      removed: [],
      forms: {},
      open: (id) => set({ activeId: id }),
      close: (id) => set((s) => (s.activeId === id ? { activeId: null } : {})),
      toggle: (id) => set((s) => ({ activeId: s.activeId === id ? null : id })),
      remove: (id) =>
        set((s) => ({
          removed: s.removed.includes(id) ? s.removed : [...s.removed, id],
          activeId: s.activeId === id ? null : s.activeId,
        })),
      setValue: (id, name, value) => patch(id, { values: { ...form(id).values, [name]: value } }),
      setTerms: (id, accepted) => patch(id, { terms: accepted }),
      setConsent: (id, consentId, checked) => {
        const others = form(id).checked.filter((c) => c !== consentId);
        patch(id, { checked: checked ? [...others, consentId] : others });
      },
      attempt: (id) => patch(id, { attempted: true }),
      sendStarted: (id) => patch(id, { error: null, sessionExpired: false }),
      fileUploaded: (id, fileId) => patch(id, { fileId, released: false }),
      fileRemoved: (id) => patch(id, { fileId: null, released: false }),
      fileReleased: (id) => patch(id, { released: true }),
      succeeded: (id) => {
        patch(id, { error: null });
        set((s) => ({
          submitted: s.submitted.includes(id) ? s.submitted : [...s.submitted, id],
          activeId: s.activeId === id ? null : s.activeId,
        }));
      },
      failed: (id, error, sessionExpired) => patch(id, { error, sessionExpired }),
      draft: () => {
        const forms: Draft['forms'] = {};
        for (const [id, f] of Object.entries(get().forms))
          forms[id] = { values: f.values, terms: f.terms, checked: f.checked };
        return { activeId: get().activeId, forms };
      },
      restore: (draft) =>
        set(() => {
          const forms: Record<string, ItemForm> = {};
          for (const [id, f] of Object.entries(draft.forms)) forms[id] = { ...emptyForm(), ...f };
          return { activeId: draft.activeId, forms };
        }),
    };
  });
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
