/**
 * Issue 27: the content loader's variants on real pages, server side. The club's next matches
 * answer 304 while no kickoff passed and the new list once one did; „Ältere Ergebnisse“ is a POST
 * with the CSRF token; „Weitere Spiele“ answers JSONP under a callback name that cannot run code.
 * Issue 26: the club page says how many teams it has without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesOfTeam } from '../repo/favourites.ts';
import { matchesOfClub } from '../repo/matches.ts';
import { Client, createTestEnv, flat, TEST_NOW, type TestEnv } from '../testing/harness.ts';

let env: TestEnv;
let now = TEST_NOW;
/** The club with the most played league matches, and the team with the most still to play. */
let club: { id: number; slug: string; name: string };
let team: number;

beforeAll(async () => {
  env = await createTestEnv({ now: () => now });
  [club] = (await env.db.query<{ id: number; slug: string; name: string }>(
    `SELECT c.id, c.slug, c.name FROM clubs c JOIN teams t ON t.club_id = c.id
       JOIN matches m ON m.home_team_id = t.id OR m.guest_team_id = t.id
     WHERE m.kickoff < $1 AND m.home_goals IS NOT NULL
     GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
    [TEST_NOW],
  )) as [{ id: number; slug: string; name: string }];
  const [busy] = await env.db.query<{ id: number }>(
    `SELECT t.id FROM teams t JOIN matches m ON m.home_team_id = t.id OR m.guest_team_id = t.id
     WHERE m.kickoff >= $1 GROUP BY t.id ORDER BY count(*) DESC, t.id LIMIT 1`,
    [TEST_NOW],
  );
  team = busy!.id;
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const nextUrl = () => `/ajax/verein/${club.slug}/naechste-spiele`;

describe('the club’s next matches, kept current (If-Modified-Since)', () => {
  it('the page carries the date of its list; that date gets 304, an older one the list', async () => {
    now = TEST_NOW;
    const client = new Client(env.app);
    const page = flat(await (await client.get(`/verein/${club.slug}`)).text());
    const host = /<div data-widget="content-loader" data-mode="refresh"[^>]*>/.exec(page)?.[0];
    expect(host).toContain(`data-url="${nextUrl()}"`);
    expect(host).toContain('data-target="#club-next"');
    const shown = /data-last-modified="([^"]+)"/.exec(host ?? '')?.[1] ?? '';

    const first = await client.get(nextUrl());
    expect(first.status).toBe(200);
    expect(first.headers.get('Last-Modified')).toBe(shown);
    const { html } = (await first.json()) as { html: string };
    const [next] = await matchesOfClub(env.db, club.id, 'upcoming', now, 1);
    expect(html).toContain(`href="/spiel/${next!.id}"`);
    expect(flat(page)).toContain(`href="/spiel/${next!.id}"`);

    const unchanged = await client.get(nextUrl(), { 'If-Modified-Since': shown });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const older = new Date(Date.parse(shown) - 1000).toUTCString();
    expect((await client.get(nextUrl(), { 'If-Modified-Since': older })).status).toBe(200);
  });

  it('once the next kickoff has passed, the same date gets the new list without that match', async () => {
    now = TEST_NOW;
    const client = new Client(env.app);
    const shown = (await client.get(nextUrl())).headers.get('Last-Modified') ?? '';
    const [next] = await matchesOfClub(env.db, club.id, 'upcoming', now, 1);
    now = new Date(next!.kickoff.getTime() + 1000);
    try {
      const later = await client.get(nextUrl(), { 'If-Modified-Since': shown });
      expect(later.status).toBe(200);
      expect(Date.parse(later.headers.get('Last-Modified') ?? '')).toBe(
        Math.floor(next!.kickoff.getTime() / 1000) * 1000,
      );
      expect(((await later.json()) as { html: string }).html).not.toContain(
        `href="/spiel/${next!.id}"`,
      );
    } finally {
      now = TEST_NOW;
    }
  });

  it('an unknown club is a 404', async () => {
    expect(
      (await new Client(env.app).get('/ajax/verein/gibt-es-nicht/naechste-spiele')).status,
    ).toBe(404);
  });
});

describe('„Ältere Ergebnisse“ (POST)', () => {
  const url = () => `/ajax/verein/${club.slug}/ergebnisse`;

  it('the page offers it; a POST with offset 6 answers the 7th to 12th results, newest first', async () => {
    const client = new Client(env.app);
    const page = flat(await (await client.get(`/verein/${club.slug}`)).text());
    const host = /<div data-widget="content-loader" data-url="[^"]*ergebnisse"[^>]*>/.exec(
      page,
    )?.[0];
    expect(host).toContain('data-method="post"');
    expect(host).toContain('data-offset="6"');
    expect(host).toContain('data-target="#club-older-results"');

    const res = await client.postForm(url(), { offset: '6' }, { csrf: null, headers: {} });
    // The content loader sends the CSRF header, as every write of the widgets does.
    expect(res.status).toBe(403);
    await client.get('/impressum');
    const ok = await client.request(url(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-CSRF-Token': client.csrfToken() ?? '',
      },
      body: 'offset=6',
    });
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as { html: string; lastIndex: number; final: boolean };
    const all = await matchesOfClub(env.db, club.id, 'recent', now, 13);
    const ids = [...answer.html.matchAll(/href="\/spiel\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(all.slice(6, 12).map((m) => m.id));
    expect(answer.lastIndex).toBe(11);
    expect(answer.final).toBe(all.length <= 12);
  });

  it('a missing or absurd offset is refused', async () => {
    const client = new Client(env.app);
    await client.get('/impressum');
    for (const body of ['', 'offset=-1', 'offset=abc', 'offset=100000'])
      expect(
        (
          await client.request(url(), {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              'X-CSRF-Token': client.csrfToken() ?? '',
            },
            body,
          })
        ).status,
      ).toBe(400);
  });
});

describe('„Weitere Spiele“ (JSONP)', () => {
  const url = (offset: number, callback: string) =>
    `/ajax/mannschaft/${team}/spiele/-/offset/${offset}?callback=${encodeURIComponent(callback)}`;

  it('the team page offers it; the answer is the JSON of the next page inside the callback', async () => {
    const client = new Client(env.app);
    const page = flat(await (await client.get(`/mannschaft/${team}`)).text());
    const host = /<div data-widget="content-loader" data-url="[^"]*spiele"[^>]*>/.exec(page)?.[0];
    expect(host).toContain(`data-url="/ajax/mannschaft/${team}/spiele"`);
    expect(host).toContain('data-type="jsonp"');
    expect(host).toContain('data-offset="6"');

    const res = await client.get(url(6, 'anstossJsonp'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/javascript');
    const text = await res.text();
    const json = /^\/\*\*\/anstossJsonp\((.*)\);$/s.exec(text)?.[1];
    const answer = JSON.parse(json ?? 'null') as { html: string; lastIndex: number };
    const all = await matchesOfTeam(env.db, team, 'upcoming', now, 13);
    const ids = [...answer.html.matchAll(/href="\/spiel\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids).toEqual(all.slice(6, 12).map((m) => m.id));
    expect(answer.lastIndex).toBe(5 + ids.length);
  });

  it('a callback that is not a plain name, or none, is refused', async () => {
    const client = new Client(env.app);
    for (const callback of ['alert(1)//', 'a;b', '', 'x'.repeat(50)])
      expect((await client.get(url(6, callback))).status).toBe(400);
    expect((await client.get(`/ajax/mannschaft/${team}/spiele/-/offset/6`)).status).toBe(400);
    expect(
      (await client.get(url(6, 'anstossJsonp').replace(String(team), '99999999'))).status,
    ).toBe(404);
  });
});

describe('issue 26: the club’s team count without JavaScript', () => {
  it('the number of teams listed is in the page, inside the counter’s host', async () => {
    const page = flat(await (await new Client(env.app).get(`/verein/${club.slug}`)).text());
    const listed = page.match(/class="team-list__name"/g)?.length ?? 0;
    expect(listed).toBeGreaterThan(0);
    expect(page).toContain(`<div data-widget="count-up" data-value="${listed}">${listed}</div>`);
  });
});
