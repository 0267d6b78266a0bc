/**
 * Request and cookie data become null-prototype objects: a parameter, field or cookie named
 * `__proto__`, `constructor` or `toString` is kept as data, never read from or written to
 * Object.prototype (the counterexample fast-check found in the widgets' path decoding).
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { Client, createTestEnv, type TestEnv } from '../testing/harness.ts';
import { pathParams } from './discovery.ts';
import { readForm } from './validation.ts';

const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

function expectOwnData(record: object, expected: Record<string, string>) {
  expect(Object.getPrototypeOf(record)).toBeNull();
  for (const [key, value] of Object.entries(expected)) {
    expect(Object.getOwnPropertyDescriptor(record, key)?.value, key).toBe(value);
  }
  expect(Object.keys(record).sort()).toEqual(Object.keys(expected).sort());
}

describe('null-prototype request data', () => {
  it('path parameters (…/-/key/value/…)', () => {
    const path = `/ajax/news/toolbox/-/${HOSTILE.map((k, i) => `${k}/v${i}`).join('/')}`;
    expectOwnData(
      pathParams(path),
      Object.fromEntries(HOSTILE.map((k, i) => [k, `v${i}`])) as Record<string, string>,
    );
    // Nothing inherited answers for a missing key.
    const empty = pathParams('/ajax/news/toolbox/-/kategorie/herren');
    expect((empty as Record<string, unknown>).constructor).toBeUndefined();
    expect('toString' in empty).toBe(false);
  });

  it('form bodies, query strings and cookies as the routes read them', async () => {
    const app = new Hono<AppEnv>();
    app.post('/form', async (c) => c.json(Object.entries(await readForm(c))));
    app.get('/query', (c) => {
      const q = c.req.query();
      return c.json({ proto: Object.getPrototypeOf(q) === null, entries: Object.entries(q) });
    });
    app.get('/cookie', (c) => {
      const all = getCookie(c);
      return c.json({ proto: Object.getPrototypeOf(all) === null, entries: Object.entries(all) });
    });
    const pairs: [string, string][] = HOSTILE.map((k, i) => [k, `v${i}`]);

    const form = await app.request('/form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...pairs, ['message', 'Hallo']]).toString(),
    });
    expect(await form.json()).toEqual([...pairs, ['message', 'Hallo']]);

    const query = await app.request(`/query?${new URLSearchParams(pairs).toString()}`);
    expect(await query.json()).toEqual({ proto: true, entries: pairs });

    const cookie = await app.request('/cookie', {
      headers: { Cookie: pairs.map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(await cookie.json()).toEqual({ proto: true, entries: pairs });
  });
});

describe('the reference CMS with hostile names in requests', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  }, 120_000);
  afterAll(async () => {
    await env?.db.close();
  });

  it('reads its own cookies next to __proto__ and constructor cookies', async () => {
    const res = await env.app.request('/impressum', {
      headers: { Cookie: '__proto__=x; constructor=y; toString=z; FBDE_LANG=en' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html lang="en"/);
  });

  it('answers a toolbox request whose path holds __proto__ keys like one without them', async () => {
    const plain = '/ajax/news/toolbox/-/kategorie/herren/datum-von/2025-01-01/datum-bis/2026-03-14';
    const hostile =
      '/ajax/news/toolbox/-/__proto__/x/constructor/y/kategorie/herren/datum-von/2025-01-01/datum-bis/2026-03-14';
    const a = await env.app.request(plain);
    const b = await env.app.request(hostile);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
  });

  it('posts a comment whose form also carries __proto__ and constructor fields', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const [news] = await env.db.query<{ id: number }>(`SELECT id FROM news ORDER BY id LIMIT 1`);
    const res = await max.postForm(
      `/ajax/comments/${news!.id}`,
      { message: 'Prototyp bleibt Text', ['__proto__']: 'x', constructor: 'y' },
      { headers: { Accept: 'application/json' } },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });
});
