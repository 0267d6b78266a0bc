import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areasSchema,
  baseSchema,
  competitionsSchema,
} from '../../widgets/competition-finder/src/api.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const getJson = async (path: string) => {
  const res = await new Client(env.app).get(path);
  expect(res.status, path).toBe(200);
  return res.json() as Promise<unknown>;
};

describe('competition finder endpoints (spec §7)', () => {
  it('nested base data: 21 clients, seasons by client, types by client and season', async () => {
    const base = baseSchema.parse(await getJson('/ajax/wam/base.json'));
    expect(Object.keys(base.Mandanten)).toHaveLength(21);
    const seasons = base.Saisons._22;
    expect(typeof seasons).toBe('object');
    expect(Object.keys(seasons as object).length).toBeGreaterThanOrEqual(2);
    expect(base.currentSaison).toBe('_2526');
    expect(base.defaultCompetitionType).toBe('_1');
    const types = base.CompetitionTypes._22 as Record<string, Record<string, string>>;
    expect(types._2526?._1).toBe('Meisterschaften');
  });

  it('flat base data', async () => {
    const base = baseSchema.parse(await getJson('/ajax/wam/base-flat.json'));
    expect(base.Saisons._2526).toBe('25/26');
    expect(base.CompetitionTypes._1).toBe('Meisterschaften');
  });

  it('areas and competitions lead to a real competition page', async () => {
    const areas = areasSchema.parse(await getJson('/ajax/wam/areas/_22/_2526/_1'));
    const teamType = Object.keys(areas.Mannschaftsart)[0]!;
    const league = Object.keys(areas.Spielklasse[teamType]!)[0]!;
    const area = Object.keys(areas.Gebiet[teamType]![league]!)[0]!;
    const competitions = competitionsSchema.parse(
      await getJson(`/ajax/wam/competitions/_22/_2526/_1/${teamType}/${area}/${league}`),
    );
    const url = Object.keys(competitions[league]![area]!)[0]!;
    expect(url).toMatch(/^\/wettbewerb\/[a-z0-9-]+$/);
    const page = await new Client(env.app).get(url);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('data-widget="competition-finder"');
    expect(text).toContain('edWettbewerbUrl');
  });

  it('answers 404 JSON for ids without the _ prefix', async () => {
    const res = await new Client(env.app).get('/ajax/wam/areas/22/_2526/_1');
    expect(res.status).toBe(404);
  });

  it('the start page carries the finder; ?wam=flat switches to the flat base data', async () => {
    const nested = await (await new Client(env.app).get('/')).text();
    expect(nested).toContain('data-json-base="/ajax/wam/base.json"');
    const flat = await (await new Client(env.app).get('/?wam=flat')).text();
    expect(flat).toContain('data-json-base="/ajax/wam/base-flat.json"');
  });
});

describe('news endpoints (load more, toolbox, fragments)', () => {
  it('load more answers html, lastIndex and final', async () => {
    const first = (await getJson('/ajax/news/mehr/-/offset/0')) as {
      html: string;
      lastIndex: number;
      final: boolean;
    };
    expect(first.lastIndex).toBe(11);
    expect(first.final).toBe(false);
    expect(first.html).toContain('news-card');
    const filtered = (await getJson('/ajax/news/mehr/-/offset/0/kategorie/herren%2Cfrauen')) as {
      html: string;
    };
    expect(filtered.html).not.toContain('>Pokal<');
    const far = (await getJson('/ajax/news/mehr/-/offset/99999')) as {
      final: boolean;
      html: string;
    };
    expect(far.final).toBe(true);
    expect(far.html).toBe('');
  });

  it('the toolbox answers success and html with a load-more host for more results', async () => {
    const body = (await getJson('/ajax/news/toolbox/-/include/_22%2C_3/datum-von/2000-01-01')) as {
      success: boolean;
      html: string;
    };
    expect(body.success).toBe(true);
    expect(body.html).toContain('id="news-items"');
    const none = (await getJson('/ajax/news/toolbox/-/datum-von/2099-01-01')) as { html: string };
    expect(none.html).toBe('');
  });

  it('lazy fragments: known names answer html, others 404', async () => {
    const res = await new Client(env.app).get('/ajax/fragment/wettbewerbssuche.html');
    const fragment = await res.text();
    expect(fragment).toContain('data-widget="competition-finder"');
    // The finder's own heading is the only one (a second stood above it).
    expect(fragment).not.toMatch(/<h\d/);
    expect((await new Client(env.app).get('/ajax/fragment/unbekannt.html')).status).toBe(404);
  });

  it('the news page carries the toolbox, load more and the lazy fragment', async () => {
    const text = await (await new Client(env.app).get('/news')).text();
    expect(text).toContain('data-widget="news-list"');
    expect(text).toContain('data-widget="content-loader"');
    expect(text).toContain('data-form="#news-filter"');
    expect(text).toContain('data-mode="fragment"');
  });
});

describe('Spielplan (fixtures search)', () => {
  it('has a REST search form with the match-calendar range and a select navigation', async () => {
    const text = await (await new Client(env.app).get('/spielplan')).text();
    expect(text).toContain('data-rest-search');
    expect(text).toContain('data-widget="match-calendar"');
    expect(text).toContain('data-calendar-span="31"');
    expect(text).toContain('data-select-navigation');
    expect(text).toContain('data-from="2026-03-14"');
  });

  it('reads the REST path, lists matches and clamps the range to 31 days', async () => {
    const res = await new Client(env.app).get(
      '/spielplan/-/verband/_22/datum-von/2026-03-01/datum-bis/2026-06-30',
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('data-to="2026-04-01"');
    expect(text).toMatch(/<table/);
  });

  it('the fixtures search in English: heading, labels and dates in English', async () => {
    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const text = flat(
      await (
        await client.get('/spielplan/-/verband/_22/datum-von/2026-03-01/datum-bis/2026-03-10')
      ).text(),
    );
    expect(text).toContain('<h1>Fixtures</h1>');
    expect(text).toContain('01/03/2026 to 10/03/2026');
    for (const german of ['Spiele suchen', 'Bitte wählen', 'Schnellwahl', '2026 bis '])
      expect(text).not.toContain(german);
  });

  it('also answers the plain query of the form without JavaScript', async () => {
    const text = await (
      await new Client(env.app).get(
        '/spielplan?verband=_02&datum-von=2026-03-10&datum-bis=2026-03-01',
      )
    ).text();
    expect(text).toContain('data-from="2026-03-01"');
    expect(text).toContain('data-to="2026-03-10"');
  });
});
