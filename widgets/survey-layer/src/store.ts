import { createStore } from 'zustand/vanilla';

/**
 * idle: not asked yet, or the survey was shown before (cookie set)
 * loading: the fragment request is in flight (nothing visible: a survey is never worth a spinner)
 * open: the layer shows the fragment
 * closed: the visitor closed it; empty or failed fragments end here too
 */
export type SurveyStatus = 'idle' | 'loading' | 'open' | 'closed';

export interface SurveyState {
  status: SurveyStatus;
  /** The sanitised fragment shown in the layer. */
  content: DocumentFragment | null;
  load: () => void;
  open: (content: DocumentFragment) => void;
  close: () => void;
}

export function createSurveyStore(initial: Partial<Pick<SurveyState, 'status' | 'content'>> = {}) {
  return createStore<SurveyState>()((set) => ({
    status: 'idle',
    content: null,
    ...initial,
    load: () => set({ status: 'loading' }),
    open: (content) => set({ status: 'open', content }),
    close: () => set({ status: 'closed', content: null }),
  }));
}

export type SurveyStore = ReturnType<typeof createSurveyStore>;
