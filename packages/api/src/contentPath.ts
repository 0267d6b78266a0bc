/**
 * Spec §7 Generic content loader: GET parameters travel in the path as
 * `{resource}/-/{key}/{value}/{key}/{value}…`. A '/' inside a value becomes '_|_', lists are
 * comma-joined, dates are written yyyy-mm-dd, and every key and value is URI-encoded, so a value
 * can never add a path segment.
 *
 * Known limits of the format (not ours to change): a value that itself contains '_|_' comes back
 * with '/' there, and list items containing ',' cannot be told apart. Empty values, null and
 * undefined are left out, since an empty path segment would shift every pair after it.
 */

export type ContentScalar = string | number | boolean | Date;
export type ContentValue = ContentScalar | readonly ContentScalar[] | null | undefined;
export type ContentParams = Readonly<Record<string, ContentValue>>;

const SLASH_TOKEN = '_|_';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent throws on lone surrogates (pasted text can hold them); replace them first. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** yyyy-mm-dd in local time: a date picked in the browser means that calendar day. */
export function formatParamDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function formatScalar(value: ContentScalar): string | null {
  if (value instanceof Date) return formatParamDate(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return String(value);
}

/** The text a parameter is sent as (lists comma-joined, dates yyyy-mm-dd), or null to leave it out. */
export function formatParamValue(value: ContentValue): string | null {
  if (value === null || value === undefined) return null;
  const text = Array.isArray(value)
    ? (value as readonly ContentScalar[])
        .map(formatScalar)
        .filter((v): v is string => v !== null)
        .join(',')
    : formatScalar(value as ContentScalar);
  return text === null || text === '' ? null : wellFormed(text);
}

function encodeSegment(text: string): string {
  return encodeURIComponent(wellFormed(text).split('/').join(SLASH_TOKEN));
}

function decodeSegment(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  return text.split(SLASH_TOKEN).join('/');
}

/** Splits off '?query' and '#hash' so parameters go into the path, before them. */
function splitResource(resource: string): { path: string; rest: string } {
  const cut = resource.search(/[?#]/);
  const path = cut === -1 ? resource : resource.slice(0, cut);
  const rest = cut === -1 ? '' : resource.slice(cut);
  return { path: path.replace(/\/+$/, ''), rest };
}

export function encodeGetPath(resource: string, params: ContentParams = {}): string {
  const { path, rest } = splitResource(resource);
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const text = formatParamValue(value);
    if (text === null || key === '') continue;
    pairs.push(`${encodeSegment(key)}/${encodeSegment(text)}`);
  }
  if (pairs.length === 0) return resource;
  return `${path}/-/${pairs.join('/')}${rest}`;
}

/**
 * The inverse of encodeGetPath (used by tests and the reference CMS). Parameters land in a
 * null-prototype object: a key such as `__proto__` or `constructor` is data, not a prototype.
 */
export function decodeGetPath(url: string): { resource: string; params: Record<string, string> } {
  const { path, rest } = splitResource(url);
  const marker = path.indexOf('/-/');
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  if (marker === -1) return { resource: url, params };
  const segments = path.slice(marker + 3).split('/');
  for (let i = 0; i + 1 < segments.length; i += 2) {
    params[decodeSegment(segments[i] as string)] = decodeSegment(segments[i + 1] as string);
  }
  return { resource: path.slice(0, marker) + rest, params };
}
