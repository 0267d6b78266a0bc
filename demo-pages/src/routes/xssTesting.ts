/**
 * Test-only: the public XSS corpus (packages/api/src/xss-vectors.json) served through the real
 * widgets' endpoints, so the browser test (demo-pages/e2e/xss.e2e.ts) can check that no vector
 * runs script in any widget that inserts server HTML. Registered only when the environment sets
 * ANSTOSS_XSS_TESTING=1 (the Playwright configuration does); never part of the reference CMS.
 *
 * GET /testing/xss?von=0&bis=40 renders a page with these hosts, each fed vectors von..bis-1:
 *  - comments: one comment per vector, the first one's replies are all vectors as one fragment;
 *  - content-loader: one lazy fragment per vector;
 *  - tabs (first panel), tournament-tree (one level), survey-layer: all vectors as one fragment;
 *  - favourites and navigation-flyout (logged in): one favourites section per vector;
 *  - news-list: the toolbox answer's html, restored from its cookie.
 */
import type { Hono } from 'hono';
import corpus from '../../../packages/api/src/xss-vectors.json' with { type: 'json' };
import type { AppEnv, AppRuntime } from '../context.ts';
import { html, jsonForScript } from '../html.ts';
import { renderPage } from '../views/layout.ts';
import { widgetHost } from '../views/widgetHosts.ts';
import { sendPage, st } from './helpers.ts';

export const XSS_TESTING_ENV = 'ANSTOSS_XSS_TESTING';
const VECTORS: readonly string[] = corpus.vectors.map((v) => v.html);
const MAX_RANGE = 100;

function range(fromRaw: string | undefined, toRaw: string | undefined): [number, number] {
  const from = Math.max(0, Math.min(VECTORS.length, Number.parseInt(fromRaw ?? '0', 10) || 0));
  const to = Number.parseInt(toRaw ?? '', 10);
  const end = Number.isFinite(to) ? Math.min(VECTORS.length, Math.max(from, to)) : VECTORS.length;
  return [from, Math.min(end, from + MAX_RANGE)];
}

const slice = (from: number, to: number) => VECTORS.slice(from, to);
const fragment = (from: number, to: number) =>
  slice(from, to)
    .map((v, i) => `<div class="xss-case" data-case="${from + i}">${v}</div>`)
    .join('\n');
const favourites = (from: number, to: number) =>
  Object.fromEntries(slice(from, to).map((v, i) => [`vector${from + i}`, v]));

export function registerXssTestingRoutes(app: Hono<AppEnv>, _runtime: AppRuntime): void {
  if (process.env[XSS_TESTING_ENV] !== '1') return;

  app.get('/testing/xss/:from/:to/fragment.html', (c) => {
    const [from, to] = range(c.req.param('from'), c.req.param('to'));
    return c.html(fragment(from, to));
  });
  // The tournament tree's resources name their action (spec §7): /action/OPEN, /action/CLOSE.
  app.get('/testing/xss/:from/:to/tree/action/:action{OPEN|CLOSE}', (c) => {
    const [from, to] = range(c.req.param('from'), c.req.param('to'));
    return c.html(c.req.param('action') === 'OPEN' ? fragment(from, to) : '');
  });
  app.get('/testing/xss/vector/:n{[0-9]+}.html', (c) => {
    const n = Number.parseInt(c.req.param('n'), 10);
    return n < VECTORS.length ? c.html(VECTORS[n] ?? '') : c.notFound();
  });
  app.get('/testing/xss/:from/:to/comments.json', (c) => {
    const [from, to] = range(c.req.param('from'), c.req.param('to'));
    const comments = slice(from, to).map((v, i) => ({
      id: `XSS${String(from + i).padStart(29, '0')}`,
      name: `Vektor ${from + i}`,
      date: '14.03.2026 12:00',
      html: v,
      repliesUrl: i === 0 ? `/testing/xss/${from}/${to}/fragment.html` : null,
      replyCount: i === 0 ? to - from : 0,
      deletable: false,
    }));
    return c.json({ success: true, total: comments.length, nextOffset: null, comments });
  });
  app.get('/testing/xss/:from/:to/favourites.json', (c) => {
    const [from, to] = range(c.req.param('from'), c.req.param('to'));
    return c.json({ success: true, favorites: favourites(from, to) });
  });
  app.get('/testing/xss/:from/:to/toolbox/*', (c) => {
    const [from, to] = range(c.req.param('from'), c.req.param('to'));
    return c.json({ success: true, html: fragment(from, to) });
  });

  app.get('/testing/xss', (c) => {
    const [from, to] = range(c.req.query('von'), c.req.query('bis'));
    const base = `/testing/xss/${from}/${to}`;
    const tabs = [
      { label: 'Vektoren', url: `${base}/fragment.html` },
      { label: 'Leer', url: `${base}/fragment.html` },
    ];
    const tree = {
      title: 'Vektoren',
      levels: [{ label: 'Alle Vektoren', resource: `${base}/tree/action/OPEN` }],
    };
    const newsList = {
      filters: [{ key: 'kategorie', label: 'Kategorie', items: [{ value: 'x', name: 'X' }] }],
    };
    const body = html`<h1>XSS-Vektoren ${String(from)}–${String(to - 1)}</h1>
      <p data-xss-total="${String(VECTORS.length)}">
        ${String(to - from)} von ${String(VECTORS.length)} Vektoren, durch jedes Widget, das
        Server-HTML einfügt.
      </p>
      <section id="xss-comments">
        <label for="thread_text">Kommentar</label><textarea id="thread_text"></textarea>
        ${widgetHost('comments', {
          url: `${base}/comments.json`,
          deleteUrl: '/testing/xss/nothing',
          reportUrl: '/testing/xss/nothing',
        })}
      </section>
      <section id="xss-fragments">
        ${slice(from, to).map((_v, i) =>
          widgetHost('content-loader', {
            mode: 'fragment',
            url: `/testing/xss/vector/${from + i}.html`,
          }),
        )}
      </section>
      <section id="xss-tabs">
        <div data-widget="tabs" data-label="Vektoren" data-items="${JSON.stringify(tabs)}"></div>
      </section>
      <section id="xss-tree">
        <div data-widget="tournament-tree">
          <script type="application/json" data-props>${jsonForScript(tree)}</script>
        </div>
      </section>
      <section id="xss-favourites">
        ${widgetHost('favourites', { favoritesUrl: `${base}/favourites.json` })}
      </section>
      <section id="xss-navigation">
        <div data-widget="navigation-flyout" data-favorites-url="${base}/favourites.json">
          <script type="application/json" data-props>${jsonForScript({ items: [{ id: 'home', href: '/', label: 'Start' }] })}</script>
        </div>
      </section>
      <section id="xss-news">
        <div data-widget="news-list" data-url="${base}/toolbox" data-target="#xss-news-results">
          <script type="application/json" data-props>${jsonForScript(newsList)}</script>
        </div>
        <div id="xss-news-results"></div>
      </section>
      ${widgetHost('survey-layer', { url: `${base}/fragment.html`, name: `XSS_SURVEY_${from}` })}`;
    return sendPage(
      c,
      renderPage(st(c), { title: 'XSS-Vektoren', section: 'none', body, noindex: true }),
    );
  });
}
