/**
 * The content loader's I/O (spec §7 Generic content loader, Fragments): one request through
 * @anstoss/api's loadContent (path encoding, 200-only, sanitised html, safe redirect).
 */
import * as z from 'zod/mini';
import {
  conditionalGetJson,
  loadContent,
  type ConditionalResult,
  type ContentParams,
  type ContentResult,
  type PollContext,
} from '@anstoss/api';

export interface ContentRequest {
  url: string;
  method: 'get' | 'post';
  type: 'json' | 'html' | 'jsonp';
  params: ContentParams;
  signal?: AbortSignal;
}

export function requestContent(request: ContentRequest): Promise<ContentResult> {
  const { url, method, type, params, signal } = request;
  return loadContent({ url, method, type, params, ...(signal ? { signal } : {}) });
}

const refreshAnswer = z.object({ html: z.string() });
export type RefreshAnswer = z.infer<typeof refreshAnswer>;

/**
 * Refresh mode (spec §7: the variant that sends If-Modified-Since): a conditional GET of the
 * JSON `{ html }`; a 304 comes back as `not-modified`, so what is shown stays.
 */
export function requestRefresh(
  url: string,
  { validators, signal }: PollContext,
): Promise<ConditionalResult<RefreshAnswer>> {
  return conditionalGetJson(url, refreshAnswer, { validators, signal });
}
