/**
 * Issue 19, item 1: unchecked input used to answer 500 with the SQL in the log. Every request of
 * the probe now gets a 400 with a German message, and generated garbage sent to every route of
 * the app never gets a 5xx.
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { inspect } from 'node:util';
import { join } from 'node:path';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { createApp } from '../app.ts';
import { isCalendarDay } from '../routes/validation.ts';
import { longThreadNewsId } from '../seed/community.ts';
import { Client, createTestEnv, TEST_NOW, type TestEnv } from '../testing/harness.ts';

let env: TestEnv;
let newsId: number;
let max: Client;
let errors: MockInstance;
beforeAll(async () => {
  env = await createTestEnv();
  max = new Client(env.app);
  await max.login('max');
  await max.get('/ajax/comments/1');
  newsId = (await longThreadNewsId(env.db))!;
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // Nothing of it reaches the error log, let alone a statement with its parameters.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

const ajax = { Accept: 'application/json' };

async function expectGerman400(res: Response, label: string) {
  expect(res.status, label).toBe(400);
  const text = await res.text();
  if (res.headers.get('Content-Type')?.includes('json')) {
    const body = JSON.parse(text) as { success: boolean; error: { message: string } };
    expect(body.success, label).toBe(false);
    expect(body.error.message, label).toMatch(/^Ungültige|Formular/);
  } else {
    expect(text, label).toContain('Ungültige Anfrage');
  }
}

describe('the probe list answers 400 in German', () => {
  it('numbers beyond int4 or not integers at all', async () => {
    const gets = [
      '/spiel/99999999999',
      `/ajax/comments/${newsId}?offset=99999999999999999999`,
      '/ajax/fan-poll/vote.json?id=99999999999&votedAnswer=question1',
      '/ajax/turnier/kreispokal-2526/runde/99999999999/action/OPEN',
      '/ajax/comments/replies/99999999999',
      '/mannschaft/99999999999',
      '/ajax/vereine/mannschaften/id/99999999999',
      '/news?seite=99999999999999999999999',
    ];
    for (const path of gets) {
      const res = await max.get(path, { ...ajax, 'Sec-Fetch-Site': 'same-origin' });
      await expectGerman400(res, path);
    }
    const posts: [string, Record<string, string>][] = [
      [`/ajax/comments/${newsId}`, { message: 'Eine Antwort', parentId: 'abc' }],
      ['/ajax/comments/report', { id: '1', message: 'Bitte prüfen', reason: '1.5' }],
      ['/ajax/comments/delete', { id: 'abc' }],
      ['/ajax/items/foto-2/report', { message: 'Bitte prüfen', reason: '99999999999' }],
    ];
    for (const [path, fields] of posts) {
      await expectGerman400(await max.postForm(path, fields, { headers: ajax }), path);
    }
  });

  it('impossible or out-of-range dates', async () => {
    for (const day of ['2024-02-30', '2024-13-45', '0000-01-01', '9999-12-31']) {
      await expectGerman400(
        await max.get(`/spielplan/-/verband/_22/datum-von/${day}/datum-bis/2024-03-01`),
        day,
      );
      await expectGerman400(
        await max.get(`/spielplan?datum-von=2024-03-01&datum-bis=${day}`),
        `query ${day}`,
      );
      await expectGerman400(
        await max.get(
          `/ajax/news/toolbox/-/kategorie/herren/datum-von/${day}/datum-bis/2024-03-01`,
        ),
        `toolbox ${day}`,
      );
    }
  });

  it('NUL bytes in text fields', async () => {
    const guest = new Client(env.app);
    await expectGerman400(
      await guest.postForm('/login', { username: 'max\0', password: 'x' }),
      'login',
    );
    await expectGerman400(await guest.get('/vereine?q=ab%00cd'), 'club search');
    await expectGerman400(await guest.get('/ajax/vereine/suche?client=abcd%00'), 'typeahead');
    await expectGerman400(
      await max.postForm(`/ajax/comments/${newsId}`, { message: 'Hallo\0Welt' }, { headers: ajax }),
      'comment',
    );
    await expectGerman400(
      await max.postForm(
        '/ajax/comments/report',
        { id: '1', message: 'Bitte\0prüfen' },
        { headers: ajax },
      ),
      'report',
    );
    const [survey] = await env.db.query<{ slug: string }>(`SELECT slug FROM surveys LIMIT 1`);
    await expectGerman400(
      await guest.postForm(`/umfrage/${survey!.slug}`, { answer: 'x', comment: 'a\0b' }),
      'survey',
    );
  });

  it('multipart/form-data without a boundary', async () => {
    for (const path of ['/login', '/hochladen', `/ajax/comments/${newsId}`]) {
      const res = await max.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data', 'X-CSRF-Token': max.csrfToken() ?? '' },
        body: 'username=max',
      });
      await expectGerman400(res, path);
    }
  });

  it('an unexpected error logs its message, never the statement or its parameters', async () => {
    const failing = createApp({
      db: {
        ...env.db,
        query: () =>
          Promise.reject(
            Object.assign(new Error('boom'), {
              query: 'SELECT secret FROM users WHERE id = $1',
              params: ['geheim'],
            }),
          ),
      },
      distDir: '/nonexistent-dist',
      now: () => TEST_NOW,
    });
    const res = await failing.request('/');
    expect(res.status).toBe(500);
    const logged = errors.mock.calls
      .map((args) => args.map((a) => inspect(a)).join(' '))
      .join('\n');
    expect(logged).toContain('boom');
    expect(logged).not.toContain('SELECT');
    expect(logged).not.toContain('geheim');
    errors.mockClear();
  });
});

describe('calendar days', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-13-45', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
    ['2026-3-1', false],
    ['2100-12-31', true],
  ])('%s -> %s', (day, ok) => {
    expect(isCalendarDay(day)).toBe(ok);
  });
});

describe('static files', () => {
  it('decides the cache rule on the file served, not on the raw path', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'anstoss-dist-'));
    try {
      mkdirSync(join(dist, 'chunks'));
      writeFileSync(join(dist, 'runtime.js'), 'export {};');
      writeFileSync(join(dist, 'chunks', 'a-123.js'), 'export {};');
      const app = createApp({ db: env.db, distDir: dist, now: () => TEST_NOW });
      const chunk = await app.request('/static/anstoss/1.0.0/chunks/a-123.js');
      expect(chunk.headers.get('Cache-Control')).toContain('immutable');
      const sneaky = await app.request('/static/anstoss/1.0.0/chunks/..%2fruntime.js');
      if (sneaky.status === 200) expect(sneaky.headers.get('Cache-Control')).toBe('no-cache');
      else expect(sneaky.status).toBe(404);
      expect(sneaky.headers.get('Cache-Control') ?? '').not.toContain('immutable');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

// ---- property test: garbage to every route ------------------------------------------------

/** Field and parameter names the routes read, so garbage reaches the checks behind them. */
const NAMES = [
  'username',
  'password',
  'fw_url',
  'message',
  'parentId',
  'poll',
  'title',
  'datumVon',
  'question',
  'answer1',
  'answer2',
  'id',
  'reason',
  'votedAnswer',
  'offset',
  'rating',
  'description',
  'captcha-code',
  'captcha-digest',
  'action',
  'firstname',
  'lastname',
  'email',
  'text',
  'article-uuid',
  'match_id',
  'ticker_id',
  'answer',
  'comment',
  'active',
  'confirm',
  'q',
  'client',
  'lang',
  'verband',
  'kategorie',
  'seite',
  'saison',
  'datum-von',
  'datum-bis',
  'mannschaftsart',
  'erfolg',
  'gespeichert',
  'danke',
  'gesendet',
  '__proto__',
  'constructor',
];

const garbage = fc.oneof(
  fc.constantFrom(
    '99999999999',
    '99999999999999999999',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '',
    ' ',
    '0',
    '2024-02-30',
    '2024-13-45',
    '0000-01-01',
    '9999-12-31',
    '\u0000',
    'a\u0000b',
    '__proto__',
    '%',
    '%zz',
    '../../etc/passwd',
    '<script>',
    "'; DROP TABLE news; --",
    'question1',
    '_22',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^[0-9]{1,25}$/),
);

/** One concrete path for a route pattern: each parameter and wildcard filled with garbage. */
function pathOf(pattern: string, values: string[]): string {
  let i = 0;
  const next = () => encodeURIComponent(values[i++ % values.length] ?? '');
  return pattern
    .replace(/:[A-Za-z]+(\{(?:[^{}]|\{[^}]*\})*\})?/g, () => next())
    .replace(/\*/g, () => `${next()}/-/offset/${next()}/datum-von/${next()}`);
}

describe('property: no route answers 5xx, whatever arrives', () => {
  it('sends generated garbage to every GET and POST route', async () => {
    const routes = [
      ...new Map(
        env.app.routes
          .filter((r) => r.method === 'GET' || r.method === 'POST')
          .map((r) => [`${r.method} ${r.path}`, r] as const),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(50);
    const guest = new Client(env.app);
    await guest.get('/login');
    const body = fc.record({
      kind: fc.constantFrom('form', 'multipart', 'no-boundary', 'json', 'text'),
      fields: fc.dictionary(fc.constantFrom(...NAMES), garbage, { maxKeys: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        fc.array(garbage, { minLength: 1, maxLength: 6 }),
        fc.dictionary(fc.constantFrom(...NAMES), garbage, { maxKeys: 4 }),
        body,
        fc.boolean(),
        async (index, values, queryFields, payload, asMember) => {
          const route = routes[index]!;
          const client = asMember ? max : guest;
          const query = new URLSearchParams(Object.entries(queryFields)).toString();
          const path = `${pathOf(route.path, values)}${query ? `?${query}` : ''}`;
          const token = client.csrfToken() ?? '';
          let res: Response;
          if (route.method === 'GET') {
            res = await client.get(path, { 'Sec-Fetch-Site': 'same-origin' });
          } else {
            const headers: Record<string, string> = { 'X-CSRF-Token': token };
            let data: BodyInit;
            if (payload.kind === 'json') {
              headers['Content-Type'] = 'application/json';
              data = JSON.stringify(payload.fields);
            } else if (payload.kind === 'multipart') {
              const form = new FormData();
              for (const [k, v] of Object.entries(payload.fields)) form.append(k, v);
              data = form;
            } else if (payload.kind === 'no-boundary') {
              headers['Content-Type'] = 'multipart/form-data';
              data = new URLSearchParams(Object.entries(payload.fields)).toString();
            } else if (payload.kind === 'form') {
              headers['Content-Type'] = 'application/x-www-form-urlencoded';
              data = new URLSearchParams(Object.entries(payload.fields)).toString();
            } else {
              headers['Content-Type'] = 'text/plain';
              data = Object.values(payload.fields).join('\n');
            }
            res = await client.request(path, { method: 'POST', headers, body: data });
          }
          await res.arrayBuffer();
          if (res.status >= 500) throw new Error(`${route.method} ${path} -> ${res.status}`);
          // Keep the member logged in for the next run (garbage may have hit /logout).
          if (asMember && !max.cookie('FBDE_LOGIN')) await max.login('max');
        },
      ),
      { numRuns: 400 },
    );
  }, 240_000);
});
