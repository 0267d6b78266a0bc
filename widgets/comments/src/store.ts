/**
 * Per-comment tools (spec §4 Comment tools): replies, the delete tool and the report tool exclude
 * one another. The delete and report buttons work only while neither tool is open; opening a tool
 * closes the replies; the replies toggle only while no tool is open and load once, on the first
 * toggle.
 */
import { createStore } from 'zustand/vanilla';
import { createAction, type Action, type ActionSend, type SessionLike } from '@anstoss/api';
import type { ErrorMessage } from '@anstoss/ui';

export type Panel = 'none' | 'replies' | 'delete' | 'report';
export type Tool = 'delete' | 'report';
export type RepliesStatus = 'idle' | 'loading' | 'loaded' | 'error';
/** What the server confirmed (final states). */
export type ToolResult = 'deleted' | 'reported';
/** One tool write: which tool, and the report's message. */
export interface ToolRequest {
  tool: Tool;
  message: string;
}

export interface CommentToolsState {
  panel: Panel;
  repliesStatus: RepliesStatus;
  repliesHtml: string;
  /** The server confirmed a delete or a report; null until then. */
  done: ToolResult | null;
  /** The delete and report write: one in flight; its state is the form's busy and error. */
  tool: Action<ToolResult, ToolRequest>;
  quoteError: ErrorMessage | null;
  /** True when the toggle opened the replies and they still have to be loaded. */
  toggleReplies: () => boolean;
  repliesLoaded: (html: string) => void;
  repliesFailed: () => void;
  /** After a failed load: loads again (true) while the replies are open. */
  retryReplies: () => boolean;
  openTool: (tool: Tool) => boolean;
  closeTool: () => void;
  setQuoteError: (error: ErrorMessage | null) => void;
}

export const isToolOpen = (panel: Panel) => panel === 'delete' || panel === 'report';

export interface CommentToolsOptions {
  /** Sends a tool's write; resolves with what the server confirmed, rejects otherwise. */
  send: ActionSend<ToolRequest, ToolResult>;
  session?: () => SessionLike;
}

export function createCommentToolsStore(
  { send, session }: CommentToolsOptions,
  initial: Partial<Omit<CommentToolsState, 'tool'>> = {},
) {
  return createStore<CommentToolsState>()((set, get) => ({
    panel: 'none',
    repliesStatus: 'idle',
    repliesHtml: '',
    done: null,
    quoteError: null,
    ...initial,
    tool: createAction(send, {
      ...(session ? { session } : {}),
      onSuccess: (result) => set({ done: result, panel: 'none' }),
    }),
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
      const { panel, done, tool: action } = get();
      if (isToolOpen(panel) || done !== null || action.getState().status === 'pending')
        return false;
      action.reset();
      set({ panel: tool });
      return true;
    },
    closeTool: () => {
      const { tool: action } = get();
      if (action.getState().status === 'pending') return;
      action.reset();
      set({ panel: 'none' });
    },
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
  /** Comments posted from this page's form: shown after the form, counted here. */
  posted: number;
  postedOne: () => void;
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
    posted: 0,
    postedOne: () => set((s) => ({ posted: s.posted + 1, total: s.total + 1 })),
  }));
}
