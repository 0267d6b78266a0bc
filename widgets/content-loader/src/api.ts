/**
 * The content loader's I/O (spec §7 Generic content loader, Fragments): one request through
 * @anstoss/api's loadContent (path encoding, 200-only, sanitised html, safe redirect).
 */
import { loadContent, type ContentParams, type ContentResult } from '@anstoss/api';

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
