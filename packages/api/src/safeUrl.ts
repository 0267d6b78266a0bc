/**
 * The link-scheme guard (QUALITY.md, Security). URLs are resolved with the WHATWG URL parser, the
 * same parser the browser uses when the link is followed, so tricks such as `java\tscript:` or a
 * leading NUL are normalised exactly as the browser would before the scheme is checked.
 */
import { LINK_SCHEMES } from './linkSchemes.ts';

export const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(LINK_SCHEMES);

function defaultBase(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

/**
 * The absolute URL when its scheme is allowed (relative URLs resolve against `base`), else null.
 * Empty input counts as "no URL" and gives null.
 */
export function safeUrl(raw: string, base: string | undefined = defaultBase()): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return ALLOWED_SCHEMES.has(url.protocol) ? url.href : null;
}

/** Whether an href may stay on a link; unlike safeUrl, an empty href (this page) may. */
export function isAllowedHref(raw: string, base: string): boolean {
  try {
    return ALLOWED_SCHEMES.has(new URL(raw, base).protocol);
  } catch {
    return false;
  }
}

/** Whitespace and control characters that browsers ignore inside a URL attribute's scheme. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;
const RASTER_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif);/;

/**
 * True for values that would run script or render active content if used as a URL: javascript:,
 * vbscript:, livescript: and data: other than raster images. Used on attributes that the URL
 * allowlist does not see (data-*), since the runtime and widgets read some of them as URLs.
 */
export function isScriptUrl(value: string): boolean {
  const compact = value.replace(IGNORED_IN_SCHEME, '').toLowerCase();
  if (/^(?:java|vb|live)script:/.test(compact)) return true;
  return compact.startsWith('data:') && !RASTER_DATA_URL.test(compact);
}
