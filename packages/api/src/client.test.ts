// @vitest-environment jsdom
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getJson, getText, postForm, postJson } from './client.ts';
import { configureApi, resetApiConfig } from './config.ts';
import { ApiError, errorMessage, UNKNOWN_ERROR_KEY } from './errors.ts';

const server = setupServer();
const ORIGIN = location.origin;
const item = z.object({ id: z.number(), name: z.string() });
const ok = z.object({ success: z.boolean() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureApi({ csrfCookie: 'FBDE_CSRF', csrfHeader: 'X-CSRF-Token' });
  document.cookie = 'FBDE_CSRF=tok%20en; path=/';
});
afterEach(() => {
  server.resetHandlers();
  resetApiConfig();
  document.cookie = 'FBDE_CSRF=; path=/; max-age=0';
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('getJson', () => {
  it('resolves relative URLs, sends credentials, disables caching and parses with the schema', async () => {
    let seen: Request | undefined;
    server.use(
      mock.get(`${ORIGIN}/ajax/item.json`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 1, name: 'Anstoß', extra: true });
      }),
    );
    await expect(getJson('/ajax/item.json', item)).resolves.toEqual({ id: 1, name: 'Anstoß' });
    expect(seen?.credentials).toBe('include');
    expect(seen?.cache).toBe('no-store');
  });

  it('retries a GET after HTTP 500 and succeeds on the 200 that follows', async () => {
    let calls = 0;
    server.use(
      mock.get(`${ORIGIN}/flaky`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse('oops', { status: 500 })
          : HttpResponse.json({ id: 2, name: 'ok' });
      }),
    );
    await expect(getJson('/flaky', item)).resolves.toEqual({ id: 2, name: 'ok' });
    expect(calls).toBe(2);
  });

  it('waits as long as Retry-After asks before retrying', async () => {
    const times: number[] = [];
    server.use(
      mock.get(`${ORIGIN}/busy`, () => {
        times.push(Date.now());
        return times.length === 1
          ? new HttpResponse(null, { status: 503, headers: { 'Retry-After': '1' } })
          : HttpResponse.json({ id: 3, name: 'later' });
      }),
    );
    await expect(getJson('/busy', item)).resolves.toEqual({ id: 3, name: 'later' });
    expect(times).toHaveLength(2);
    expect((times[1] as number) - (times[0] as number)).toBeGreaterThanOrEqual(950);
  });

  it('does not retry when Retry-After asks for longer than 30 s', async () => {
    let calls = 0;
    server.use(
      mock.get(`${ORIGIN}/later`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3600' } });
      }),
    );
    const error = await failure(getJson('/later', item));
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect(calls).toBe(1);
  });

  it('retries with the normal backoff when Retry-After cannot be read', async () => {
    const times: number[] = [];
    server.use(
      mock.get(`${ORIGIN}/garbled`, () => {
        times.push(Date.now());
        return times.length === 1
          ? new HttpResponse(null, { status: 503, headers: { 'Retry-After': 'soon' } })
          : HttpResponse.json({ id: 4, name: 'backoff' });
      }),
    );
    await expect(getJson('/garbled', item)).resolves.toEqual({ id: 4, name: 'backoff' });
    // The first backoff is 150–300 ms (300 ms with equal jitter), never ky's maxRetryAfter (30 s).
    expect((times[1] as number) - (times[0] as number)).toBeLessThan(2_000);
  });

  it('fails a GET whose attempt outlasts the timeout as kind "network", without retrying', async () => {
    let calls = 0;
    server.use(
      mock.get(`${ORIGIN}/stuck`, async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const error = await failure(getJson('/stuck', item, { timeout: 50 }));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Timeout');
    expect(calls).toBe(1);
  });

  it('gives up after the retry limit with an http error carrying the server text', async () => {
    let calls = 0;
    server.use(
      mock.get(`${ORIGIN}/down`, () => {
        calls += 1;
        return HttpResponse.json({ error: { message: 'Wartungsarbeiten' } }, { status: 502 });
      }),
    );
    const error = await failure(getJson('/down', item));
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: 'Wartungsarbeiten' });
    expect(errorMessage(error)).toEqual({ text: 'Wartungsarbeiten' });
    expect(calls).toBe(3);
  });

  it('does not retry a 404', async () => {
    let calls = 0;
    server.use(
      mock.get(`${ORIGIN}/missing`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    expect(await failure(getJson('/missing', item))).toMatchObject({ kind: 'http', status: 404 });
    expect(calls).toBe(1);
  });

  it('reports a network error (after retrying) as kind "network"', async () => {
    let calls = 0;
    server.use(
      mock.get(`${ORIGIN}/offline`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const error = await failure(getJson('/offline', item));
    expect(error.kind).toBe('network');
    expect(calls).toBe(3);
    expect(errorMessage(error)).toEqual({ key: UNKNOWN_ERROR_KEY });
  });

  it('reports malformed JSON as kind "parse"', async () => {
    server.use(
      mock.get(
        `${ORIGIN}/broken`,
        () => new HttpResponse('{"id": 1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect((await failure(getJson('/broken', item))).kind).toBe('parse');
  });

  it('reports a schema mismatch as kind "schema", naming the field', async () => {
    server.use(mock.get(`${ORIGIN}/wrong`, () => HttpResponse.json({ id: 'one', name: 'x' })));
    const error = await failure(getJson('/wrong', item));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('id');
  });

  it('reports an aborted request as kind "aborted"', async () => {
    server.use(
      mock.get(`${ORIGIN}/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const controller = new AbortController();
    const pending = getJson('/slow', item, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('never sends the CSRF header on GET', async () => {
    let header: string | null = 'unset';
    server.use(
      mock.get(`${ORIGIN}/plain`, ({ request }) => {
        header = request.headers.get('X-CSRF-Token');
        return new HttpResponse('hi');
      }),
    );
    await expect(getText('/plain')).resolves.toBe('hi');
    expect(header).toBeNull();
  });
});

describe('posts', () => {
  it('postForm sends a form-urlencoded body with the CSRF header from its cookie', async () => {
    let seen: { type: string | null; csrf: string | null; body: string } | undefined;
    server.use(
      mock.post(`${ORIGIN}/ajax/vote`, async ({ request }) => {
        seen = {
          type: request.headers.get('Content-Type'),
          csrf: request.headers.get('X-CSRF-Token'),
          body: await request.text(),
        };
        return HttpResponse.json({ success: true });
      }),
    );
    await expect(
      postForm('/ajax/vote', { answer: 'ja & nein', ids: [1, 2], skip: undefined }, ok),
    ).resolves.toEqual({
      success: true,
    });
    expect(seen?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen?.csrf).toBe('tok en');
    expect(new URLSearchParams(seen?.body)).toEqual(
      new URLSearchParams({ answer: 'ja & nein', ids: '1,2' }),
    );
  });

  it('postJson sends JSON and the CSRF header', async () => {
    let seen: { csrf: string | null; body: unknown } | undefined;
    server.use(
      mock.post(`${ORIGIN}/ajax/item`, async ({ request }) => {
        seen = { csrf: request.headers.get('X-CSRF-Token'), body: await request.json() };
        return HttpResponse.json({ success: true });
      }),
    );
    await postJson('/ajax/item', { action: 'delete', id: 7 }, ok);
    expect(seen).toEqual({ csrf: 'tok en', body: { action: 'delete', id: 7 } });
  });

  it('never retries a POST, even after HTTP 500 or a network error', async () => {
    let calls = 0;
    server.use(
      mock.post(`${ORIGIN}/ajax/comment`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.error();
      }),
    );
    expect(await failure(postForm('/ajax/comment', { text: 'Hallo' }, ok))).toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(calls).toBe(1);
    expect((await failure(postForm('/ajax/comment', { text: 'Hallo' }, ok))).kind).toBe('network');
    expect(calls).toBe(2);
  });

  it('keeps the body of an error answer: JSON parsed, anything else as text', async () => {
    server.use(
      mock.post(`${ORIGIN}/json-error`, () =>
        HttpResponse.json({ meta: { error: 'Zu viele Versuche' } }, { status: 422 }),
      ),
      mock.post(`${ORIGIN}/text-error`, () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    expect(await failure(postJson('/json-error', {}, ok))).toMatchObject({
      kind: 'http',
      status: 422,
      body: { meta: { error: 'Zu viele Versuche' } },
      serverMessage: 'Zu viele Versuche',
    });
    expect(await failure(postJson('/text-error', {}, ok))).toMatchObject({
      kind: 'http',
      status: 502,
      body: 'Bad Gateway',
    });
  });

  it('does not send the CSRF header to another origin', async () => {
    let header: string | null = 'unset';
    server.use(
      mock.post('https://partner.example/collect', ({ request }) => {
        header = request.headers.get('X-CSRF-Token');
        return HttpResponse.json({ success: true });
      }),
    );
    await postJson('https://partner.example/collect', {}, ok);
    expect(header).toBeNull();
  });

  it('sends no CSRF header before configureApi or without the cookie', async () => {
    const headers: (string | null)[] = [];
    server.use(
      mock.post(`${ORIGIN}/x`, ({ request }) => {
        headers.push(request.headers.get('X-CSRF-Token'));
        return HttpResponse.json({ success: true });
      }),
    );
    resetApiConfig();
    await postJson('/x', {}, ok);
    configureApi({ csrfCookie: 'OTHER_CSRF', csrfHeader: 'X-CSRF-Token' });
    await postJson('/x', {}, ok);
    expect(headers).toEqual([null, null]);
  });

  it('exposes a business error body (HTTP 200) through errorMessage', async () => {
    const answer = z.object({
      success: z.boolean(),
      error: z.optional(z.object({ message: z.string() })),
    });
    server.use(
      mock.post(`${ORIGIN}/rate`, () =>
        HttpResponse.json({ success: false, error: { message: 'Schon bewertet' } }),
      ),
    );
    const body = await postForm('/rate', { stars: 5 }, answer);
    expect(errorMessage(body)).toEqual({ text: 'Schon bewertet' });
  });
});
