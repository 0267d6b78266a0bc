// @vitest-environment jsdom
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { conditionalGetJson, jsonPollRequest, nextValidators } from './conditional.ts';
import { createPoller } from './poller.ts';

const ORIGIN = location.origin;
const schema = z.object({ score: z.string() });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LAST_MODIFIED = 'Sat, 01 Mar 2025 15:30:00 GMT';

describe('conditionalGetJson', () => {
  it('returns data with Last-Modified, ETag and Age, then 304 when the validators match', async () => {
    const seen: { ims: string | null; inm: string | null }[] = [];
    server.use(
      mock.get(`${ORIGIN}/ticker/ticker-id/7`, ({ request }) => {
        const ims = request.headers.get('If-Modified-Since');
        const inm = request.headers.get('If-None-Match');
        seen.push({ ims, inm });
        if (ims === LAST_MODIFIED || inm === '"v1"') return new HttpResponse(null, { status: 304 });
        return HttpResponse.json(
          { score: '1:0' },
          { headers: { 'Last-Modified': LAST_MODIFIED, ETag: '"v1"', Age: '12' } },
        );
      }),
    );
    const first = await conditionalGetJson('/ticker/ticker-id/7', schema);
    expect(first).toMatchObject({
      kind: 'data',
      data: { score: '1:0' },
      meta: { status: 200, lastModified: LAST_MODIFIED, etag: '"v1"', age: 12 },
    });
    const validators = nextValidators({}, first.meta);
    const second = await conditionalGetJson('/ticker/ticker-id/7', schema, { validators });
    expect(second.kind).toBe('not-modified');
    expect(seen).toEqual([
      { ims: null, inm: null },
      { ims: LAST_MODIFIED, inm: '"v1"' },
    ]);
  });

  it('reports 404 as its own outcome', async () => {
    server.use(mock.get(`${ORIGIN}/ticker/gone`, () => new HttpResponse(null, { status: 404 })));
    const request = jsonPollRequest('/ticker/gone', schema);
    const result = await request({ validators: {}, signal: new AbortController().signal });
    expect(result).toMatchObject({ kind: 'not-found', meta: { status: 404 } });
  });

  it('throws an ApiError for other failures and schema mismatches', async () => {
    server.use(
      mock.get(`${ORIGIN}/ticker/error`, () => new HttpResponse(null, { status: 400 })),
      mock.get(`${ORIGIN}/ticker/odd`, () => HttpResponse.json({ score: 1 })),
    );
    await expect(conditionalGetJson('/ticker/error', schema)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
    });
    await expect(conditionalGetJson('/ticker/odd', schema)).rejects.toMatchObject({
      kind: 'schema',
    });
  });

  it('keeps old validators when a 304 repeats none', () => {
    const meta = { status: 304, lastModified: null, etag: null, age: null, date: null };
    expect(nextValidators({ lastModified: LAST_MODIFIED, etag: '"a"' }, meta)).toEqual({
      lastModified: LAST_MODIFIED,
      etag: '"a"',
    });
  });
});

describe('createPoller with jsonPollRequest over HTTP', () => {
  it('calls onData only for new data: not for 304, not for an identical body', async () => {
    let version = 1;
    let sameBodyNewDate = false;
    server.use(
      mock.get(`${ORIGIN}/ticker/live`, ({ request }) => {
        const etag = `"v${version}"`;
        if (request.headers.get('If-None-Match') === etag && !sameBodyNewDate) {
          return new HttpResponse(null, { status: 304 });
        }
        return HttpResponse.json(
          { score: `${version}:0` },
          { headers: { ETag: sameBodyNewDate ? `"x${version}"` : etag } },
        );
      }),
    );
    const onData = vi.fn();
    const onNotModified = vi.fn();
    const poller = createPoller({
      request: jsonPollRequest('/ticker/live', schema),
      intervalMs: 60_000,
      onData,
      onNotModified,
    });
    await poller.poll();
    await poller.poll();
    sameBodyNewDate = true;
    await poller.poll();
    sameBodyNewDate = false;
    version = 2;
    await poller.poll();
    expect(onNotModified).toHaveBeenCalledTimes(1);
    expect(onData.mock.calls.map(([data]) => data)).toEqual([{ score: '1:0' }, { score: '2:0' }]);
  });
});
