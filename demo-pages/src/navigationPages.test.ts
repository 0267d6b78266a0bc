import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from './repo/statistics.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';
import { NAVIGATION_ITEMS } from './views/navigationFlyout.ts';
import { goalsPerMatch, playerName } from './views/pages/statistics.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

describe('navigation entries lead to real pages (issue 17)', () => {
  it('every link of the navigation answers 200 with a page of its own', async () => {
    const client = new Client(env.app);
    const hrefs = NAVIGATION_ITEMS.flatMap((item) =>
      'items' in item && item.items ? item.items.map((sub) => sub.href) : [item.href],
    ).filter((href): href is string => typeof href === 'string' && href.startsWith('/'));
    expect(hrefs).toEqual(expect.arrayContaining(['/statistik', '/spielplan', '/spieler']));
    for (const href of hrefs) expect((await client.get(href)).status, href).toBe(200);
  });

  it('/statistik shows the leagues of the season with played matches and goals', async () => {
    const page = flat(await (await new Client(env.app).get('/statistik')).text());
    expect(page).toContain('<h1>Statistiken</h1>');
    expect(page).toMatch(/<th scope="row"><a href="\/wettbewerb\/[a-z0-9-]+">/);
    expect(page).toMatch(/<a href="\/spiel\/\d+">[^<]+ \d+:\d+<\/a>/);
    // Goals per match may wrap after the slash: the English head was too wide for a phone.
    expect(page).toContain('<th scope="col" class="num">Tore/<wbr />Spiel</th>');
    const english = new Client(env.app);
    english.jar.set('FBDE_LANG', 'en');
    expect(flat(await (await english.get('/statistik')).text())).toContain(
      '<th scope="col" class="num">Goals/<wbr />match</th>',
    );
  });

  it('/statistik tells leagues of the same name apart by their association', async () => {
    // The full seed has "Bezirksliga Süd" in two associations; the tiny one is made to.
    const [first, second] = await env.db.query<{ id: string; name: string; association: string }>(
      `SELECT co.id, co.name, co.association_id AS association FROM competitions co
       WHERE co.format = 'league' AND co.season_id = (SELECT id FROM seasons WHERE is_current)
         AND EXISTS (SELECT 1 FROM matches m
           WHERE m.competition_id = co.id AND m.home_goals IS NOT NULL)
       ORDER BY co.id LIMIT 2`,
    );
    const [other] = await env.db.query<{ id: string }>(
      'SELECT id FROM associations WHERE id <> $1 ORDER BY id LIMIT 1',
      [first!.association],
    );
    const rename = (name: string, association: string) =>
      env.db.query('UPDATE competitions SET name = $1, association_id = $2 WHERE id = $3', [
        name,
        association,
        second!.id,
      ]);
    await rename(first!.name, other!.id);
    const page = flat(await (await new Client(env.app).get('/statistik')).text());
    await rename(second!.name, second!.association);
    const rows = [
      ...page.matchAll(
        /<th scope="row"><a href="\/wettbewerb\/[a-z0-9-]+">([^<]+)<\/a>(?: <span class="muted">\(([^)]+)\)<\/span>)?<\/th>/g,
      ),
    ].map(([, name, association]) => ({ name: name!, association }));
    expect(rows.length).toBeGreaterThan(1);
    const count = (name: string) => rows.filter((r) => r.name === name).length;
    expect(rows.filter((r) => count(r.name) > 1)).toHaveLength(2);
    for (const row of rows)
      expect(row.association !== undefined, row.name).toBe(count(row.name) > 1);
    const labels = rows.map((r) => `${r.name} ${r.association ?? ''}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('/spieler finds players by name, shows private ones by initial, and escapes the query', async () => {
    const rows = await env.db.query<{ last: string; private: boolean }>(
      'SELECT last_name AS last, is_not_public AS private FROM players ORDER BY id LIMIT 1',
    );
    const client = new Client(env.app);
    const page = flat(
      await (await client.get(`/spieler?q=${encodeURIComponent(rows[0]!.last)}`)).text(),
    );
    expect(page).toMatch(/\d+ Spieler gefunden/);
    expect(page).toContain(rows[0]!.last);
    const none = flat(await (await client.get('/spieler?q=%3Cscript%3Ex')).text());
    expect(none).toContain('Kein Spieler gefunden für „&lt;script&gt;x“');
    expect(flat(await (await client.get('/spieler')).text())).toContain(
      'mindestens zwei Buchstaben',
    );
  });

  it('helpers', () => {
    expect(likePattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
    expect(goalsPerMatch(13, 4)).toBe('3,25');
    expect(goalsPerMatch(0, 0)).toBe('–');
    expect(playerName({ firstName: 'Lena', lastName: 'Berg', isNotPublic: true })).toBe('L. Berg');
  });
});
