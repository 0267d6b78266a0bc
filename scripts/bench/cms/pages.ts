// The reference-CMS pages the bench visits, in one list. Pages without a fixed path are found by
// following the start page's links (one level deeper if the start page does not link them), so
// the bench uses real URLs of the seeded database.

export interface PageTarget {
  key: string;
  label: string;
  /** A fixed path, or … */
  path?: string;
  /** … the pattern a link's path must match. */
  link?: RegExp;
  /** Read the links of this page instead of the start page's (e.g. the list of live games). */
  from?: string;
  /** Picks the path from `from`'s HTML (instead of the first link matching `link`). */
  pickFrom?: (html: string) => string | null;
}

/** The first game of /spiele/live that is running (not before kick-off, at the break or over). */
export function runningGamePath(html: string): string | null {
  for (const item of html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)) {
    const body = item[1] ?? '';
    const href = /href="(\/spiel\/\d+)"/.exec(body)?.[1];
    // The live list says "live, 12." (stoppage time "live, 45+2.") while a game is being played.
    if (href && /\blive, \d+(?:\+\d+)?\./.test(body)) return href;
  }
  return null;
}

export const PAGES_TO_VISIT: readonly PageTarget[] = [
  { key: 'start', label: 'start page', path: '/' },
  { key: 'news', label: 'news article', link: /^\/(news|nachrichten|artikel)\/[^/?#]+/ },
  { key: 'newsList', label: 'news list', path: '/news' },
  { key: 'fixtures', label: 'fixtures', path: '/spielplan' },
  { key: 'club', label: 'club page', link: /^\/(verein|vereine|club)\/[^/?#]+/ },
  {
    key: 'competition',
    label: 'competition page',
    link: /^\/(wettbewerb|wettbewerbe|liga|spielklasse|competition)\/[^/?#]+/,
  },
  // A game of the live match simulator that is running, so its ticker polls and its clock ticks.
  {
    key: 'match',
    label: 'match page (live)',
    from: '/spiele/live',
    pickFrom: runningGamePath,
  },
  {
    key: 'behaviours',
    label: 'behaviours demo page',
    path: '/seitenfunktionen',
  },
  { key: 'login', label: 'login page', path: '/login' },
  // /mein-fussball is for logged-in readers only: not visited.
];

export interface FoundPage {
  target: PageTarget;
  /** Path and query on the CMS, or null when no link matched. */
  path: string | null;
}

const HREF_RE = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gi;

/** Same-origin link paths in an HTML document, in document order, without duplicates. */
export function linkPaths(html: string, origin: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(HREF_RE)) {
    const href = (match[2] ?? '').replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    try {
      const url = new URL(href, `${origin}/`);
      if (url.origin === origin) paths.add(url.pathname + url.search);
    } catch {
      // not a URL
    }
  }
  return [...paths];
}

function pick(target: PageTarget, paths: readonly string[]): string | null {
  if (target.path) return target.path;
  return paths.find((p) => target.link?.test(p)) ?? null;
}

/** Finds every target's URL from the start page's links, looking one level deeper if needed. */
export async function discoverPages(origin: string, maxFollow = 12): Promise<FoundPage[]> {
  const read = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(15_000) });
    return response.ok ? response.text() : '';
  };
  const startLinks = linkPaths(await read('/'), origin);
  let found: FoundPage[] = [];
  for (const target of PAGES_TO_VISIT) {
    if (!target.from) {
      found.push({ target, path: pick(target, startLinks) });
      continue;
    }
    const html = await read(target.from).catch(() => '');
    const path = target.pickFrom ? target.pickFrom(html) : pick(target, linkPaths(html, origin));
    found.push({ target, path });
  }
  if (found.some((f) => f.path === null)) {
    const deeper = new Set(startLinks);
    for (const path of startLinks
      .filter((p) => !/\.(js|css|json|png|jpe?g|svg|webp)$/i.test(p))
      .slice(0, maxFollow)) {
      for (const link of linkPaths(await read(path).catch(() => ''), origin)) deeper.add(link);
    }
    found = found.map((f) => ({
      ...f,
      path: f.path ?? (f.target.from ? null : pick(f.target, [...deeper])),
    }));
  }
  return found;
}
