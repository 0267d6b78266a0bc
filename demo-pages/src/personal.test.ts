/** Issue 6: the personal endpoints and pages, parsed with the widgets' own schemas. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesResponse, saveFavouriteResponse } from '../../widgets/favourites/src/api.ts';
import { itemsResponse, teamsResponse } from '../../widgets/club-search/src/api.ts';
import { shopMenuResponse } from '../../widgets/navigation-flyout/src/api.ts';
import { navigationFlyoutProps } from '../../widgets/navigation-flyout/src/props.ts';
import { startPageResponse } from '../../widgets/start-page/src/api.ts';
import { targetOfUrl } from './repo/favourites.ts';
import { NAVIGATION_ITEMS } from './views/navigationFlyout.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

async function firstClubSlug(): Promise<string> {
  const rows = await env.db.query<{ slug: string }>(`SELECT slug FROM clubs ORDER BY id LIMIT 1`);
  return rows[0]?.slug ?? '';
}

describe('targetOfUrl', () => {
  const origin = 'http://localhost';
  it('knows team, club and competition pages of this origin only', () => {
    expect(targetOfUrl('/mannschaft/12', origin)).toEqual({ kind: 'team', id: 12 });
    expect(targetOfUrl('/verein/fc-x?tab=1', origin)).toEqual({ kind: 'club', slug: 'fc-x' });
    expect(targetOfUrl('http://localhost/wettbewerb/kl-a-2526', origin)).toEqual({
      kind: 'competition',
      slug: 'kl-a-2526',
    });
    expect(targetOfUrl('https://evil.example/verein/fc-x', origin)).toBeNull();
    expect(targetOfUrl('/news/x', origin)).toBeNull();
    expect(targetOfUrl('/verein/FC X', origin)).toBeNull();
    expect(targetOfUrl('javascript:alert(1)', origin)).toBeNull();
  });
});

describe('navigation flyout host', () => {
  it('is on every page around the server navigation, with valid props', async () => {
    const page = flat(await (await new Client(env.app).get('/impressum')).text());
    expect(page).toContain(
      '<div data-widget="navigation-flyout" data-favorites-url="/ajax/favourites.json"',
    );
    expect(page).toMatch(
      /data-widget="navigation-flyout"[^>]*><script type="application\/json" data-props>/,
    );
    expect(page).toContain('<nav class="ast-widget ast-nav" aria-label="Hauptnavigation">');
    expect(page).toContain('data-language-switch="en"');
    expect(navigationFlyoutProps.safeParse({ items: NAVIGATION_ITEMS }).success).toBe(true);
    const ids = NAVIGATION_ITEMS.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['competitions', 'pros', 'shop', 'search']));
  });

  it('the shop menu answers categories', async () => {
    const res = await new Client(env.app).get('/ajax/shop/menu.json');
    expect(shopMenuResponse.parse(await res.json()).categories?.length).toBeGreaterThan(0);
  });
});

describe('favourites endpoints', () => {
  it('answer 401 logged out', async () => {
    const guest = new Client(env.app);
    expect((await guest.get('/ajax/favourites.json')).status).toBe(401);
    expect((await guest.get('/ajax/startpage.json')).status).toBe(401);
    expect((await guest.post('/ajax/favourites/save', { fw_url: '/verein/x' })).status).toBe(401);
  });

  it('give a map of HTML fragments for a member', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const body = favouritesResponse.parse(await (await max.get('/ajax/favourites.json')).json());
    expect(Object.keys(body.favorites)).toEqual(['teamsAndClubs', 'competitions']);
    expect(body.favorites.teamsAndClubs).toMatch(/<a href="\/mannschaft\/\d+">/);
  });

  it("save toggles the page's favourite and answers the new map; CSRF is required", async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const slug = await firstClubSlug();
    const fwUrl = `/verein/${slug}`;
    expect(
      (
        await max.post(
          '/ajax/favourites/save',
          { 'mime-type': 'JSON', fw_url: fwUrl },
          { csrf: false },
        )
      ).status,
    ).toBe(403);
    const first = saveFavouriteResponse.parse(
      await (
        await max.post('/ajax/favourites/save', { 'mime-type': 'JSON', fw_url: fwUrl })
      ).json(),
    );
    const second = saveFavouriteResponse.parse(
      await (
        await max.post('/ajax/favourites/save', { 'mime-type': 'JSON', fw_url: fwUrl })
      ).json(),
    );
    expect(first.success).toBe(true);
    expect(second.saved).toBe(!first.saved);
    const withIt = first.saved ? first : second;
    expect(withIt.favorites?.teamsAndClubs).toContain(`href="${fwUrl}"`);
    // The club page's button knows the state.
    const page = flat(await (await max.get(fwUrl)).text());
    expect(page).toContain(`data-fw-url="${fwUrl}"`);
    expect(page).toContain(`data-saved="${second.saved ? 'true' : 'false'}"`);
  });

  it('refuses pages that cannot be favourites, and unknown ones', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    expect((await max.post('/ajax/favourites/save', { fw_url: '/news' })).status).toBe(400);
    expect(
      (await max.post('/ajax/favourites/save', { fw_url: '/verein/gibt-es-nicht' })).status,
    ).toBe(404);
    expect((await max.post('/ajax/favourites/save', 'kaputt')).status).toBe(400);
  });
});

describe('start page', () => {
  it('gives a member with favourites games and favourites', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const body = startPageResponse.parse(await (await max.get('/ajax/startpage.json')).json());
    expect(body.success).toBe(true);
    expect(body.hasFavorites).toBe(true);
    const data = body.favoriteDependentUserData;
    expect(data?.teamsAndClubs.length).toBeGreaterThan(0);
    const games = [...(data?.upcomingGames ?? []), ...(data?.recentGames ?? [])].flatMap(
      (g) => g.games,
    );
    expect(games.length).toBeGreaterThan(0);
    expect(games[0]).toHaveProperty('homeTeam');
    expect(games[0]).toHaveProperty('guestTeam');
  });

  it("titles each day of games as dates are written in the visitor's language", async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const titles = async () => {
      const body = startPageResponse.parse(await (await max.get('/ajax/startpage.json')).json());
      const data = body.favoriteDependentUserData;
      return [...(data?.upcomingGames ?? []), ...(data?.recentGames ?? [])].map((g) => g.title);
    };
    const german = await titles();
    expect(german.length).toBeGreaterThan(0);
    for (const title of german) expect(title).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    max.jar.set('FBDE_LANG', 'en');
    expect(await titles()).toEqual(german.map((title) => title?.replaceAll('.', '/')));
  });

  it('gives admin (no favourites) the empty state', async () => {
    const admin = await Client.loggedIn(env.app, 'admin');
    const body = startPageResponse.parse(await (await admin.get('/ajax/startpage.json')).json());
    expect(body).toMatchObject({ success: true, hasFavorites: false });
  });

  it('pages: Mein Fußball, club search and team page', async () => {
    const guest = new Client(env.app);
    expect(flat(await (await guest.get('/mein-fussball')).text())).toContain(
      'data-widget="start-page"',
    );
    expect(flat(await (await guest.get('/vereine')).text())).toContain('data-widget="club-search"');
    const team = await env.db.query<{ id: number }>(`SELECT id FROM teams ORDER BY id LIMIT 1`);
    const page = flat(await (await guest.get(`/mannschaft/${team[0]?.id}`)).text());
    expect(page).toContain('data-widget="favourites"');
    // The last crumb names the team by its kind, not the club's name a second time.
    const nav = /<nav class="breadcrumbs"[^>]*>(.*?)<\/nav>/.exec(page)?.[1] ?? '';
    const navCrumbs = [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) =>
      (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    );
    expect(navCrumbs).toHaveLength(4);
    expect(navCrumbs[3]).not.toBe(navCrumbs[2]);
    expect(navCrumbs[3]).toMatch(/^(Herren|Frauen|[A-G]-Junior(en|innen)|Alte Herren)/);
    // The heading names the team's kind ("FSV Eberbach 28 Herren"); the line below does not say
    // it again ("Herren · FSV Eberbach 28 · …" read twice at 1280 px, issue 26).
    const kind = /<h1>.*?<span class="muted">([^<]+)<\/span><\/h1>/.exec(page)?.[1]?.trim() ?? '';
    expect(kind).not.toBe('');
    const meta =
      /<p class="page-head__meta">(.*?)<\/p>/.exec(page)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
    expect(meta).not.toContain(`${kind} ·`);
    expect((await guest.get('/mannschaft/999999999')).status).toBe(404);
  });
});

describe('club typeahead endpoints', () => {
  it('answer entries by name or town prefix from 4 characters', async () => {
    const client = new Client(env.app);
    const club = (
      await env.db.query<{ name: string; id: number }>(
        `SELECT id, name FROM clubs ORDER BY id LIMIT 1`,
      )
    )[0];
    const prefix = club?.name.slice(0, 5) ?? '';
    const body = itemsResponse.parse(
      await (await client.get(`/ajax/vereine/suche?client=${encodeURIComponent(prefix)}`)).json(),
    );
    const entries = Array.isArray(body) ? body : body.entries;
    expect(entries.map((e) => e.id)).toContain(String(club?.id));
    for (const e of entries)
      expect(
        e.name.toLowerCase().startsWith(prefix.toLowerCase()) ||
          (e.town ?? '').toLowerCase().startsWith(prefix.toLowerCase()),
      ).toBe(true);
    const short = itemsResponse.parse(
      await (await client.get('/ajax/vereine/suche?client=ab')).json(),
    );
    expect(Array.isArray(short) ? short : short.entries).toEqual([]);
    const wild = itemsResponse.parse(
      await (await client.get('/ajax/vereine/suche?client=%25%25%25%25')).json(),
    );
    expect(Array.isArray(wild) ? wild : wild.entries).toEqual([]);
  });

  it('answer a club’s teams with links', async () => {
    const club = (
      await env.db.query<{ id: number }>(`SELECT id FROM clubs ORDER BY id LIMIT 1`)
    )[0];
    const body = teamsResponse.parse(
      await (await new Client(env.app).get(`/ajax/vereine/mannschaften/id/${club?.id}`)).json(),
    );
    const entries = Array.isArray(body) ? body : body.entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]?.url).toMatch(/^\/mannschaft\/\d+$/);
    expect((await new Client(env.app).get('/ajax/vereine/mannschaften/id/999999')).status).toBe(
      404,
    );
  });

  it('the prefix search uses the text_pattern_ops index', async () => {
    await env.db.exec('SET enable_seqscan = off');
    const plan = await env.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM clubs c WHERE lower(c.name) LIKE 'schw%' OR lower(c.town) LIKE 'schw%'`,
    );
    await env.db.exec('SET enable_seqscan = on');
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/clubs_name_prefix/);
  });
});
