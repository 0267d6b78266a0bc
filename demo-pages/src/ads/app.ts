/**
 * The ad server on a SECOND origin (ADS_PORT, another port on loopback), so the ad slots behave
 * like a real third party (packages/runtime README 5.14): the portal frames its documents, and
 * every request it gets is recorded, so browser tests can prove that nothing reaches it before
 * consent.
 *   GET /ad?slot=SPMADS_fbde_…&size=WxH&n=…   the ad document (framed by the portal only)
 *   GET /creative/{advertiser}-{W}x{H}.svg     the creative it shows
 *   GET /klick?werbung={advertiser}            the advertiser's landing page (opened in a new tab)
 *   GET /log[?since=seq]                       the recorded requests, JSON (not recorded itself)
 * No cookies, no scripts: the documents need none. Their one style element is allowed by its hash
 * (an external sheet would be fetched again by checkers such as axe from the sandboxed frame's
 * opaque origin, and fail CORS).
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { escapeHtml } from '../html.ts';

export interface AdRequest {
  /** 1, 2, 3 … in the order the requests arrived. */
  seq: number;
  method: string;
  path: string;
  query: Record<string, string>;
}

/** The in-memory request log (bounded: the oldest entries go first). */
export class AdLog {
  private entries: AdRequest[] = [];
  private seq = 0;
  constructor(private readonly limit = 2000) {}

  record(method: string, url: URL): void {
    const query = Object.create(null) as Record<string, string>;
    for (const [key, value] of url.searchParams) query[key.slice(0, 40)] = value.slice(0, 200);
    this.entries.push({ seq: ++this.seq, method, path: url.pathname.slice(0, 200), query });
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  since(seq: number): { requests: AdRequest[]; last: number } {
    return { requests: this.entries.filter((e) => e.seq > seq), last: this.seq };
  }
}

interface Advertiser {
  id: string;
  name: string;
  claim: string;
  background: string;
  color: string;
}

/** Made-up advertisers of the demo (no real brands). */
export const ADVERTISERS: readonly Advertiser[] = [
  {
    id: 'ballhaus',
    name: 'Ballhaus Sport',
    claim: 'Fußballschuhe für Kunstrasen – jetzt 20 % sparen',
    background: '#0b3d91',
    color: '#ffffff',
  },
  {
    id: 'trikotwerk',
    name: 'Trikotwerk',
    claim: 'Trikotsätze für deine Mannschaft ab 19,90 € je Spieler',
    background: '#ffd23f',
    color: '#1a1a1a',
  },
  {
    id: 'platzwart',
    name: 'Platzwart Versicherung',
    claim: 'Die Vereinsversicherung – Angebot in 2 Minuten',
    background: '#1e6b3a',
    color: '#ffffff',
  },
];

/** The sizes the slots ask for (runtime adRules.ts AD_FORMATS). */
export const AD_SIZES = ['320x100', '728x90', '300x250'] as const;
const SLOT = /^SPMADS_[A-Za-z0-9]{1,20}_[A-Z0-9-]{1,60}$/;

/** Which advertiser a slot shows at the n-th fill of the page: rotates with every reload. */
export function advertiserFor(slot: string, n: number): Advertiser {
  let hash = 0;
  for (const ch of slot) hash = (hash * 31 + ch.charCodeAt(0)) % 1009;
  return ADVERTISERS[(hash + n) % ADVERTISERS.length]!;
}

/** The creative: an SVG banner with the advertiser's name and claim, each sized to fit. */
export function creativeSvg(ad: Advertiser, width: number, height: number): string {
  const wide = width / height > 3;
  const room = width - 32;
  // About 0.6 em per character of a bold system font: small enough never to leave the banner.
  const fit = (text: string, size: number, em: number) =>
    Math.floor(Math.min(size, room / (text.length * em)));
  const nameSize = fit(ad.name, Math.min(height * (wide ? 0.3 : 0.13), 30), 0.62);
  const claimSize = fit(ad.claim, nameSize * 0.7, 0.52);
  const x = wide ? 16 : width / 2;
  const anchor = wide ? 'start' : 'middle';
  const text = (y: number, size: number, weight: number, value: string) =>
    `<text x="${x}" y="${Math.round(y)}" font-family="system-ui,sans-serif" font-weight="${weight}" font-size="${size}" fill="${ad.color}" text-anchor="${anchor}">${escapeHtml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(`${ad.name}: ${ad.claim}`)}">
<rect width="100%" height="100%" fill="${ad.background}"/>
${text(wide ? height * 0.45 : height * 0.45, nameSize, 700, ad.name)}
${text(wide ? height * 0.78 : height * 0.6, claimSize, 400, ad.claim)}
</svg>`;
}

const STYLE = `html,body{margin:0;padding:0;overflow:hidden;background:transparent}
a{display:block;position:relative;line-height:0}
a:focus{outline:none}
a:focus-visible::after{content:'';position:absolute;inset:0;border:3px solid #fff;outline:3px solid #1a1a1a;outline-offset:-6px}
img{display:block;max-width:100%;height:auto}
main{font:14px/1.5 system-ui,sans-serif;padding:24px;max-width:40rem}`;

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

export interface AdsAppOptions {
  /** The portal's origin: the only one that may frame the ads. */
  portalOrigin: string;
  log?: AdLog;
}

function document(title: string, body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function createAdsApp({ portalOrigin, log = new AdLog() }: AdsAppOptions): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname !== '/log') log.record(c.req.method, url);
    await next();
    c.res.headers.set(
      'Content-Security-Policy',
      `default-src 'none'; img-src 'self'; style-src '${STYLE_HASH}'; frame-ancestors ${portalOrigin}; base-uri 'none'; form-action 'none'`,
    );
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });

  app.get('/ad', (c) => {
    const slot = c.req.query('slot') ?? '';
    const size = c.req.query('size') ?? '';
    const n = Number.parseInt(c.req.query('n') ?? '0', 10);
    c.header('Cache-Control', 'no-store');
    if (!SLOT.test(slot) || !(AD_SIZES as readonly string[]).includes(size)) {
      return c.html(document('Anzeige', '<p>Keine Anzeige.</p>'), 404);
    }
    const [width, height] = size.split('x').map(Number) as [number, number];
    const ad = advertiserFor(slot, Number.isFinite(n) ? n : 0);
    return c.html(
      document(
        `Anzeige: ${ad.name}`,
        `<a href="/klick?werbung=${ad.id}" target="_blank" rel="noopener"><img src="/creative/${ad.id}-${size}.svg" width="${width}" height="${height}" alt="Anzeige: ${escapeHtml(`${ad.name} – ${ad.claim}`)}"></a>`,
      ),
    );
  });

  app.get('/creative/:file{[a-z]+-[0-9]+x[0-9]+\\.svg}', (c) => {
    const match = /^([a-z]+)-([0-9]+x[0-9]+)\.svg$/.exec(c.req.param('file'));
    const ad = ADVERTISERS.find((a) => a.id === match?.[1]);
    const size = match?.[2] ?? '';
    if (!ad || !(AD_SIZES as readonly string[]).includes(size))
      return c.text('Nicht gefunden.', 404);
    const [width, height] = size.split('x').map(Number) as [number, number];
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'no-store');
    return c.body(creativeSvg(ad, width, height));
  });

  app.get('/klick', (c) => {
    const ad = ADVERTISERS.find((a) => a.id === c.req.query('werbung'));
    if (!ad) return c.html(document('Nicht gefunden', '<main><p>Nicht gefunden.</p></main>'), 404);
    return c.html(
      document(
        ad.name,
        `<main><h1>${escapeHtml(ad.name)}</h1><p>${escapeHtml(ad.claim)}.</p><p>Dies ist eine Demo-Werbeseite des Anstoss-Werbeservers.</p></main>`,
      ),
    );
  });

  // For tests: the requests recorded after `since` (the log's own requests are not recorded).
  app.get('/log', (c: Context) => {
    const since = Number.parseInt(c.req.query('since') ?? '0', 10);
    c.header('Cache-Control', 'no-store');
    return c.json(log.since(Number.isFinite(since) ? since : 0));
  });

  app.notFound((c) => c.text('Nicht gefunden.', 404));
  return app;
}
