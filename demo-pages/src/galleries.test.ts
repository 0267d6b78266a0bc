/**
 * The small parts of issue 12 in the reference CMS: gallery endpoints (answers parsed with the
 * widgets' own schema), their hosts on the start page and a news article, the news pictures of
 * the responsive-images behaviour, the obfuscated result tables with their stylesheets, and the
 * generated match reports with their import for club officials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryResponse } from '../../widgets/gallery/src/schema.ts';
import { obfuscatedResultsProps } from '../../widgets/obfuscated-results/src/props.ts';
import {
  generatedReportsResponse,
  importResponse,
} from '../../widgets/generated-reports/src/schema.ts';
import { generatedReportsProps } from '../../widgets/generated-reports/src/props.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

/** The data-* attributes (camelCased) of each gallery host in the markup. */
function galleriesProps(markup: string): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const host of markup.matchAll(/<div data-widget="([a-z-]+(?:gallery|carousel))"([^>]*)>/g)) {
    const attrs: Record<string, string> = {};
    for (const [, name, value] of host[2]!.matchAll(/data-([a-z-]+)="([^"]*)"/g))
      attrs[name!.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase())] = value!.replaceAll(
        '&amp;',
        '&',
      );
    found[host[1]!] = attrs;
  }
  return found;
}

const getJson = async (path: string) => {
  const res = await env.app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as unknown;
};

describe('gallery endpoints (contract with widgets/gallery)', () => {
  it('news: at most 12 slides, newest first, each leading to its article', async () => {
    const { items } = galleryResponse.parse(await getJson('/ajax/galerie/news'));
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(12);
    for (const item of items) {
      expect(item.href).toMatch(/^\/news\/[a-z0-9-]+$/);
      expect(item.image).toMatchObject({ width: 640, height: 360 });
      // The date as data: the widget writes it in the page's language (no German date in English).
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(item.category).not.toBe('');
      expect(item.meta).toBe('');
    }
    const res = await env.app.request(items[0]!.href);
    expect(res.status).toBe(200);
  });

  it('further news leave the current article out; a bad query is a 400', async () => {
    const all = galleryResponse.parse(await getJson('/ajax/galerie/weitere-news'));
    const slug = all.items[0]!.href.replace('/news/', '');
    const more = galleryResponse.parse(await getJson(`/ajax/galerie/weitere-news?ohne=${slug}`));
    expect(more.items.map((i) => i.href)).not.toContain(`/news/${slug}`);
    expect((await env.app.request('/ajax/galerie/news?verband=%00')).status).toBe(400);
  });

  it('photos: the community album, images served by the media routes', async () => {
    const { items } = galleryResponse.parse(await getJson('/ajax/galerie/bilder'));
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.href).toBe('');
    const image = await env.app.request(items[0]!.image.src);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toContain('image/svg+xml');
  });
});

describe('gallery hosts', () => {
  it('the start page carries the news gallery, a news article the carousel and the photos', async () => {
    const home = await (await env.app.request('/')).text();
    const { items } = galleryResponse.parse(await getJson('/ajax/galerie/news'));
    const article = await (await env.app.request(items[0]!.href)).text();
    const props = galleriesProps(home + article);
    expect(props['news-gallery']).toMatchObject({ sliderTimeout: '3000', startIndex: '0' });
    expect(props['news-carousel']?.url).toContain('/ajax/galerie/weitere-news?ohne=');
    expect(props['image-gallery']?.url).toBe('/ajax/galerie/bilder');
    expect(home).toContain('data-widget="media-stream"');
  });

  it("the start page's Top-News share no article with its news list below", async () => {
    const home = await (await env.app.request('/')).text();
    const url = galleriesProps(home)['news-gallery']?.url ?? '';
    const { items } = galleryResponse.parse(await getJson(url));
    expect(items.length).toBeGreaterThan(1);
    const grid = home.slice(home.indexOf('class="home-grid"'), home.indexOf('home-grid__matches'));
    const listed = [...grid.matchAll(/href="(\/news\/[^"/?]+)"/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(1);
    for (const item of items) expect(listed, item.title).not.toContain(item.href);
  });
});

describe('news pictures for the responsive-images behaviour', () => {
  it('three sizes of the same drawing; news images carry the three sources', async () => {
    for (const [size, width] of [
      ['klein', 320],
      ['mittel', 640],
      ['gross', 1280],
    ] as const) {
      const res = await env.app.request(`/bilder/news/${size}/120.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await res.text()).toContain(`width="${width}"`);
    }
    expect((await env.app.request('/bilder/news/riesig/120.svg')).status).toBe(404);
    const home = await (await env.app.request('/')).text();
    expect(home).toMatch(
      /<img\s+data-responsive-image\s+data-src-small="\/bilder\/news\/klein\/\d+\.svg"/,
    );
    expect(home).toContain('<noscript');
  });
});

describe('obfuscated result tables (widgets/obfuscated-results)', () => {
  it('a league page carries the table of its latest matchday; the stylesheet draws the scores', async () => {
    const leagues = await env.db.query<{ slug: string }>(
      `SELECT slug FROM competitions WHERE format = 'league' ORDER BY slug LIMIT 20`,
    );
    let markup = '';
    for (const { slug } of leagues) {
      markup = await (await env.app.request(`/wettbewerb/${slug}`)).text();
      if (markup.includes('data-widget="obfuscated-results"')) break;
    }
    const host = /data-obfuscation-id="([0-9a-f]{12})"\s+data-stylesheet-url="([^"]+)"/.exec(
      markup,
    );
    expect(host).not.toBeNull();
    const [, id, template] = host!;
    const props = /<script type="application\/json" data-props>([\s\S]*?)<\/script>/.exec(
      markup.slice(markup.indexOf('data-widget="obfuscated-results"')),
    );
    const parsed = obfuscatedResultsProps.parse({
      obfuscationId: id,
      stylesheetUrl: template,
      title: 'x',
      ...(JSON.parse(props![1]!) as object),
    });
    expect(parsed.rows.length).toBeGreaterThan(0);
    // No digit of a score in the page: only codes.
    expect(JSON.stringify(parsed.rows.map((r) => r[2]))).not.toMatch(/\d:\d/);
    const res = await env.app.request(template!.replace('%ID%', id!));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/css');
    const css = await res.text();
    const score = parsed.rows[0]![2] as { o: string[] };
    const drawn = score.o
      .map((p) =>
        p === ':' ? ':' : (new RegExp(`\\.${p}::before\\{content:"(\\d)"`).exec(css)?.[1] ?? ''),
      )
      .join('');
    expect(drawn).toMatch(/^\d+:\d+$/);
    expect((await env.app.request('/ergebnisse/css/nicht-hex.css')).status).toBe(404);
  });
});

describe('generated match reports (widgets/generated-reports)', () => {
  it("the officials' page lists played matches; reports, hints and a one-time import", async () => {
    expect((await new Client(env.app).get('/verein/spielberichte')).status).toBe(303);
    const fan = await Client.loggedIn(env.app, 'max');
    expect((await fan.get('/verein/spielberichte')).status).toBe(403);

    const official = await Client.loggedIn(env.app, 'verein');
    const page = await (await official.get('/verein/spielberichte')).text();
    const json = /<script type="application\/json" data-props>([\s\S]*?)<\/script>/.exec(
      page.slice(page.indexOf('data-widget="generated-reports"')),
    );
    const props = generatedReportsProps.parse({
      selectUrl: '/ajax/spielberichte/generiert',
      name: 'spiel',
      importUrl: '/ajax/spielberichte/import',
      ...(JSON.parse(json![1]!) as object),
    });
    expect(props.options.length).toBeGreaterThan(2);

    let withReports: { id: string; name: string }[] = [];
    let empty = 0;
    for (const option of props.options) {
      const res = await official.get(`/ajax/spielberichte/generiert/spiel/${option.value}`);
      const list = generatedReportsResponse.parse(await res.json());
      if (list.length === 0) empty++;
      else if (withReports.length === 0) withReports = list;
    }
    expect(empty).toBeGreaterThan(0);
    expect(withReports.length).toBeGreaterThan(0);

    const first = await official.postForm('/ajax/spielberichte/import', { id: withReports[0]!.id });
    expect(first.status).toBe(200);
    expect(importResponse.parse(await first.json())).toMatchObject({ success: true });
    const again = await official.postForm('/ajax/spielberichte/import', { id: withReports[0]!.id });
    expect(again.status).toBe(409);
    const fanImport = await fan.postForm('/ajax/spielberichte/import', { id: withReports[0]!.id });
    expect(fanImport.status).toBe(403);
    const noCsrf = await official.postForm(
      '/ajax/spielberichte/import',
      { id: withReports[0]!.id },
      { csrf: null },
    );
    expect(noCsrf.status).toBe(403);
    expect((await official.postForm('/ajax/spielberichte/import', { id: '7' })).status).toBe(404);
  });
});
