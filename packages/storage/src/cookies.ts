/**
 * Cookies the way the portal's server code expects them (spec §9): path '/', SameSite=Lax, scoped
 * to the parent domain. Every access is guarded: a sandboxed frame throws on `document.cookie`.
 */
import { defaultCookieDomain } from './config.ts';

export interface CookieOptions {
  /** Lifetime in days (fractions allowed: 0.0035 is about five minutes). Omitted: session cookie. */
  days?: number;
  /** Domain attribute; defaults to the configured parent domain. '' writes a host-only cookie. */
  domain?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages (and is forced for SameSite=None, which requires it). */
  secure?: boolean;
}

const DAY_MS = 86_400_000;
/** RFC 6265 token characters: anything else in a name would split or corrupt the header. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Characters that may stay literal in a cookie value; everything else is percent-encoded. */
const VALUE_UNSAFE = /[^!#$&'()*+\-./:<=>?@[\]^_`{|}~0-9A-Za-z]/gu;

function cookieString(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

function setCookieString(cookie: string): boolean {
  try {
    if (typeof document === 'undefined') return false;
    document.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}

/** Percent-decodes a value; cookies written by older server code may hold a stray '%'. */
function decodeValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function encodeValue(value: string): string {
  return value.replace(VALUE_UNSAFE, (ch) => encodeURIComponent(ch));
}

/**
 * Every cookie of the page, name to decoded value. A Map, not an object: a cookie may be named
 * `__proto__` or `constructor`, and such a name must be one more entry, never a prototype. The
 * first of two same-named cookies wins, as in the browser's own lookup (most specific path first).
 */
export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString().split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, decodeValue(part.slice(eq + 1).trim()));
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  return readCookies().get(name) ?? null;
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Builds the Set-Cookie style string; pure apart from the defaults it reads. Exported for tests. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { days, path = '/', sameSite = 'Lax' } = options;
  const domain = options.domain ?? defaultCookieDomain();
  const secure = sameSite === 'None' || (options.secure ?? isSecurePage());
  let cookie = `${name}=${encodeValue(value)}; path=${path}`;
  if (days !== undefined && Number.isFinite(days)) {
    const ms = Math.round(days * DAY_MS);
    cookie += `; expires=${new Date(Date.now() + ms).toUTCString()}; max-age=${Math.round(ms / 1000)}`;
  }
  if (domain) cookie += `; domain=${domain}`;
  cookie += `; SameSite=${sameSite}`;
  if (secure) cookie += '; Secure';
  return cookie;
}

/** Writes a cookie; returns false (and writes nothing) for an invalid name or a blocked document. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  if (!COOKIE_NAME.test(name)) return false;
  return setCookieString(serializeCookie(name, value, options));
}

/**
 * Deletes a cookie under the given (or configured) domain and also its host-only twin: cookies from
 * before the domain was configured would otherwise survive and keep coming back.
 */
export function deleteCookie(name: string, options: { domain?: string; path?: string } = {}): void {
  if (!COOKIE_NAME.test(name)) return;
  const path = options.path ?? '/';
  const domain = options.domain ?? defaultCookieDomain();
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';
  if (domain) setCookieString(`${name}=; path=${path}; domain=${domain}; ${expired}`);
  setCookieString(`${name}=; path=${path}; ${expired}`);
}
