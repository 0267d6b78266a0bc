/**
 * JSONP without executing anything. The classic way (a <script> element calling a global
 * function) would run whatever the endpoint returns with the page's full rights, needs a global
 * callback, an inline-script-free CSP exception for the endpoint and a TrustedScriptURL under
 * Trusted Types. Instead the response is fetched as text and the JSON inside the
 * `callback( … )` wrapper is parsed. This needs the endpoint to be same-origin or to allow CORS;
 * the portal's JSONP endpoints are same-origin.
 */

export const JSONP_CALLBACK = 'anstossJsonp';

/** Adds `callback=…` to the query (spec §7: "jsonp requests append ?callback="). */
export function withCallback(url: string, callback = JSONP_CALLBACK): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}callback=${encodeURIComponent(callback)}${hash}`;
}

/**
 * Accepts `cb({...})`, `cb({...});`, `/**\/ cb(...)` and `typeof cb === 'function' && cb(...)`;
 * the argument must be JSON. Throws SyntaxError otherwise.
 */
const WRAPPER =
  /^\s*(?:\/\*\*\/\s*)?(?:typeof\s+[A-Za-z_$][\w$.]*\s*===?\s*(['"])function\1\s*&&\s*)?[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?\s*$/;

export function parseJsonp(text: string): unknown {
  const match = WRAPPER.exec(text);
  if (!match) throw new SyntaxError('Not a JSONP response');
  return JSON.parse(match[2] as string);
}
