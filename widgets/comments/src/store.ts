/**
 * Per-comment tools (spec §4 Comment tools): replies, the delete tool and the report tool exclude
 * one another. The delete and report buttons work only while neither tool is open; opening a tool
 * closes the replies; the replies toggle only while no tool is open and load once, on the first
 * toggle.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export type Panel = 'none' | 'replies' | 'delete' | 'report';
export type Tool = 'delete' | 'report';
export type RepliesStatus = 'idle' | 'loading' | 'loaded' | 'error';
/** sending: request in flight; deleted / reported: the server confirmed (final states). */
export type ToolStatus = 'idle' | 'sending' | 'deleted' | 'reported';

export interface CommentToolsState {
  panel: Panel;
  repliesStatus: RepliesStatus;
  repliesHtml: string;
  toolStatus: ToolStatus;
  toolError: ErrorMessage | null;
  quoteError: ErrorMessage | null;
  /** True when the toggle opened the replies and they still have to be loaded. */
  toggleReplies: () => boolean;
  repliesLoaded: (html: string) => void;
  repliesFailed: () => void;
  /** After a failed load: loads again (true) while the replies are open. */
  retryReplies: () => boolean;
  openTool: (tool: Tool) => boolean;
  closeTool: () => void;
  toolSending: () => void;
  toolDone: (tool: Tool) => void;
  toolFailed: (error: ErrorMessage) => void;
  setQuoteError: (error: ErrorMessage | null) => void;
}

export const isToolOpen = (panel: Panel) => panel === 'delete' || panel === 'report';

export function createCommentToolsStore(initial: Partial<CommentToolsState> = {}) {
  return createStore<CommentToolsState>()((set, get) => ({
    panel: 'none',
    repliesStatus: 'idle',
    repliesHtml: '',
    toolStatus: 'idle',
    toolError: null,
    quoteError: null,
    ...initial,
    toggleReplies: () => {
      const { panel, repliesStatus } = get();
      if (isToolOpen(panel)) return false;
      if (panel === 'replies') {
        set({ panel: 'none' });
        return false;
      }
      const load = repliesStatus === 'idle' || repliesStatus === 'error';
      set({ panel: 'replies', ...(load ? { repliesStatus: 'loading' as const } : {}) });
      return load;
    },
    repliesLoaded: (html) => set({ repliesStatus: 'loaded', repliesHtml: html }),
    repliesFailed: () => set({ repliesStatus: 'error' }),
    retryReplies: () => {
      const { panel, repliesStatus } = get();
      if (panel !== 'replies' || repliesStatus !== 'error') return false;
      set({ repliesStatus: 'loading' });
      return true;
    },
    openTool: (tool) => {
      const { panel, toolStatus } = get();
      if (isToolOpen(panel) || toolStatus !== 'idle') return false;
      set({ panel: tool, toolError: null });
      return true;
    },
    closeTool: () => {
      if (get().toolStatus === 'sending') return;
      set({ panel: 'none', toolError: null });
    },
    toolSending: () => set({ toolStatus: 'sending', toolError: null }),
    toolDone: (tool) =>
      set({ toolStatus: tool === 'delete' ? 'deleted' : 'reported', panel: 'none' }),
    toolFailed: (error) => set({ toolStatus: 'idle', toolError: error }),
    setQuoteError: (error) => set({ quoteError: error }),
  }));
}

export type CommentToolsStore = ReturnType<typeof createCommentToolsStore>;

/** The thread: pages of top-level comments. */
export interface ThreadState<C> {
  status: 'loading' | 'ready' | 'error';
  comments: C[];
  total: number;
  nextOffset: number | null;
  loadingMore: boolean;
  moreError: boolean;
  /** Comments the last 'more' load appended (null after a first load): announced politely. */
  lastAdded: number | null;
  loaded: (
    page: { comments: C[]; total: number; nextOffset: number | null },
    append: boolean,
  ) => void;
  failed: (append: boolean) => void;
  startMore: () => void;
}

export function createThreadStore<C>() {
  return createStore<ThreadState<C>>()((set) => ({
    status: 'loading',
    comments: [],
    total: 0,
    nextOffset: null,
    loadingMore: false,
    moreError: false,
    lastAdded: null,
    loaded: (page, append) =>
      set((s) => ({
        status: 'ready',
        comments: append ? [...s.comments, ...page.comments] : page.comments,
        total: page.total,
        nextOffset: page.nextOffset,
        loadingMore: false,
        moreError: false,
        lastAdded: append ? page.comments.length : null,
      })),
    failed: (append) =>
      set(
        append ? { loadingMore: false, moreError: true } : { status: 'error', loadingMore: false },
      ),
    startMore: () => set({ loadingMore: true, moreError: false }),
  }));
}
