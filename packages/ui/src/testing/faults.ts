/**
 * The fault matrices every widget that reads or writes runs (issue 25), instead of pasting its
 * own: `describeLoadFaults` for a GET the widget loads through `useResource`, and
 * `describeWriteFaults` for a write through `createAction`/`useAction`. Both install their
 * handlers on the widget's MSW server (`setupMswServer`), count the requests, and check what a
 * person notices: the message, the retry, the login offer, what they typed still there.
 */
import { http, HttpResponse, delay } from 'msw';
import type { JsonBodyType } from 'msw';
import type { setupServer } from 'msw/node';

type SetupServerApi = ReturnType<typeof setupServer>;
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ERROR_KEY } from '@anstoss/api';
import { expectConsoleWarn } from '../../../../scripts/console-guard.ts';
import { langResources } from './i18n.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type User = ReturnType<typeof userEvent.setup>;

/** The German generic failure text (spec §8). */
export const GENERIC_ERROR_TEXT = (langResources.de as Record<string, string>)[UNKNOWN_ERROR_KEY]!;

const malformedJson = () =>
  new HttpResponse('{"success":', { headers: { 'Content-Type': 'application/json' } });

/** Counts the requests to one endpoint and answers them with the case's resolver. */
function endpoint(server: SetupServerApi, method: Method, path: string) {
  const seen = { count: 0, aborted: 0 };
  return {
    seen,
    answer(resolve: (request: Request) => Response | Promise<Response>) {
      seen.count = 0;
      seen.aborted = 0;
      server.use(
        http[method](path, ({ request }) => {
          seen.count++;
          request.signal.addEventListener('abort', () => seen.aborted++);
          return resolve(request);
        }),
      );
    },
  };
}

export interface LoadFaultOptions {
  server: SetupServerApi;
  /** The GET path (MSW pattern) the widget loads. */
  path: string;
  /** A JSON body of the wrong shape for this endpoint (its schema must refuse it). */
  schemaMismatch: JsonBodyType;
  /** Renders the widget (after the case installed its answer). */
  render: () => unknown;
  /** What the widget logs on a failed load, if it does (`expectConsoleWarn`). */
  consoleWarn?: string | RegExp;
  /** What the person sees; default: an "Erneut versuchen" button appears. */
  expectShown?: () => Promise<void>;
}

/**
 * HTTP 500 and a network error (after the client's two retries: 3 requests), malformed JSON and
 * a schema mismatch (1 request each): the widget shows its error with a retry, and the retry
 * loads again.
 */
export function describeLoadFaults(title: string, o: LoadFaultOptions): void {
  const cases: [string, () => Response, number][] = [
    ['HTTP 500', () => new HttpResponse('kaputt', { status: 500 }), 3],
    ['network error', () => HttpResponse.error(), 3],
    ['malformed JSON', malformedJson, 1],
    ['schema mismatch', () => HttpResponse.json(o.schemaMismatch), 1],
  ];
  describe(title, () => {
    for (const [name, resolver, count] of cases) {
      it(`${name}: an error with a retry that loads again`, async () => {
        const api = endpoint(o.server, 'get', o.path);
        api.answer(resolver);
        if (o.consoleWarn !== undefined) expectConsoleWarn(o.consoleWarn);
        o.render();
        await waitFor(() => expect(api.seen.count).toBe(count), { timeout: 8000 });
        if (o.expectShown) await o.expectShown();
        else {
          const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
          const before = api.seen.count;
          await userEvent.click(retry);
          await waitFor(() => expect(api.seen.count).toBeGreaterThan(before));
        }
      }, 20_000);
    }
  });
}

export interface WriteFaultOptions {
  server: SetupServerApi;
  /** The write's path (MSW pattern) and method (default 'post'). */
  path: string;
  method?: Method;
  /** Renders the widget, logged in (the helper sets `FBDE_LOGIN` and `FBDE_USER_ID` first). */
  render: () => unknown;
  /** Fills what the person types and sends it once (a click or Enter). */
  submit: (user: User) => Promise<void>;
  /** The control that sends (for the double click). */
  submitButton: () => HTMLElement;
  /** A JSON answer of the wrong shape (success status, unparseable for the widget). */
  schemaMismatch: JsonBodyType;
  /** Checks that what the person typed is still there after a failure. */
  expectKept: () => void;
  /** The login offer after an ended session; default: a button or link named "…anmelden…". */
  expectLoginOffer?: () => Promise<void>;
  /** The failure message; default: an alert with `text`. */
  expectError?: (text: string) => Promise<void>;
  /** The text a 413 shows; default the generic text. */
  tooLargeText?: string;
  /** What the widget logs on a failed write, if it does. */
  consoleWarn?: string | RegExp;
  /** Unmounts the widget (for the slow answer case): `render(...).unmount`. */
  unmount: () => void;
}

const LOGIN_COOKIES = ['FBDE_LOGIN', 'FBDE_USER_ID'];
function logIn(): void {
  document.cookie = 'FBDE_LOGIN=1; path=/';
  document.cookie = 'FBDE_USER_ID=u-1; path=/';
}
/** What the reference CMS does when the session is gone: clears the login cookies in its answer. */
function clearLoginCookies(): void {
  for (const name of LOGIN_COOKIES) document.cookie = `${name}=; max-age=0; path=/`;
}

const SERVER_REFUSAL = 'Das darfst du nicht.';
const CSRF_FAILED = 'Die Sicherheitsprüfung ist fehlgeschlagen.';

/**
 * The write faults: HTTP 500, network error, malformed JSON and schema mismatch (the generic
 * text, typed text kept, sent once: writes are never retried), 401 and a CSRF 403 after the
 * session cookie is gone (the login offer, typed text kept), a 403 while still logged in (the
 * server's text), 413 (`tooLargeText`), a double click (one request) and a slow answer cut short
 * by unmounting (the request aborted, nothing logged).
 */
export function describeWriteFaults(title: string, o: WriteFaultOptions): void {
  const method = o.method ?? 'post';
  const expectError =
    o.expectError ??
    (async (text: string) => {
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('alert')
            .map((a) => a.textContent)
            .join(' '),
        ).toContain(text),
      );
    });
  const expectLoginOffer =
    o.expectLoginOffer ??
    (async () => {
      const name = /anmelden/i;
      await waitFor(() =>
        expect([
          ...screen.queryAllByRole('button', { name }),
          ...screen.queryAllByRole('link', { name }),
        ]).not.toHaveLength(0),
      );
    });
  const failing: [string, () => Response, string][] = [
    ['HTTP 500', () => new HttpResponse('kaputt', { status: 500 }), GENERIC_ERROR_TEXT],
    ['network error', () => HttpResponse.error(), GENERIC_ERROR_TEXT],
    ['malformed JSON', malformedJson, GENERIC_ERROR_TEXT],
    ['schema mismatch', () => HttpResponse.json(o.schemaMismatch), GENERIC_ERROR_TEXT],
    [
      '403 while logged in',
      () =>
        HttpResponse.json({ success: false, error: { message: SERVER_REFUSAL } }, { status: 403 }),
      SERVER_REFUSAL,
    ],
    [
      '413',
      () => new HttpResponse('Anfrage zu groß.', { status: 413 }),
      o.tooLargeText ?? GENERIC_ERROR_TEXT,
    ],
  ];
  const sessionEnded: [string, () => Response][] = [
    ['401', () => HttpResponse.json({ success: false }, { status: 401 })],
    [
      '403 after the session cookie was deleted',
      () => {
        clearLoginCookies();
        return HttpResponse.json(
          { success: false, error: { message: CSRF_FAILED } },
          { status: 403 },
        );
      },
    ],
  ];

  describe(title, () => {
    for (const [name, resolver, text] of failing) {
      it(`${name}: the message, sent once, typed text kept`, async () => {
        logIn();
        const api = endpoint(o.server, method, o.path);
        api.answer(resolver);
        if (o.consoleWarn !== undefined) expectConsoleWarn(o.consoleWarn);
        const user = userEvent.setup();
        o.render();
        await o.submit(user);
        await expectError(text);
        expect(api.seen.count).toBe(1);
        o.expectKept();
        clearLoginCookies();
      }, 20_000);
    }
    for (const [name, resolver] of sessionEnded) {
      it(`${name}: the session has ended, the login is offered, typed text kept`, async () => {
        logIn();
        const api = endpoint(o.server, method, o.path);
        api.answer(resolver);
        if (o.consoleWarn !== undefined) expectConsoleWarn(o.consoleWarn);
        const user = userEvent.setup();
        o.render();
        await o.submit(user);
        await expectLoginOffer();
        o.expectKept();
        clearLoginCookies();
      }, 20_000);
    }
    it('a double click sends once', async () => {
      logIn();
      const api = endpoint(o.server, method, o.path);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      api.answer(async () => {
        await held;
        return new HttpResponse('kaputt', { status: 500 });
      });
      if (o.consoleWarn !== undefined) expectConsoleWarn(o.consoleWarn);
      const user = userEvent.setup();
      o.render();
      await o.submit(user);
      await user.dblClick(o.submitButton());
      release();
      await expectError(GENERIC_ERROR_TEXT);
      expect(api.seen.count).toBe(1);
      clearLoginCookies();
    }, 20_000);
    it('a slow answer cut short by leaving: the request is aborted, nothing is logged', async () => {
      logIn();
      const api = endpoint(o.server, method, o.path);
      api.answer(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      const user = userEvent.setup();
      o.render();
      await o.submit(user);
      await waitFor(() => expect(api.seen.count).toBe(1));
      o.unmount();
      await waitFor(() => expect(api.seen.aborted).toBe(1));
      clearLoginCookies();
    }, 20_000);
  });
}
