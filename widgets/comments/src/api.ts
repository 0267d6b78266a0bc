/**
 * The comment thread's I/O (spec §7 Comments): the thread pages, the replies HTML and the
 * delete and report tools. The only file of this widget that talks to the network.
 */
import * as z from 'zod/mini';
import {
  acceptedOrThrow,
  ApiError,
  getJson,
  getText,
  opaqueId,
  postForm,
  withSanitizer,
} from '@anstoss/api';
import { createDraft } from '@anstoss/storage';
import { confirmsTool } from './logic.ts';
import type { ToolRequest, ToolResult } from './store.ts';

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

export function deleteComment(url: string, id: string, signal?: AbortSignal) {
  return postForm(url, { id }, toolResponse, { signal });
}

export function reportComment(
  url: string,
  id: string,
  message: string,
  reason: number,
  signal?: AbortSignal,
) {
  return postForm(url, { id, message, reason }, toolResponse, { signal });
}

/**
 * One tool's write: resolves with what the server confirmed (`deleted` / `reported`); a refusal
 * (`success: false`, its `error.message` shown) or an answer that confirms nothing rejects.
 */
export async function sendTool(
  urls: { deleteUrl: string; reportUrl: string },
  id: string,
  { tool, message }: ToolRequest,
  signal?: AbortSignal,
): Promise<ToolResult> {
  const answer = acceptedOrThrow(
    await (tool === 'delete'
      ? deleteComment(urls.deleteUrl, id, signal)
      : reportComment(urls.reportUrl, id, message, 0, signal)),
  );
  if (!confirmsTool(tool, answer))
    throw new ApiError('http', `${tool} not confirmed`, { status: 200, body: answer });
  return tool === 'delete' ? 'deleted' : 'reported';
}

/** What is typed into the report of one comment, kept until the server confirms (issue 25). */
export const reportDraft = (commentId: string) =>
  createDraft(`comments.report.${commentId}`, z.object({ message: z.string() }), { days: 7 });
