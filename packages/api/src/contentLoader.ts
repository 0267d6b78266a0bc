/**
 * Spec §7 Generic content loader and §4 "Content loader": load more, filter forms and lazy
 * fragments. `parseContentResponse` is the pure rule (what a response means); `loadContent` makes
 * the request. Only HTTP 200 counts as success. Returned HTML is already sanitised.
 */
import * as z from 'zod/mini';
import { http, formBody, resolveUrl, send } from './client.ts';
import { encodeGetPath, formatParamValue, type ContentParams } from './contentPath.ts';
import { ApiError } from './errors.ts';
import { parseJsonp, withCallback } from './jsonp.ts';
import { safeUrl } from './safeUrl.ts';
import { isSanitizerReady, loadSanitizer, sanitizeHtml } from './sanitize.ts';

export { encodeGetPath, decodeGetPath, formatParamValue, formatParamDate } from './contentPath.ts';
export type { ContentParams, ContentScalar, ContentValue } from './contentPath.ts';

export type ContentType = 'json' | 'html' | 'jsonp';

export interface ContentResult {
  /** HTML to insert ('' when the response had none). Sanitised when it comes from loadContent. */
  html: string;
  /** The offset for the next "load more": lastIndex + 1, or null when the response gave none. */
  nextOffset: number | null;
  /** True when there is nothing more to load (hide "load more"). */
  final: boolean;
  /** Where to navigate, already checked by safeUrl (an unsafe target becomes null). */
  redirect: string | null;
}

const contentJson = z.object({
  html: z.optional(z.nullable(z.string())),
  lastIndex: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  final: z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
  redirect: z.optional(z.nullable(z.string())),
});

function toIndex(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= -1 ? n : null;
}

/** The legacy client tested `final` for truthiness; strings "false"/"0" must not count as true. */
function toFinal(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

export interface ContentResponse {
  status: number;
  type: ContentType;
  /** Response text (html) or parsed JSON (json and jsonp after unwrapping). */
  body: unknown;
  /** Base for resolving a relative redirect; defaults to document.baseURI. */
  base?: string;
}

/** What a content-loader response means. Throws ApiError for a non-200 status or a bad body. */
export function parseContentResponse({ status, type, body, base }: ContentResponse): ContentResult {
  if (status !== 200)
    throw new ApiError('http', `Content loader: HTTP ${status}`, { status, body });
  if (type === 'html') {
    return {
      html: typeof body === 'string' ? body : '',
      nextOffset: null,
      final: false,
      redirect: null,
    };
  }
  const parsed = contentJson.safeParse(body);
  if (!parsed.success)
    throw new ApiError('schema', 'Content loader: unexpected response', {
      body,
      cause: parsed.error,
    });
  const { html, lastIndex, final, redirect } = parsed.data;
  const index = toIndex(lastIndex);
  return {
    html: html ?? '',
    nextOffset: index === null ? null : index + 1,
    final: toFinal(final),
    redirect: redirect ? safeUrl(redirect, base) : null,
  };
}

/**
 * How to follow a redirect (spec §4): assigning a URL that differs only in its hash would just
 * scroll, so then the page is reloaded instead.
 */
export function planRedirect(target: string, currentHref: string): 'navigate' | 'reload' {
  try {
    const next = new URL(target, currentHref);
    const now = new URL(currentHref);
    next.hash = '';
    now.hash = '';
    return next.href === now.href ? 'reload' : 'navigate';
  } catch {
    return 'navigate';
  }
}

export interface LoadContentOptions {
  url: string;
  method?: 'get' | 'post';
  type?: ContentType;
  params?: ContentParams;
  signal?: AbortSignal;
  /** The variant that sends If-Modified-Since (spec §7). A 304 then fails like any non-200. */
  ifModifiedSince?: string;
}

function postFields(params: ContentParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const text = formatParamValue(value);
    if (text !== null) fields[key] = text;
  }
  return fields;
}

export async function loadContent(options: LoadContentOptions): Promise<ContentResult> {
  const { method = 'get', type = 'json', params = {}, signal } = options;
  // The sanitiser loads while the request is under way; a failed request must not leave its
  // failure unhandled.
  const sanitizer = isSanitizerReady() ? null : loadSanitizer();
  sanitizer?.catch(() => undefined);
  let url = method === 'get' ? encodeGetPath(options.url, params) : options.url;
  if (type === 'jsonp') url = withCallback(url);
  url = resolveUrl(url);
  const headers: Record<string, string> = {
    Accept:
      type === 'html'
        ? 'text/html'
        : type === 'jsonp'
          ? 'application/javascript'
          : 'application/json',
  };
  if (options.ifModifiedSince) headers['If-Modified-Since'] = options.ifModifiedSince;

  const { status, text } = await send(async () => {
    const response =
      method === 'post'
        ? await http.post(url, {
            body: formBody(postFields(params)),
            retry: 0,
            headers,
            ...(signal ? { signal } : {}),
          })
        : await http.get(url, { headers, ...(signal ? { signal } : {}) });
    return { status: response.status, text: await response.text() };
  }, signal);

  let body: unknown = text;
  if (status === 200 && type !== 'html') {
    try {
      body = type === 'jsonp' ? parseJsonp(text) : JSON.parse(text);
    } catch (error) {
      throw new ApiError('parse', `Content loader: malformed ${type} from ${url}`, {
        cause: error,
        body: text,
      });
    }
  }
  const result = parseContentResponse({ status, type, body });
  if (!result.html) return { ...result, html: '' };
  if (sanitizer) await sanitizer;
  return { ...result, html: sanitizeHtml(result.html) };
}
