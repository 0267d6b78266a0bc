/**
 * The comment form's I/O: the submit (spec §7 Comments: reads error.message, html, success) and
 * the local draft (QUALITY.md: long texts keep a draft until the server confirms). The only
 * file of this widget that talks to the network or to storage.
 */
import * as z from 'zod/mini';
import { isApiError, postForm, withSanitizer } from '@anstoss/api';
import { readItem, removeItem, writeItem } from '@anstoss/storage';
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
): Promise<SubmitResponse> {
  return withSanitizer(send(action, draft, parentId ?? null));
}

async function send(
  action: string,
  draft: Draft,
  parentId: string | null,
): Promise<SubmitResponse> {
  const fields: Record<string, string> = { message: draft.message };
  // An answer to a comment ("Antworten"): the server files it under that comment.
  if (parentId !== null) fields.parentId = parentId;
  if (draft.usePoll) {
    fields.poll = '1';
    for (const name of POLL_FIELDS) fields[name] = draft[name];
  }
  try {
    return await postForm(action, fields, submitResponse);
  } catch (error) {
    // A 4xx with a JSON body of the same shape is a business answer, not a transport failure.
    if (isApiError(error) && error.kind === 'http') {
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

export const draftKey = (key: string) => `anstoss.commentForm.draft.${key}`;

export function readDraft(key: string): Draft | null {
  return readItem(draftKey(key), (value) => {
    const parsed = draftSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  });
}

/** Drafts live 7 days; an empty form removes the draft. */
export function writeDraft(key: string, draft: Draft): void {
  const empty = !draft.message && POLL_FIELDS.every((name) => !draft[name]);
  if (empty) removeItem(draftKey(key));
  else writeItem(draftKey(key), draft, { days: 7 });
}

export function clearDraft(key: string): void {
  removeItem(draftKey(key));
}
