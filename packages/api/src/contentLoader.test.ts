// @vitest-environment jsdom
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, parseContentResponse, planRedirect } from './contentLoader.ts';
import { ApiError } from './errors.ts';

const ORIGIN = location.origin;
const BASE = 'https://www.fussball.de/news/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('parseContentResponse', () => {
  it('turns lastIndex into the next offset and reads final and redirect', () => {
    expect(
      parseContentResponse({
        status: 200,
        type: 'json',
        body: { html: '<li>1</li>', lastIndex: 19, final: true, redirect: '/neu' },
        base: BASE,
      }),
    ).toEqual({
      html: '<li>1</li>',
      nextOffset: 20,
      final: true,
      redirect: 'https://www.fussball.de/neu',
    });
  });

  it('has sensible defaults for missing fields', () => {
    expect(parseContentResponse({ status: 200, type: 'json', body: {}, base: BASE })).toEqual({
      html: '',
      nextOffset: null,
      final: false,
      redirect: null,
    });
  });

  it('accepts numeric strings for lastIndex and only true-ish values for final', () => {
    const parse = (body: unknown) =>
      parseContentResponse({ status: 200, type: 'json', body, base: BASE });
    expect(parse({ lastIndex: '9' }).nextOffset).toBe(10);
    expect(parse({ lastIndex: 'x' }).nextOffset).toBeNull();
    expect(parse({ lastIndex: 2.5 }).nextOffset).toBeNull();
    expect(parse({ final: 'true' }).final).toBe(true);
    expect(parse({ final: 1 }).final).toBe(true);
    expect(parse({ final: 'false' }).final).toBe(false);
    expect(parse({ final: 0 }).final).toBe(false);
    expect(parse({ final: null }).final).toBe(false);
  });

  it('drops a redirect with a script scheme', () => {
    const body = { redirect: 'java\tscript:alert(1)' };
    expect(
      parseContentResponse({ status: 200, type: 'json', body, base: BASE }).redirect,
    ).toBeNull();
  });

  it('passes html responses through as html', () => {
    expect(parseContentResponse({ status: 200, type: 'html', body: '<p>x</p>' })).toEqual({
      html: '<p>x</p>',
      nextOffset: null,
      final: false,
      redirect: null,
    });
  });

  it.each([201, 204, 304, 404, 500])('fails on HTTP %i: only 200 counts as success', (status) => {
    expect(() => parseContentResponse({ status, type: 'json', body: {} })).toThrow(ApiError);
  });

  it('fails with kind "schema" on a body of the wrong shape', () => {
    try {
      parseContentResponse({ status: 200, type: 'json', body: { html: 5 } });
      expect.unreachable();
    } catch (error) {
      expect((error as ApiError).kind).toBe('schema');
    }
  });
});

describe('planRedirect', () => {
  it('reloads when only the hash differs, navigates otherwise', () => {
    expect(planRedirect('https://x.de/a#b', 'https://x.de/a#c')).toBe('reload');
    expect(planRedirect('/a', 'https://x.de/a')).toBe('reload');
    expect(planRedirect('/b', 'https://x.de/a')).toBe('navigate');
    expect(planRedirect('/a?x=1', 'https://x.de/a')).toBe('navigate');
  });
});

describe('loadContent', () => {
  it('GETs with parameters in the path and returns sanitised html', async () => {
    let path = '';
    server.use(
      mock.get(`${ORIGIN}/ajax/news/*`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({
          html: '<li>A</li><img src=x onerror=alert(1)>',
          lastIndex: 9,
          final: false,
        });
      }),
    );
    const result = await loadContent({ url: '/ajax/news', params: { offset: 0, team: 'U19/A' } });
    expect(path).toBe('/ajax/news/-/offset/0/team/U19_%7C_A');
    expect(result).toEqual({
      html: '<li>A</li><img src="x">',
      nextOffset: 10,
      final: false,
      redirect: null,
    });
  });

  it('POSTs a form-urlencoded body', async () => {
    let body = '';
    let type: string | null = null;
    server.use(
      mock.post(`${ORIGIN}/ajax/filter`, async ({ request }) => {
        body = await request.text();
        type = request.headers.get('Content-Type');
        return HttpResponse.json({ html: '<p>ok</p>', final: true });
      }),
    );
    const result = await loadContent({
      url: '/ajax/filter',
      method: 'post',
      params: { offset: 10, 'datum-von': new Date(2025, 4, 1), ids: [1, 2], empty: null },
    });
    expect(type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      offset: '10',
      'datum-von': '2025-05-01',
      ids: '1,2',
    });
    expect(result.final).toBe(true);
  });

  it('never retries a POST', async () => {
    let calls = 0;
    server.use(
      mock.post(`${ORIGIN}/ajax/filter`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await expect(loadContent({ url: '/ajax/filter', method: 'post' })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(calls).toBe(1);
  });

  it('loads html fragments', async () => {
    server.use(
      mock.get(`${ORIGIN}/fragment.html`, () =>
        HttpResponse.html('<section><h2>Tabelle</h2></section>'),
      ),
    );
    const result = await loadContent({ url: '/fragment.html', type: 'html' });
    expect(result.html).toBe('<section><h2>Tabelle</h2></section>');
  });

  it('loads jsonp by appending ?callback= and unwrapping the JSON, never executing it', async () => {
    let callback: string | null = null;
    server.use(
      mock.get(`${ORIGIN}/ajax/jsonp/*`, ({ request }) => {
        callback = new URL(request.url).searchParams.get('callback');
        return new HttpResponse(`${callback}({"html":"<b>1</b>","lastIndex":4});`, {
          headers: { 'Content-Type': 'application/javascript' },
        });
      }),
    );
    const result = await loadContent({ url: '/ajax/jsonp', type: 'jsonp', params: { offset: 0 } });
    expect(callback).toBe('anstossJsonp');
    expect(result).toMatchObject({ html: '<b>1</b>', nextOffset: 5 });
  });

  it('treats a 2xx other than 200 as failure', async () => {
    server.use(mock.get(`${ORIGIN}/ajax/empty`, () => new HttpResponse(null, { status: 204 })));
    await expect(loadContent({ url: '/ajax/empty' })).rejects.toMatchObject({
      kind: 'http',
      status: 204,
    });
  });

  it('reports malformed JSON as kind "parse"', async () => {
    server.use(mock.get(`${ORIGIN}/ajax/bad`, () => new HttpResponse('<html>error page</html>')));
    await expect(loadContent({ url: '/ajax/bad' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('sends If-Modified-Since when asked', async () => {
    let header: string | null = null;
    server.use(
      mock.get(`${ORIGIN}/ajax/since`, ({ request }) => {
        header = request.headers.get('If-Modified-Since');
        return HttpResponse.json({ html: '' });
      }),
    );
    await loadContent({ url: '/ajax/since', ifModifiedSince: 'Wed, 21 Oct 2015 07:28:00 GMT' });
    expect(header).toBe('Wed, 21 Oct 2015 07:28:00 GMT');
  });
});
