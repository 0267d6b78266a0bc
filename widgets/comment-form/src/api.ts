/**
 * The comment form's I/O: the submit (spec §7 Comments: reads error.message, html, success) and
 * the local draft (QUALITY.md: long texts keep a draft until the server confirms). The only
 * file of this widget that talks to the network or to storage.
 */
import * as z from 'zod/mini';
import { isApiError, postForm, withSanitizer } from '@anstoss/api';
import { createDraft } from '@anstoss/storage';
import { POLL_FIELDS } from './logic.ts';

export const submitResponse = z.object({
  success: z.boolean(),
  html: z.optional(z.string()),
  error: z.optional(
    z.object({
      message: z.optional(z.string()),
      /** Which poll fields the server accepted (spec §5: the others are flagged). */
      valid: z.optional(z.record(z.string(), z.boolean())),
    }),
  ),
});
export type SubmitResponse = z.infer<typeof submitResponse>;

/**
 * Sends the form; a business error arrives as a resolved answer with success false. The new
 * comment's HTML is shown with ServerHtml: the sanitiser loads alongside.
 */
export function submitComment(
  action: string,
  draft: Draft,
  parentId?: string | null,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  return withSanitizer(send(action, draft, parentId ?? null, signal));
}

async function send(
  action: string,
  draft: Draft,
  parentId: string | null,
  signal: AbortSignal | undefined,
): Promise<SubmitResponse> {
  const fields: Record<string, string> = { message: draft.message };
  // An answer to a comment ("Antworten"): the server files it under that comment.
  if (parentId !== null) fields.parentId = parentId;
  if (draft.usePoll) {
    fields.poll = '1';
    for (const name of POLL_FIELDS) fields[name] = draft[name];
  }
  try {
    return await postForm(action, fields, submitResponse, { signal });
  } catch (error) {
    // A 4xx with a JSON body of the same shape is a business answer, not a transport failure;
    // 401 and 403 stay errors, so the one session rule (isSessionEnded) can offer the login.
    if (
      isApiError(error) &&
      error.kind === 'http' &&
      error.status !== 401 &&
      error.status !== 403
    ) {
      const parsed = submitResponse.safeParse(error.body);
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

const draftSchema = z.object({
  message: z.string(),
  usePoll: z.boolean(),
  title: z.string(),
  datumVon: z.string(),
  question: z.string(),
  answer1: z.string(),
  answer2: z.string(),
});

/** What the person typed, kept as a local draft until the server confirms. */
export type Draft = z.output<typeof draftSchema>;

/**
 * The form's draft (createDraft: the key names the signed-in account, logout clears it), 7 days.
 * Kept through a failed send, a reload and an ended session; cleared when the server confirms.
 */
export function commentDraft(key: string) {
  const draft = createDraft(`comment-form.${key}`, draftSchema, { days: 7 });
  return {
    read: draft.read,
    clear: draft.clear,
    /** An empty form leaves no draft. */
    write(value: Draft): void {
      const empty = !value.message && POLL_FIELDS.every((name) => !value[name]);
      if (empty) draft.clear();
      else draft.write(value);
    },
  };
}
