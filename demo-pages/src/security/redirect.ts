/**
 * The open-redirect guard for fw_url: only URLs on this very origin pass, returned as a path
 * ('/news/x?y#z'); everything else (other hosts, '//host', '/\\host', javascript:, data:,
 * control characters) falls back to '/'. Login pages themselves are not a target either.
 */
export function safeRedirectPath(
  raw: string | null | undefined,
  origin: string,
  fallback = '/',
): string {
  if (!raw || raw.length > 2000) return fallback;
  // Browsers strip tabs and newlines from URLs and treat '\\' like '/': refuse them outright.
  if (hasControlOrBackslash(raw)) return fallback;
  const trimmed = raw.trim();
  if (trimmed.startsWith('//')) return fallback;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(trimmed, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  // '/.//host' normalises to the path '//host', which a browser reads as another host.
  if (url.pathname.startsWith('//')) return fallback;
  if (url.pathname === '/login' || url.pathname === '/logout') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlOrBackslash(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
