/**
 * The ad slots of the reference CMS (packages/runtime README 5.14): the ad server of the second
 * origin (documents, creatives, request log, frame-ancestors), ADS_PORT, the CSP's frame-src, the
 * page config and the slots on the pages and in the loaded HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdConfig } from '../../packages/runtime/src/behaviours/adRules.ts';
import { AdLog, ADVERTISERS, advertiserFor, createAdsApp } from './ads/app.ts';
import { readConfig } from './config.ts';
import { LONG_THREAD_SLUG } from './seed/fixedNews.ts';
import { createTestEnv, type TestEnv } from './testing/harness.ts';
import { AD_VENDORS } from './views/adSlots.ts';

const PORTAL = 'http://127.0.0.1:9180';
const ADS = 'http://127.0.0.1:9182';

describe('the ad server (second origin)', () => {
  const log = new AdLog(5);
  const app = createAdsApp({ portalOrigin: PORTAL, log });

  it('serves an ad document only the portal may frame, with a creative of the asked size', async () => {
    const res = await app.request('/ad?slot=SPMADS_fbde_SUPERBANNER&size=728x90&n=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${PORTAL}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const page = await res.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toMatch(
      /<img src="\/creative\/[a-z]+-728x90\.svg" width="728" height="90" alt="Anzeige: /,
    );
    expect(page).toContain('target="_blank" rel="noopener"');

    const creative = await app.request('/creative/ballhaus-728x90.svg');
    expect(creative.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await creative.text()).toContain('width="728" height="90"');
  });

  it('the style element is allowed by its hash, nothing else inline', async () => {
    const res = await app.request('/ad?slot=SPMADS_fbde_A&size=300x250&n=1');
    const hash = /style-src '(sha256-[^']+)'/.exec(
      res.headers.get('Content-Security-Policy') ?? '',
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(hash?.[1]).toBe(`sha256-${createHash('sha256').update(style).digest('base64')}`);
  });

  it('a wrong slot or size answers 404; hostile names never reach the page', async () => {
    for (const path of [
      '/ad?slot=SPMADS_fbde_x&size=728x90',
      '/ad?slot=<script>&size=728x90',
      '/ad?slot=SPMADS_fbde_A&size=1x1',
      '/ad',
      '/creative/evil-728x90.svg',
      '/creative/ballhaus-1x1.svg',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<script>');
    }
  });

  it('every request but the log’s own is recorded, bounded, readable since a sequence number', async () => {
    const before = (await (await app.request('/log')).json()) as { last: number };
    await app.request('/ad?slot=SPMADS_fbde_B&size=320x100&n=4');
    await app.request('/klick?werbung=trikotwerk');
    const after = (await (await app.request(`/log?since=${before.last}`)).json()) as {
      requests: { seq: number; path: string; query: Record<string, string> }[];
      last: number;
    };
    expect(after.requests.map((r) => r.path)).toEqual(['/ad', '/klick']);
    expect(after.requests[0]?.query).toEqual({ slot: 'SPMADS_fbde_B', size: '320x100', n: '4' });
    expect(after.last).toBe(before.last + 2);
    const all = (await (await app.request('/log')).json()) as { requests: unknown[] };
    expect(all.requests.length).toBeLessThanOrEqual(5);
  });

  it('the advertiser rotates with every reload of a slot', () => {
    const shown = new Set([1, 2, 3].map((n) => advertiserFor('SPMADS_fbde_A', n).id));
    expect(shown.size).toBe(ADVERTISERS.length);
  });
});

describe('ADS_PORT', () => {
  it('defaults to PORT + 2 and never takes the portal’s or the player’s port', () => {
    expect(readConfig({ PORT: '4000' }).adsPort).toBe(4002);
    expect(readConfig({ PORT: '4000', ADS_PORT: '6000' }).adsPort).toBe(6000);
    expect(readConfig({ PORT: '4000', ADS_PORT: '4000' }).adsPort).toBe(4002);
    expect(readConfig({ PORT: '4000', PLAYER_PORT: '5000', ADS_PORT: '5000' }).adsPort).toBe(4002);
    expect(readConfig({ PORT: '4000', ADS_PORT: 'x' }).adsPort).toBe(4002);
  });
});

describe('ad slots on the pages', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ adsOrigin: ADS });
  }, 120_000);
  afterAll(async () => {
    await env?.db.close();
  });

  const page = async (path: string) => {
    const res = await env.app.request(path);
    expect(res.status, path).toBe(200);
    return { res, text: await res.text() };
  };

  it('frame-src allows the ad origin; scripts and images stay this site’s own', async () => {
    const { res } = await page('/');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${ADS}`));
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
    expect(csp).toContain("img-src 'self' data:;");
  });

  it('the page config names the ad server and the 15 vendors, as the behaviour reads them', async () => {
    const { text } = await page('/');
    const json = /<script type="application\/json" id="anstoss-config">([^<]*)<\/script>/.exec(
      text,
    )?.[1];
    const config = parseAdConfig(json ?? null);
    expect(config).toEqual({ server: `${ADS}/`, vendors: AD_VENDORS, problems: [] });
    expect(AD_VENDORS).toHaveLength(15);
  });

  it('slots on the start page, the news list and a news article, labelled "Anzeige"', async () => {
    const slots = [
      ['/', 'SPMADS_fbde_SUPERBANNER'],
      ['/news', 'SPMADS_fbde_SUPERBANNER'],
      [`/news/${LONG_THREAD_SLUG}`, 'SPMADS_fbde_CONTENT-AD'],
    ] as const;
    for (const [path, id] of slots) {
      const { text } = await page(path);
      expect(text, path).toMatch(
        new RegExp(
          `id="${id}"\\s+data-type="ad"\\s+data-ad-format="[a-z]+"\\s+role="region"\\s+aria-label="Anzeige"`,
        ),
      );
    }
  });

  it('the loaded HTML of load more brings a slot with its own marker; an empty page none', async () => {
    const more = (await (await env.app.request('/ajax/news/mehr/-/offset/12')).json()) as {
      html: string;
    };
    expect(more.html).toContain('id="SPMADS_fbde_LISTE-12"');
    const none = (await (await env.app.request('/ajax/news/mehr/-/offset/99999')).json()) as {
      html: string;
    };
    expect(none.html).toBe('');
  });
});
