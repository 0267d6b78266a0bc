/**
 * Contract tests: responses of the reference CMS parsed with each widget's own response schema
 * (widgets/<name>/src/api.ts), so a drift on either side fails here. Where the server builds an
 * answer in a function, its return type must satisfy the schema's input type (checked by tsc);
 * where a route writes the answer inline, the expected answer is written with `satisfies` and
 * compared with the real one. Fragments (tabs, tournament tree, content loader) are checked to
 * be fragments: no document, no script. Other endpoints: community, discovery and personal tests;
 * the media library: media.test.ts (every answer parsed with @anstoss/api/media).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseContentResponse } from '../../packages/api/src/index.ts';
import { editResponse } from '../../widgets/edit-item/src/api.ts';
import { headerWarningResponse } from '../../widgets/header-warning/src/api.ts';
import { tickerResponse } from '../../widgets/live-ticker/src/api.ts';
import { matchEventsResponse } from '../../widgets/match-quickview/src/api.ts';
import { toolboxResponse } from '../../widgets/news-list/src/api.ts';
import { ratingResponse } from '../../widgets/rating/src/api.ts';
import { reportResponse } from '../../widgets/report-tool/src/api.ts';
import { surveyFragmentResponse } from '../../widgets/survey-layer/src/api.ts';
import { matchEventsJson, tickerJson } from './simulator/feed.ts';
import { Client, createTestEnv, flat, TEST_NOW, type TestEnv } from './testing/harness.ts';

// Compile-time half of the contract: what the simulator's feeds build is what the widgets accept.
void (tickerJson satisfies (
  ...args: Parameters<typeof tickerJson>
) => z.input<typeof tickerResponse>);
void (matchEventsJson satisfies (
  ...args: Parameters<typeof matchEventsJson>
) => z.input<typeof matchEventsResponse>);

/** The text of an HTML fragment answer: 200, text/html, no document or script elements. */
async function fragment(res: Response): Promise<string> {
  expect(res.status, res.url).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  const text = await res.text();
  expect(surveyFragmentSchema.safeParse(flat(text)).success, text.slice(0, 200)).toBe(true);
  return text;
}

// GET /ajax/survey/{segment}.html: an HTML fragment (no document), possibly empty.
const surveyFragmentSchema = z
  .string()
  .check(
    z.refine(
      (html) => !/<(html|head|body|script)\b/i.test(html),
      'a fragment without document or script elements',
    ),
  );

// POST /ajax/dsgvo-u16/consent with Accept: application/json.
const consentSchema = z.object({
  success: z.literal(true),
  consent: z.object({ kind: z.literal('dsgvo_u16'), givenAt: z.iso.datetime() }),
});

// Every JSON error body: packages/api errorMessage() reads error.message.
const errorSchema = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string().check(z.minLength(1)) }),
});

// The page configuration every page embeds (runtime config.ts keys).
const pageConfigSchema = z.object({
  productPrefix: z.string(),
  providerAbbreviation: z.string(),
  loginUrl: z.string(),
  staticBase: z.string(),
  language: z.enum(['de', 'en']),
  userConfig: z.record(z.string(), z.string()),
});

let env: TestEnv;
/** The app's clock: moved forward where live games must have progressed. */
let now = TEST_NOW.getTime();
beforeAll(async () => {
  env = await createTestEnv({ now: () => new Date(now) });
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

describe('contract: demo-pages responses fit the widgets’ shapes', () => {
  it('header-warning', async () => {
    const body = await (await new Client(env.app).get('/ajax/header-warning.json')).json();
    expect(headerWarningResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ active: expect.stringMatching(/^[01]$/) });
  });

  it('survey-layer fragments, filled and empty', async () => {
    for (const segment of ['index', 'news', 'verein']) {
      const text = flat(
        await (await new Client(env.app).get(`/ajax/survey/${segment}.html`)).text(),
      );
      expect(surveyFragmentResponse.safeParse(text).success, segment).toBe(true);
      expect(surveyFragmentSchema.safeParse(text).success, segment).toBe(true);
    }
  });

  it('dsgvo_u16 consent and error bodies', async () => {
    const lena = await Client.loggedIn(env.app, 'lena');
    const ok = await (await lena.post('/ajax/dsgvo-u16/consent')).json();
    expect(consentSchema.safeParse(ok).success).toBe(true);
    const refused = await (
      await lena.post('/ajax/dsgvo-u16/consent', undefined, { csrf: false })
    ).json();
    expect(errorSchema.safeParse(refused).success).toBe(true);
    const missing = await (await new Client(env.app).get('/ajax/unbekannt.json')).json();
    expect(errorSchema.safeParse(missing).success).toBe(true);
  });

  it('page config', async () => {
    const page = flat(await (await new Client(env.app).get('/')).text());
    const json =
      /<script type="application\/json" id="anstoss-config">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(pageConfigSchema.safeParse(JSON.parse(json)).success).toBe(true);
  });

  describe('match centre', () => {
    let gameId = 0;
    let tickerIds: number[] = [];
    beforeAll(async () => {
      const live = await (await new Client(env.app).get('/spiele/live')).text();
      gameId = Number(/href="\/spiel\/(\d+)"/.exec(live)?.[1]);
      const page = await (await new Client(env.app).get(`/spiel/${gameId}`)).text();
      tickerIds = [...page.matchAll(/ticker-id\/(\d+)/g)].map((m) => Number(m[1]));
      now += 40_000; // at 20x: 13 match minutes, the early goal included
    });

    it('live-ticker: the ticker JSON, the 404 body', async () => {
      expect(tickerIds.length).toBeGreaterThan(0);
      for (const tickerId of new Set(tickerIds)) {
        const body: unknown = await (
          await new Client(env.app).get(`/ajax/liveticker/ticker-id/${tickerId}`)
        ).json();
        const ticker = tickerResponse.parse(body);
        // Ids are opaque to the widget: it keeps them as strings.
        expect(ticker.id).toBe(String(tickerId));
        expect(ticker.events.length).toBeGreaterThan(0);
      }
      const missing = await new Client(env.app).get('/ajax/liveticker/ticker-id/999999999');
      expect(missing.status).toBe(404);
      expect(errorSchema.safeParse(await missing.json()).success).toBe(true);
    });

    it('match-quickview: the match events data', async () => {
      const res = await new Client(env.app).get(`/ajax/spiel/${gameId}/ereignisse.json`);
      const events = matchEventsResponse.parse(await res.json());
      expect(events.sections['first-half']?.events.length).toBeGreaterThan(0);
    });

    it('tabs: both ajax tab panels are fragments', async () => {
      for (const tab of ['spielverlauf', 'liveticker']) {
        const text = await fragment(
          await new Client(env.app).get(`/ajax/spiel/${gameId}/${tab}/ticker-id/${tickerIds[0]}`),
        );
        expect(text.length, tab).toBeGreaterThan(0);
      }
    });
  });

  it('tournament-tree: OPEN gives the round as a fragment, CLOSE an empty one', async () => {
    const [cup] = await env.db.query<{ slug: string }>(
      `SELECT slug FROM competitions WHERE format = 'cup' ORDER BY slug LIMIT 1`,
    );
    const page = await (await new Client(env.app).get(`/wettbewerb/${cup?.slug}`)).text();
    const open = /\/ajax\/turnier\/[a-z0-9-]+\/runde\/\d+\/action\/OPEN/.exec(page)?.[0] ?? '';
    expect(await fragment(await new Client(env.app).get(open))).toContain(
      '<table class="matches">',
    );
    expect(await fragment(await new Client(env.app).get(open.replace('OPEN', 'CLOSE')))).toBe('');
  });

  it('news-list toolbox: results and the empty answer', async () => {
    const found: unknown = await (
      await new Client(env.app).get(
        '/ajax/news/toolbox/-/kategorie/herren/datum-von/2025-01-01/datum-bis/2026-03-14',
      )
    ).json();
    expect(toolboxResponse.parse(found).html).toContain('news-card');
    const none: unknown = await (
      await new Client(env.app).get(
        '/ajax/news/toolbox/-/kategorie/herren/datum-von/2001-01-01/datum-bis/2001-01-02',
      )
    ).json();
    expect(none).toEqual({ success: true, html: '' } satisfies z.input<typeof toolboxResponse>);
    expect(toolboxResponse.parse(none).html).toBe('');
  });

  it('content-loader: load more (JSON) and a lazy fragment (HTML)', async () => {
    const client = new Client(env.app);
    const res = await client.get('/ajax/news/mehr/-/offset/0/verband/_22/kategorie/herren');
    const first = parseContentResponse({
      status: res.status,
      type: 'json',
      body: await res.json(),
    });
    const cards = first.html.match(/<article class="card news-card"/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(0);
    expect(first.nextOffset).toBe(cards);
    const last = await client.get('/ajax/news/mehr/-/offset/100000/verband/_22/kategorie/herren');
    expect(
      parseContentResponse({ status: last.status, type: 'json', body: await last.json() }),
    ).toMatchObject({ html: '', final: true });
    const lazy = await client.get('/ajax/fragment/wettbewerbssuche.html');
    const text = await fragment(lazy);
    expect(parseContentResponse({ status: lazy.status, type: 'html', body: text }).html).toContain(
      'data-widget="competition-finder"',
    );
  });

  it('rating, report-tool and edit-item: success and refusal bodies', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const post = async (tool: string, fields: Record<string, string>, item = 'foto-2') => {
      const res = await max.postForm(`/ajax/items/${item}/${tool}`, fields, {
        headers: { Accept: 'application/json' },
      });
      return (await res.json()) as unknown;
    };
    const ok = { success: true };
    const refused = (message: string) => ({ success: false, error: { message } });

    const rated = await post('rating', { id: 'foto-2', rating: '4' });
    expect(rated).toEqual(ok satisfies z.input<typeof ratingResponse>);
    expect(ratingResponse.parse(rated).success).toBe(true);
    const badRating = await post('rating', { id: 'foto-2', rating: '9' });
    expect(badRating).toEqual(
      refused('Bitte vergib 1 bis 5 Sterne.') satisfies z.input<typeof ratingResponse>,
    );
    expect(ratingResponse.parse(badRating).success).toBe(false);

    const reported = await post('report', { id: 'foto-2', message: 'Falsches Foto', reason: '1' });
    expect(reported).toEqual(ok satisfies z.input<typeof reportResponse>);
    const shortReport = await post('report', { id: 'foto-2', message: 'x', reason: '1' });
    expect(reportResponse.parse(shortReport)).toEqual(
      refused('Bitte beschreibe kurz den Grund deiner Meldung.') satisfies z.input<
        typeof reportResponse
      >,
    );

    // foto-1 belongs to max: he may edit it; lena may not.
    const edited = await post(
      'edit',
      { id: 'foto-1', title: 'Flutlicht', description: 'Neu' },
      'foto-1',
    );
    expect(editResponse.parse(edited)).toEqual(ok satisfies z.input<typeof editResponse>);
    const lena = await Client.loggedIn(env.app, 'lena');
    const foreign = (await (
      await lena.postForm(
        '/ajax/items/foto-1/edit',
        { id: 'foto-1', title: 'Gekapert', description: '' },
        { headers: { Accept: 'application/json' } },
      )
    ).json()) as unknown;
    expect(editResponse.parse(foreign).success).toBe(false);
    const guest = await new Client(env.app).postForm(
      '/ajax/items/foto-2/rating',
      { id: 'foto-2', rating: '3' },
      { headers: { Accept: 'application/json' } },
    );
    expect(guest.status).toBe(401);
    expect(ratingResponse.parse(await guest.json()).success).toBe(false);
  });
});
