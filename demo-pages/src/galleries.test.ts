/**
 * Gallery endpoints (issue 12): answers parsed with the widgets' own schema (contract), the
 * hosts on the start page and a news article.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryResponse } from '../../widgets/gallery/src/schema.ts';
import { createTestEnv, type TestEnv } from './testing/harness.ts';

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
      expect(item.meta).toMatch(/ · \d{2}\.\d{2}\.\d{4}$/);
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
