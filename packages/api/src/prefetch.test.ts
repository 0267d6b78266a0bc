import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { prefetchJson } from './prefetch.ts';

const server = setupServer(
  http.get('http://test.local/ok.json', () => HttpResponse.json({ a: 1 })),
  http.get('http://test.local/missing.json', () => new HttpResponse(null, { status: 404 })),
  http.get('http://test.local/broken.json', () => new HttpResponse('{"a":', { status: 200 })),
  http.get('http://test.local/offline.json', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('gives the parsed JSON of an OK answer', async () => {
  expect(await prefetchJson('http://test.local/ok.json')).toEqual({ a: 1 });
});

test('gives undefined for a 404, malformed JSON and a network error', async () => {
  expect(await prefetchJson('http://test.local/missing.json')).toBeUndefined();
  expect(await prefetchJson('http://test.local/broken.json')).toBeUndefined();
  expect(await prefetchJson('http://test.local/offline.json')).toBeUndefined();
});
