/**
 * The comment thread's I/O (spec §7 Comments): the thread pages, the replies HTML and the
 * delete and report tools. The only file of this widget that talks to the network.
 */
import * as z from 'zod/mini';
import { getJson, getText, opaqueId, postForm, withSanitizer } from '@anstoss/api';

export const commentSchema = z.object({
  id: opaqueId,
  /** Plain text: shown as text, used in quotes. */
  name: z.string(),
  date: z.string(),
  /** Server-rendered HTML of the comment's text: sanitised before insertion. */
  html: z.string(),
  /** Where the replies HTML lives; null when there are none. */
  repliesUrl: z.nullable(z.string()),
  replyCount: z._default(z.number(), 0),
  deletable: z._default(z.boolean(), false),
});
export type Comment = z.infer<typeof commentSchema>;

export const threadResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  nextOffset: z.nullable(z.number()),
  comments: z.array(commentSchema),
});
export type ThreadResponse = z.infer<typeof threadResponse>;
/** What the server sends (ids as numbers or strings), for fixtures and the reference CMS. */
export type ThreadAnswer = z.input<typeof threadResponse>;

/** Tool answers (spec §7: success, deleted, reported, error.message). */
export const toolResponse = z.object({
  success: z.boolean(),
  deleted: z.optional(z.boolean()),
  reported: z.optional(z.boolean()),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type ToolResponse = z.infer<typeof toolResponse>;

/** The comments' HTML is shown with ServerHtml: the sanitiser loads alongside. */
export function fetchThread(url: string, offset: number, signal?: AbortSignal) {
  return withSanitizer(getJson(url, threadResponse, { signal, searchParams: { offset } }));
}

/** GET {commentRepliesUrl}: HTML (sanitised by the view). */
export function fetchReplies(url: string, signal?: AbortSignal): Promise<string> {
  return withSanitizer(getText(url, { signal }));
}

export function deleteComment(url: string, id: string) {
  return postForm(url, { id }, toolResponse);
}

export function reportComment(url: string, id: string, message: string, reason: number) {
  return postForm(url, { id, message, reason }, toolResponse);
}
