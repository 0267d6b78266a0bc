import * as z from 'zod/mini';
import { threadResponse } from './api.ts';

const url = (attr: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attr} must name an endpoint`));

/** Host attributes (camelCased data-*): see README.md. */
export const commentsProps = z.object({
  /** data-url: GET thread endpoint ({ comments, nextOffset, total }), `?offset=N` pages it. */
  url: url('data-url'),
  /** data-delete-url: POST id -> { success, deleted }. */
  deleteUrl: url('data-delete-url'),
  /** data-report-url: POST id, message, reason -> { success, reported }. */
  reportUrl: url('data-report-url'),
  /** data-thread-text-id: id of the field quotes are appended to (spec: thread_text). */
  threadTextId: z._default(z.string(), 'thread_text'),
  /**
   * data-props JSON "firstPage": the thread's first page the server also rendered into the host
   * (same shape as the endpoint's answer); the widget takes it over instead of fetching it.
   */
  firstPage: z.optional(threadResponse),
});

export type CommentsProps = z.infer<typeof commentsProps>;
