/**
 * The comment form (spec §4 Comment form): on error the message is shown and the missing poll
 * fields flagged; a field error clears once the person types in that field; on success the new
 * comment's HTML is kept for insertion after the form, the message cleared, the counter reset.
 * A failed submit keeps every field. The request is the view's action (`useAction`): no sending
 * status here.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import { EMPTY_DRAFT, type Draft, type FieldName, type PollField } from './logic.ts';

export interface CommentFormState {
  draft: Draft;
  error: ErrorMessage | null;
  flagged: PollField[];
  /** HTML of the comments posted from this form, newest first. */
  posted: { id: number; html: string }[];
  /** "Antworten" on a comment: the comment this form answers (sent as parentId). */
  replyTo: { id: string; name: string } | null;
  setReplyTo: (replyTo: { id: string; name: string } | null) => void;
  setField: (name: FieldName, value: string) => void;
  setUsePoll: (on: boolean) => void;
  sendStarted: () => void;
  failed: (error: ErrorMessage, flagged: PollField[]) => void;
  succeeded: (html: string) => void;
}

let postedId = 0;

export function createCommentFormStore(draft: Draft = EMPTY_DRAFT) {
  return createStore<CommentFormState>()((set) => ({
    draft,
    error: null,
    flagged: [],
    posted: [],
    replyTo: null,
    setReplyTo: (replyTo) => set({ replyTo }),
    setField: (name, value) =>
      set((s) => ({
        draft: { ...s.draft, [name]: value },
        flagged: s.flagged.filter((f) => f !== name),
      })),
    setUsePoll: (on) =>
      set((s) => ({ draft: { ...s.draft, usePoll: on }, flagged: on ? s.flagged : [] })),
    sendStarted: () => set({ error: null }),
    failed: (error, flagged) => set({ error, flagged }),
    succeeded: (html) =>
      set((s) => ({
        error: null,
        flagged: [],
        draft: EMPTY_DRAFT,
        replyTo: null,
        posted: [{ id: ++postedId, html }, ...s.posted],
      })),
  }));
}

export type CommentFormStore = ReturnType<typeof createCommentFormStore>;
