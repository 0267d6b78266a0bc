/**
 * TV endpoints, pages and the player origin (issue 15): answers parsed with the widgets' own
 * schemas (contract), the paging rules on the server side, the CSP's frame-src, the player pages'
 * quality fallback and frame-ancestors, and a deterministic seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tvListResponse, tvResponse } from '../../widgets/tv/src/api.ts';
import { playerUrl } from '../../widgets/tv/src/logic.ts';
import { createPlayerApp, playableQuality } from './player/app.ts';
import { TV_SLUGS, TV_XSS_TITLE, tvSeedRows } from './seed/tv.ts';
import { Client, createTestEnv, flat, hostReserve, type TestEnv } from './testing/harness.ts';

const PLAYER = 'http://127.0.0.1:9181';
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ playerOrigin: PLAYER });
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const getJson = async (path: string) => {
  const res = await env.app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as unknown;
};

describe('TV endpoints (contract with widgets/tv)', () => {
  it('recommendations: the video of the week first, then 4 per page; offsets step by 5', async () => {
    const first = tvResponse.parse(await getJson('/ajax/tv/empfehlungen.json?offset=0'));
    const second = tvResponse.parse(await getJson('/ajax/tv/empfehlungen.json?offset=5'));
    expect(first.entries).toHaveLength(5);
    expect(first.entries[0]?.title).toBe('Tor der Woche: Fallrückzieher in der Nachspielzeit');
    expect(second.entries[0]?.id).toBe(first.entries[0]?.id);
    const ids = new Set([...first.entries.slice(1), ...second.entries.slice(1)].map((e) => e.id));
    expect(ids.size).toBe(8);
    expect(first.final).toBe(false);
    const last = tvResponse.parse(await getJson('/ajax/tv/empfehlungen.json?offset=25'));
    expect(last.final).toBe(true);
    expect((last.entries.length - 1) % 4).toBe(0);
  });

  it('entries name the player on the player origin, thumbnails on the portal', async () => {
    const { entries } = tvResponse.parse(await getJson('/ajax/tv/empfehlungen.json'));
    const week = entries[0];
    expect(week?.player?.url).toBe(`${PLAYER}/player`);
    expect(week?.player?.service).toBe('tv-player');
    expect(week?.image?.folder).toBe('/bilder/tv/');
    expect(week?.image?.src?.medium).toBe(`${week?.href?.split('/').pop()}.svg`);
    expect(week?.video?.src_high).toBe('clip3-src_high.webm');
  });

  it('a content page list starts with its video; odd entries keep their oddities', async () => {
    const noVideo = tvResponse.parse(await getJson(`/ajax/tv/videos/${TV_SLUGS.noVideo}.json`));
    expect(noVideo.entries[0]?.video).toBeNull();
    expect(noVideo.entries[0]?.player).toBeNull();
    const hostile = tvResponse.parse(await getJson(`/ajax/tv/videos/${TV_SLUGS.hostile}.json`));
    expect(hostile.entries[0]?.title).toBe(TV_XSS_TITLE);
    const third = tvResponse.parse(await getJson(`/ajax/tv/videos/${TV_SLUGS.thirdParty}.json`));
    expect(third.entries[0]?.player).toMatchObject({
      thirdParty: true,
      url: `${PLAYER}/sport/embed`,
    });
    const medium = tvResponse.parse(await getJson(`/ajax/tv/videos/${TV_SLUGS.mediumOnly}.json`));
    expect(medium.entries[0]?.video?.src_high).toBeNull();
    const missing = await env.app.request('/ajax/tv/videos/gibt-es-nicht.json');
    expect(missing.status).toBe(404);
  });

  it('the TV list: final, count, lastIndex, entries; lastIndex + 1 is the next offset', async () => {
    const first = tvListResponse.parse(await getJson('/ajax/tv/liste.json?offset=0'));
    expect(first).toMatchObject({ final: false, count: 25, lastIndex: 9 });
    const last = tvListResponse.parse(await getJson('/ajax/tv/liste.json?offset=20'));
    expect(last).toMatchObject({ final: true, lastIndex: 24 });
    expect(last.entries).toHaveLength(5);
    const bad = await env.app.request('/ajax/tv/liste.json?offset=-1');
    expect(bad.status).toBe(400);
  });

  it('pages: /tv, /tv/liste, /tv/{slug} (404 for an unknown one); CSP frames the player origin only', async () => {
    for (const path of ['/tv', '/tv/liste', `/tv/${TV_SLUGS.week}`]) {
      const res = await env.app.request(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain(`frame-src 'self' ${PLAYER}`);
    }
    const page = await (await env.app.request(`/tv/${TV_SLUGS.hostile}`)).text();
    expect(page).not.toContain('<img src=x onerror');
    expect((await env.app.request('/tv/gibt-es-nicht')).status).toBe(404);
  });

  it('the magazine and a video page write on their hosts what the widgets will show, for the height they reserve (issue 26)', async () => {
    const magazine = tvResponse.parse(await getJson('/ajax/tv/empfehlungen.json'));
    const [week, ...teasers] = magazine.entries;
    const visible = (markup: string | null | undefined) =>
      flat((markup ?? '').replace(/<[^>]*>/g, '')).trim().length;
    const teaserCounts = {
      '--tv-teasers': teasers.length,
      '--tv-teaser-title': Math.max(...teasers.map((t) => t.title.length)),
      '--tv-teaser-text': Math.max(...teasers.map((t) => visible(t.description))),
    };
    expect(teasers).toHaveLength(4);
    expect(hostReserve(await (await env.app.request('/tv')).text(), 'tv-magazine')).toEqual({
      ...teaserCounts,
      '--tv-week-title': week!.title.length,
      '--tv-week-text': visible(week!.description),
    });
    for (const slug of [TV_SLUGS.week, TV_SLUGS.noVideo, TV_SLUGS.hostile]) {
      const { entries } = tvResponse.parse(await getJson(`/ajax/tv/videos/${slug}.json`));
      const video = entries[0]!;
      const page = await (await env.app.request(`/tv/${slug}`)).text();
      expect(hostReserve(page, 'tv-content'), slug).toEqual({
        ...teaserCounts,
        '--tv-videos': entries.length,
        '--tv-title': video.title.length,
        '--tv-text': visible(video.description),
        '--tv-quality': video.player ? 1 : 0,
        '--tv-context': video.context?.name ? 1 : 0,
      });
    }
  });

  it('the hostile test entry reads as one: the title without tags in <title> and breadcrumb, a note', async () => {
    const page = flat(await (await env.app.request(`/tv/${TV_SLUGS.hostile}`)).text());
    expect(page).toContain('<title>Trickschuss aus 40 Metern – Anstoss</title>');
    expect(page).not.toContain('&lt;img src=x');
    expect(page).toContain('Testbeitrag: Titel und Text dieses Videos enthalten absichtlich');
    // A normal entry has no such note.
    const week = await (await env.app.request(`/tv/${TV_SLUGS.week}`)).text();
    expect(week).not.toContain('Testbeitrag');
  });

  it('English TV pages: headings, navigation and the test note in English', async () => {
    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const list = flat(await (await client.get('/tv/liste')).text());
    expect(list).toContain('<h1>All videos</h1>');
    expect(list).not.toContain('Alle Videos');
    expect(list).not.toContain('>Magazin<');
    const magazine = flat(await (await client.get('/tv')).text());
    expect(magazine).toContain('The video of the week and our picks from amateur football.');
    const hostile = flat(await (await client.get(`/tv/${TV_SLUGS.hostile}`)).text());
    expect(hostile).toContain('Test entry: the title and text of this video contain HTML');
    // The section each clip belongs to, under its card (it read "Nachrichten", "Wettbewerbe").
    const english = { headers: { Cookie: 'FBDE_LANG=en' } };
    const { entries } = tvResponse.parse(
      await (await env.app.request('/ajax/tv/empfehlungen.json?offset=0', english)).json(),
    );
    const sections = entries.flatMap((e) => (e.context?.name ? [e.context.name] : []));
    expect(sections).not.toContain('Nachrichten');
    expect(sections).not.toContain('Wettbewerbe');
    expect(sections.some((name) => ['News', 'Competitions', 'Clubs'].includes(name))).toBe(true);
  });
});

describe('player origin', () => {
  const player = () => createPlayerApp({ db: env.db, portalOrigin: 'http://127.0.0.1:9180' });

  it('plays the asked quality, or the next lower one that exists', async () => {
    const { entries } = tvResponse.parse(
      await getJson(`/ajax/tv/videos/${TV_SLUGS.mediumOnly}.json`),
    );
    const id = entries[0]?.id ?? '';
    const res = await player().request(`/player?view=${id}&play=true&quality=src_high`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('src="/clips/clip2-src_medium.webm"');
    expect(html).toContain('autoplay muted');
    expect(res.headers.get('Content-Security-Policy')).toContain(
      'frame-ancestors http://127.0.0.1:9180',
    );
    expect(playableQuality('src_high', ['src'])).toBe('src');
    expect(playableQuality(undefined, ['src', 'src_medium', 'src_high'])).toBe('src_high');
    expect(playableQuality('src', ['src_medium'])).toBe('src_medium');
    expect(playableQuality('x', [])).toBeNull();
  });

  it('serves the clips as WebM; unknown videos and files are 404', async () => {
    const clip = await player().request('/clips/clip1-src.webm');
    expect(clip.status).toBe(200);
    expect(clip.headers.get('Content-Type')).toBe('video/webm');
    const bytes = new Uint8Array(await clip.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML magic
    // Segment › Info › Duration (8-byte float): players show the length and can seek.
    expect(Buffer.from(bytes).includes(Buffer.from([0x44, 0x89, 0x88]))).toBe(true);
    expect((await player().request('/clips/../../server.ts')).status).toBe(404);
    expect((await player().request('/player?view=nope')).status).toBe(404);
  });

  it('speaks the language of the portal page that frames it (the URL carries it)', async () => {
    const english = { headers: { Cookie: 'FBDE_LANG=en' } };
    const res = await env.app.request(`/ajax/tv/videos/${TV_SLUGS.week}.json`, english);
    const week = tvResponse.parse(await res.json()).entries[0]!;
    expect(week.player?.url).toBe(`${PLAYER}/player?lang=en`);
    const third = tvResponse.parse(
      await (await env.app.request(`/ajax/tv/videos/${TV_SLUGS.thirdParty}.json`, english)).json(),
    ).entries[0]!;
    expect(third.player).toMatchObject({
      url: `${PLAYER}/sport/embed?lang=en`,
      name: 'Sport TV (third party)',
    });
    // The widget keeps that query when it adds its own parameters.
    const src = playerUrl(week.player!, week.id, 'src', 'http://127.0.0.1:9180/tv');
    const frame = await (
      await player().request(new URL(src!).pathname + new URL(src!).search)
    ).text();
    expect(frame).toContain('<html lang="en">');
    expect(frame).toContain('· Quality: Low</p>');
    expect(frame).not.toContain('Qualität');
    const german = await (await player().request(`/player?view=${week.id}&quality=src`)).text();
    expect(german).toContain('· Qualität: Niedrig</p>');
    expect(await (await player().request('/player?view=nope&lang=en')).text()).toContain(
      'Video not found.',
    );
  });
});

describe('TV seed', () => {
  it('is deterministic and holds the odd entries', () => {
    expect(tvSeedRows()).toEqual(tvSeedRows());
    const rows = tvSeedRows();
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(rows.find((r) => r.slug === TV_SLUGS.noVideo)?.clip).toBeNull();
    expect(rows.filter((r) => r.votesAverage === null).length).toBeGreaterThan(0);
  });
});

describe('generated posters (issue 26: pictures per entity)', () => {
  it("a TV entry's poster carries its title as text; an unknown entry has none", async () => {
    const hostile = tvResponse.parse(await getJson(`/ajax/tv/videos/${TV_SLUGS.hostile}.json`));
    const image = hostile.entries[0]!.image!;
    const poster = await env.app.request(`${image.folder}${image.src?.medium}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await poster.text();
    expect(svg).toContain('width="640" height="360"');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;img');
    expect((await env.app.request('/bilder/tv/gibt-es-nicht.svg')).status).toBe(404);
  });

  it("the player shows the clip's poster (its title), not the first frame of the clip", async () => {
    const player = createPlayerApp({ db: env.db, portalOrigin: 'http://127.0.0.1:9180' });
    const { entries } = tvResponse.parse(
      await getJson(`/ajax/tv/videos/${TV_SLUGS.mediumOnly}.json`),
    );
    const html = await (await player.request(`/player?view=${entries[0]!.id}&play=true`)).text();
    const poster = /poster="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(poster).toBe(`/poster/${entries[0]!.id}.svg`);
    const res = await player.request(poster);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${entries[0]!.title}</title>`);
  });
});
