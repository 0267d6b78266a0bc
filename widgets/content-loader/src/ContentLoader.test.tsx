import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSanitizer } from '@anstoss/api';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import {
  describeLoadFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ContentLoader } from './ContentLoader.tsx';
import { fragmentHtml, hostileHtml, lastPage, pageOne, schemaMismatch } from './fixtures.ts';
import { contentLoaderProps } from './props.ts';

const server = setupMswServer();
const requests: string[] = [];
let answer: () => Response = () => HttpResponse.json(pageOne);

beforeAll(() => initTestI18n('de'));
// DOMPurify loads on first use; loaded up front, the answers are handled as soon as they arrive.
beforeAll(() => loadSanitizer());
beforeEach(() => {
  requests.length = 0;
  answer = () => HttpResponse.json(pageOne);
  server.use(
    http.all('/ajax/liste/*', ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  document.body.innerHTML =
    '<form id="filter"><select name="verband"><option value="_22" selected>Mittelrhein</option></select><button>Filtern</button></form><ul id="liste"><li class="item">Erster</li></ul>';
});
afterEach(() => {
  document.body.innerHTML = '';
  initTestI18n('de');
});

function renderWidget(attributes: Record<string, string> = {}) {
  const navigation = installFakeNavigation();
  const props = contentLoaderProps.parse({
    url: '/ajax/liste/news',
    target: '#liste',
    ...attributes,
  });
  const container = document.body.appendChild(document.createElement('div'));
  const view = render(<ContentLoader props={props} host={container} />, { container });
  return { ...view, navigation };
}

const items = () => [...document.querySelectorAll('#liste .item')].map((el) => el.textContent);

describe('content-loader: load more', () => {
  it('appends the sanitised html, moves the offset to lastIndex+1, shows the indicator meanwhile', async () => {
    let release!: () => void;
    answer = () => HttpResponse.json(pageOne);
    server.use(
      http.get('/ajax/liste/*', async ({ request }) => {
        requests.push(new URL(request.url).pathname);
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json(pageOne);
      }),
    );
    const user = userEvent.setup();
    renderWidget({ offset: '1', form: '#filter' });
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('Wird geladen …')).toBeInTheDocument();
    release();
    await waitFor(() => expect(items()).toEqual(['Erster', 'Dritter Artikel', 'Vierter Artikel']));
    expect(requests[0]).toBe('/ajax/liste/news/-/offset/1/verband/_22');
    expect(screen.queryByText('Wird geladen …')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 weitere Einträge geladen');
    server.resetHandlers();
    server.use(
      http.get(
        '/ajax/liste/*',
        ({ request }) => (
          requests.push(new URL(request.url).pathname),
          HttpResponse.json(lastPage)
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(requests[1]).toBe('/ajax/liste/news/-/offset/4/verband/_22'));
    // final: the button is hidden
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull());
  });

  it('removes scripts and handlers from inserted html', async () => {
    answer = () => HttpResponse.json(hostileHtml);
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    const added = document.querySelectorAll('#liste .item')[1]!;
    expect(added.outerHTML).not.toMatch(/onclick|onerror|script/);
  });

  it('a filter form submit reloads the list from offset 0 with the form fields', async () => {
    const user = userEvent.setup();
    renderWidget({ offset: '1', form: '#filter' });
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(items()).toEqual(['Dritter Artikel', 'Vierter Artikel']));
    expect(requests[0]).toBe('/ajax/liste/news/-/offset/0/verband/_22');
  });

  it('redirect navigates; a hash-only change reloads', async () => {
    answer = () => HttpResponse.json({ redirect: '/anderswo' });
    const user = userEvent.setup();
    const { navigation } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() =>
      expect(navigation.go).toHaveBeenCalledWith('http://localhost:3000/anderswo'),
    );
    answer = () => HttpResponse.json({ redirect: `${location.pathname}#neu` });
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledOnce());
  });

  it('posts form-urlencoded with data-method="post"', async () => {
    let body = '';
    server.use(
      http.post('/ajax/liste/news', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json(pageOne);
      }),
    );
    const user = userEvent.setup();
    renderWidget({ method: 'post', offset: '3' });
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(body).toBe('offset=3'));
  });

  it('speaks English', () => {
    initTestI18n('en');
    renderWidget();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWidget();
    await expectNoAxeViolations(container);
  });

  // Load more as a POST (data-method="post"): never retried, one request per fault.
  describeLoadFaults('faults: the indicator stops, the list stays, no message (spec §8)', {
    server,
    method: 'post',
    path: '/ajax/liste/news',
    schemaMismatch,
    consoleWarn: '[anstoss] content-loader: could not load',
    render: () => {
      renderWidget({ method: 'post' });
      fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    },
    expectShown: async () => {
      await waitFor(() => expect(screen.queryByText('Wird geladen …')).toBeNull());
      expect(items()).toEqual(['Erster']);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeEnabled();
    },
  });
});

describe('content-loader: lazy fragments', () => {
  it('appends the fragment after 10 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer = () => new HttpResponse(fragmentHtml, { headers: { 'Content-Type': 'text/html' } });
    renderWidget({ mode: 'fragment', url: '/ajax/liste/teaser.html' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9);
    });
    expect(requests).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2);
    });
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('#liste .teaser')).not.toBeNull());
    expect(items()).toEqual(['Erster']);
  });

  describe('far down the page (issue 31)', () => {
    /** A controllable IntersectionObserver: `scrollNear()` reports every observed box near. */
    let observed: { callback: IntersectionObserverCallback; target: Element; margin?: string }[] =
      [];
    class TestObserver {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options: IntersectionObserverInit = {},
      ) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target, margin: this.options.rootMargin });
      }
      disconnect() {
        observed = observed.filter((o) => o.callback !== this.callback);
      }
    }
    const scrollNear = () =>
      act(() => {
        for (const { callback, target } of [...observed])
          callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      });
    beforeEach(() => {
      observed = [];
      vi.stubGlobal('IntersectionObserver', TestObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    async function expectFragmentAfter(reach: () => unknown) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      answer = () => new HttpResponse(fragmentHtml, { headers: { 'Content-Type': 'text/html' } });
      renderWidget({ mode: 'fragment', url: '/ajax/liste/teaser.html' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      expect(requests).toHaveLength(0);
      expect(observed.map((o) => o.margin)).toEqual(['200px']);
      await reach();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(9);
      });
      expect(requests).toHaveLength(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2);
      });
      vi.useRealTimers();
      await waitFor(() => expect(document.querySelector('#liste .teaser')).not.toBeNull());
      expect(requests).toEqual(['/ajax/liste/teaser.html']);
      expect(observed).toEqual([]);
    }

    it('is requested 10 ms after its box comes within 200 px of the viewport, not before', () =>
      expectFragmentAfter(scrollNear));

    it('is requested at the first Tab, so a keyboard user never passes an empty box', () =>
      expectFragmentAfter(() => fireEvent.keyDown(document.body, { key: 'Tab' })));

    it('the onload trigger does not wait for the viewport (1000 ms after mount)', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      renderWidget({ mode: 'fragment', url: '/ajax/liste/teaser.html', trigger: 'onload' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1010);
      });
      vi.useRealTimers();
      expect(observed).toEqual([]);
      await waitFor(() => expect(requests).toEqual(['/ajax/liste/teaser.html']));
    });
  });

  it('replaces with data-insert="replace" and waits 1000 ms with data-trigger="onload"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer = () => new HttpResponse(fragmentHtml, { headers: { 'Content-Type': 'text/html' } });
    renderWidget({
      mode: 'fragment',
      url: '/ajax/liste/teaser.html',
      insert: 'replace',
      trigger: 'onload',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(990);
    });
    expect(requests).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('#liste .teaser')).not.toBeNull());
    expect(items()).toEqual([]);
  });

  it('a failing fragment leaves the page as it is', async () => {
    const warn = expectConsoleWarn();
    answer = () => new HttpResponse('x', { status: 500 });
    renderWidget({ mode: 'fragment', url: '/ajax/liste/teaser.html' });
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 4000 });
    expect(items()).toEqual(['Erster']);
  });
});

describe('content-loader: refresh (If-Modified-Since)', () => {
  const shown = 'Sat, 14 Mar 2026 10:00:00 GMT';
  const changed = 'Sat, 14 Mar 2026 11:00:00 GMT';
  const sent: (string | null)[] = [];

  beforeEach(() => {
    sent.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  /** Answers 304 while the client's date is the newest, else the new list with its date. */
  function conditionalServer(lastModified: () => string) {
    server.use(
      http.get('/ajax/liste/naechste', ({ request }) => {
        const since = request.headers.get('If-Modified-Since');
        sent.push(since);
        if (since && Date.parse(since) >= Date.parse(lastModified()))
          return new HttpResponse(null, { status: 304 });
        return HttpResponse.json(
          { html: '<li class="item">Neues Spiel</li>' },
          { headers: { 'Last-Modified': lastModified() } },
        );
      }),
    );
  }
  const tick = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('with the page’s date it waits one interval, keeps the list on 304 and replaces it once the server has news', async () => {
    let modified = shown;
    conditionalServer(() => modified);
    renderWidget({
      mode: 'refresh',
      url: '/ajax/liste/naechste',
      refresh: '30',
      lastModified: shown,
    });
    await tick(29_000);
    expect(sent).toEqual([]);
    await tick(1_000);
    await vi.waitFor(() => expect(sent).toEqual([shown]));
    await tick(0);
    expect(items()).toEqual(['Erster']);

    modified = changed;
    await tick(30_000);
    await vi.waitFor(() => expect(items()).toEqual(['Neues Spiel']));
    expect(sent).toEqual([shown, shown]);
    // The next request carries the new date, and the 304 keeps the new list.
    await tick(30_000);
    await vi.waitFor(() => expect(sent).toEqual([shown, shown, changed]));
    await tick(0);
    expect(items()).toEqual(['Neues Spiel']);
  });

  it('without a date it loads at once; a failure keeps the list and the next interval tries again', async () => {
    const warn = expectConsoleWarn();
    server.use(
      http.get('/ajax/liste/naechste', ({ request }) => {
        sent.push(request.headers.get('If-Modified-Since'));
        return new HttpResponse('kaputt', { status: 500 });
      }),
    );
    renderWidget({ mode: 'refresh', url: '/ajax/liste/naechste' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 4000 });
    // The first request had no date to send (the client's own retries included).
    expect(new Set(sent)).toEqual(new Set([null]));
    expect(items()).toEqual(['Erster']);
    conditionalServer(() => changed);
    await tick(60_000);
    await vi.waitFor(() => expect(items()).toEqual(['Neues Spiel']));
  });

  it('refuses an interval under 10 seconds', () => {
    expect(contentLoaderProps.safeParse({ url: '/x', mode: 'refresh', refresh: '5' }).success).toBe(
      false,
    );
  });
});
