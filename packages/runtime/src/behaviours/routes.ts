/** Pure rules of the '#!' hash routing (spec §2 Client routing). */

export const ROOT_ROUTE = '/';

/** The part of a URL after its path: query and fragment as written ('' when neither). */
export function urlTail(href: string): string {
  const at = href.search(/[?#]/);
  return at < 0 ? '' : href.slice(at);
}

/**
 * Spec: if the hash contains none of '#!', '?#' or '#state', and does not start with '?', it is
 * reset to '#!'. Checked on the URL tail, where '?#' (an empty query before the hash) is visible.
 */
export function shouldResetHash(tail: string): boolean {
  if (tail.startsWith('?')) return false;
  return !['#!', '?#', '#state'].some((token) => tail.includes(token));
}

/** '#!/section/x' -> '/section/x'; '#!' and '#!/' -> '/'. */
export function pathFromHash(hash: string): string {
  const raw = hash.startsWith('#!') ? hash.slice(2) : '';
  if (raw === '' || raw === '/') return ROOT_ROUTE;
  let path = raw.startsWith('/') ? raw : `/${raw}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it encoded; it will simply not match an id
  }
  return path;
}

/** The route an element with an id gives: a section -> /section/{id}, anything else -> /{id}. */
export function routeForElement(el: Element): string {
  return el.localName === 'section' ? `/section/${el.id}` : `/${el.id}`;
}

/** The route's hash as written in the address bar and in links. */
export function hashForRoute(path: string): string {
  return `#!${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The element a route points at; 'root' for '/'; null for an unknown route (the caller
 * redirects to '/'). Looked up on demand, so ids in content loaded later count as well.
 */
export function resolveRoute(path: string, doc: Document): Element | 'root' | null {
  if (path === ROOT_ROUTE) return 'root';
  const match = /^\/(?:section\/)?([^/]+)$/.exec(path);
  const el = match?.[1] ? doc.getElementById(match[1]) : null;
  return el && routeForElement(el) === path ? el : null;
}
