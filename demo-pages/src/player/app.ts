/**
 * The video player pages on a SECOND origin (another port on loopback), so the portal's video
 * embeds behave like a real third party: their requests, cookies and CSP are not the portal's.
 *   GET /player?view={id}&play=true&allowfullscreen=true[&quality=src_medium][&lang=en]   the TV player
 *   GET /sport/embed?view={id}&autoplay=true&allowfullscreen=true[&quality=…][&lang=en]   the
 *       "third-party sports player page" (spec §7), same clips, other look
 *   GET /clips/{clip}-{quality}.webm                                             the clips
 *   GET /poster/{id}.svg                                                         a clip's poster
 * The page needs no script for playing: a <video> with the chosen quality, the next lower one when that
 * quality does not exist (its one script tells the portal about Escape). It may be framed by the
 * portal's origin only.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { escapeHtml } from '../html.ts';
import type { Db } from '../db/types.ts';
import { tvPoster } from '../seed/pictures.ts';
import { TV_QUALITIES, tvById, type TvQuality } from '../seed/tv.ts';

const CLIPS_DIR = fileURLToPath(new URL('../assets/tv/', import.meta.url));

const STYLE = `html,body{margin:0;height:100%;background:#000;color:#fff;font:16px/1.4 system-ui,sans-serif}
main{display:grid;height:100%;grid-template-rows:1fr auto}
video{width:100%;height:100%;min-height:0;object-fit:contain;background:#000}
p{margin:0;padding:4px 8px;font-size:13px;background:#111}
.sport p{background:#0b3d91}
.missing{display:grid;place-items:center;height:100%}`;

/** The quality to play: the asked one, else the next lower that exists, else the lowest. */
export function playableQuality(
  asked: string | undefined,
  available: readonly TvQuality[],
): TvQuality | null {
  const index = TV_QUALITIES.indexOf((asked ?? 'src_high') as TvQuality);
  for (let i = index < 0 ? TV_QUALITIES.length - 1 : index; i >= 0; i--) {
    const q = TV_QUALITIES[i];
    if (q && available.includes(q)) return q;
  }
  return TV_QUALITIES.find((q) => available.includes(q)) ?? null;
}

/**
 * The frame's own words: German, English when the portal's player URL carries `lang=en` (the
 * frame is another origin and never sees the portal's language cookie).
 */
const WORDS = {
  de: {
    quality: 'Qualität',
    label: { src: 'Niedrig', src_medium: 'Mittel', src_high: 'Hoch' },
    missing: 'Video nicht gefunden.',
  },
  en: {
    quality: 'Quality',
    label: { src: 'Low', src_medium: 'Medium', src_high: 'High' },
    missing: 'Video not found.',
  },
} as const satisfies Record<
  string,
  { quality: string; label: Record<TvQuality, string>; missing: string }
>;

export interface PlayerAppOptions {
  db: Db;
  /** The portal's origin: the only one that may frame these pages. */
  portalOrigin: string;
}

export function createPlayerApp({ db, portalOrigin }: PlayerAppOptions): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set(
      'Content-Security-Policy',
      `default-src 'none'; media-src 'self'; style-src 'self'; script-src 'self'; img-src 'self'; frame-ancestors ${portalOrigin}; base-uri 'none'; form-action 'none'`,
    );
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-site');
  });

  // Escape inside the frame never reaches the portal (a frame keeps its keys): the page tells
  // its parent, which closes the video popup (widgets/tv README, "Escape in the player").
  app.get('/player.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(
      `addEventListener('keydown',function(e){if(e.key==='Escape'&&parent!==window)parent.postMessage({type:'anstoss:player-key',key:'Escape'},${JSON.stringify(portalOrigin)})});`,
    );
  });

  app.get('/player.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(STYLE);
  });

  const page = (sport: boolean) => async (c: Context) => {
    const view = c.req.query('view') ?? '';
    const row = /^[A-Za-z0-9_-]{1,64}$/.test(view) ? await tvById(db, view) : null;
    const quality = row ? playableQuality(c.req.query('quality'), row.qualities) : null;
    const play = sport ? c.req.query('autoplay') === 'true' : c.req.query('play') === 'true';
    const lang = c.req.query('lang') === 'en' ? 'en' : 'de';
    const words = WORDS[lang];
    const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${sport ? 'Sport-TV' : 'Anstoss-TV-Player'}</title><link rel="stylesheet" href="/player.css"><script src="/player.js" defer></script></head>`;
    if (!row?.clip || !quality) {
      c.header('Cache-Control', 'no-store');
      return c.html(
        `${head}<body><main class="missing"><p>${words.missing}</p></main></body></html>`,
        404,
      );
    }
    const src = `/clips/${row.clip}-${quality}.webm`;
    return c.html(`${head}<body class="${sport ? 'sport' : 'tv'}"><main>
<video src="${escapeHtml(src)}" poster="/poster/${encodeURIComponent(row.id)}.svg" controls playsinline loop${play ? ' autoplay muted' : ''} data-quality="${quality}"></video>
<p>${sport ? 'Sport-TV · ' : ''}${escapeHtml(row.title)} · ${words.quality}: ${words.label[quality]}</p>
</main></body></html>`);
  };
  // The clip's poster (its title and colours, drawn like the portal's TV posters): shown until the
  // clip plays, and on its own where the browser does not play WebM.
  app.get('/poster/:file{[A-Za-z0-9_-]{1,64}\\.svg}', async (c) => {
    const row = await tvById(db, c.req.param('file').replace(/\.svg$/, ''));
    if (!row) return c.text('Nicht gefunden.', 404);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(tvPoster(row.title, row.imageHue ?? 200, row.id));
  });
  app.get('/player', page(false));
  app.get('/sport/embed', page(true));

  app.get('/clips/:file{clip[0-9]-(src|src_medium|src_high)\\.webm}', async (c) => {
    try {
      const body = await readFile(`${CLIPS_DIR}${c.req.param('file')}`);
      c.header('Content-Type', 'video/webm');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(body);
    } catch {
      return c.text('Nicht gefunden.', 404);
    }
  });
  app.notFound((c) => c.text('Nicht gefunden.', 404));
  return app;
}
