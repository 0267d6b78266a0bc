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
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  const seen = { count: 0, aborted: 0, body: '' };
  return {
    seen,
    answer(resolve: (request: Request) => Response | Promise<Response>) {
      seen.count = 0;
      seen.aborted = 0;
      server.use(
        http[method](path, async ({ request }) => {
          seen.count++;
          request.signal.addEventListener('abort', () => seen.aborted++);
          seen.body = await request.clone().text();
          return resolve(request);
        }),
      );
    },
  };
}

export interface LoadFaultOptions {
  server: SetupServerApi;
  /** The path (MSW pattern) the widget loads. */
  path: string;
  /** Default 'get'; a read sent as a POST (a form's result) is never retried: 1 request each. */
  method?: Method;
  /**
   * The endpoint's refusal, `{ success: false, error: { message } }` in its own shape: adds the
   * case "a refusal with a reason" (1 request; `text`, when given, must show in an alert).
   */
  refusal?: { body: JsonBodyType; text?: string };
  /**
   * A JSON body of the wrong shape for this endpoint (its schema must refuse it). Required
   * unless `html`.
   */
  schemaMismatch?: JsonBodyType;
  /**
   * The endpoint answers an HTML fragment (text, sanitised): any successful body is shown as it
   * is, so there is no malformed JSON or schema mismatch case.
   */
  html?: boolean;
  /**
   * Renders the widget (after the case installed its answer) and, if the load needs it, does
   * what starts it (types a search, opens a panel). Timers are fake while it runs in the cases
   * with retries: a `userEvent.setup()` of its own works (the helper moves the clock).
   */
  render: () => unknown;
  /** What the widget logs on a failed load, if it does (`expectConsoleWarn`). */
  consoleWarn?: string | RegExp;
  /**
   * The failure text the default check wants in an alert; default the generic text (spec §8).
   */
  errorText?: string;
  /**
   * What the person sees; default: an alert with `errorText` and an "Erneut versuchen" button,
   * which loads again. Runs after the failure has been handled (with `silent`: after the
   * `consoleWarn` was logged).
   */
  expectShown?: () => Promise<void>;
  /**
   * The widget fails silently by its spec (an optional banner or layer, a menu's fallback): the
   * helper waits until the failure has been handled (the `consoleWarn`, required, was logged) and
   * then checks that nothing went wrong around it: no alert and no "Erneut versuchen" anywhere, no
   * uncaught error, and a neighbour beside the widget on the page still there and unchanged.
   * `container()` is where the widget renders: it must stay empty, unless `expectShown` checks
   * what it shows instead (a fallback).
   */
  silent?: { container: () => Element | null };
  /**
   * The widget's clock (a ticker, a countdown): every case renders with `setTimeout`,
   * `setInterval` and `Date` faked, `Date` at `now`, and the helper moves that clock (the
   * client's backoff, the widget's own timers) instead of the wall clock; `Date` stays at `now`
   * for the rest of the case.
   */
  now?: string | Date;
  /**
   * The retry that works: after the failure the endpoint answers `answer()`, the helper clicks
   * "Erneut versuchen" and awaits `expectLoaded()` (what the answer shows). Without it the
   * helper only checks that the retry sends a request.
   */
  loadsAgain?: { answer: (request: Request) => Response; expectLoaded: () => Promise<unknown> };
  /** Checks, once the failure shows, that what the person typed or chose is still there. */
  expectKept?: () => void;
  /**
   * Takes the widget off the page for the case "a slow answer cut short by leaving"; default
   * Testing Library's `cleanup()` (unmounts what `render` rendered).
   */
  unmount?: () => void;
}

/** Waits until the page's alerts, read together, contain `text`. */
async function expectAlertSays(text: string): Promise<void> {
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain(text),
  );
}

/** A real macrotask, whatever timers are faked: lets fetch, MSW and React's scheduler move on. */
const realTick = (() => {
  const immediate = globalThis.setImmediate;
  return () => new Promise<void>((resolve) => immediate(() => resolve()));
})();

/** Fake milliseconds per step while the client's retries are driven; their limit. */
const RETRY_STEP_MS = 50;
/** Well past two backoffs (at most 0.3 + 0.6 s) and a polling resource's retry wait. */
const RETRY_DRIVE_LIMIT_MS = 20_000;

/**
 * Runs `render` with the timers faked and moves the fake clock until it is done and `done()`
 * (the client's retry backoff, the resource's retry wait and the widget's own delays, such as a
 * debounce or the typing of `render`, pass in fake time, never on the wall clock), then hands
 * the real timers back: what follows uses Testing Library's waits. Fake timers not yet due then
 * are dropped (the retry button reloads on its own).
 */
async function renderDrivingRetries(
  render: () => unknown,
  done: () => boolean,
  now?: string | Date,
): Promise<void> {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  vi.useFakeTimers({
    toFake:
      now === undefined
        ? ['setTimeout', 'clearTimeout']
        : ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  if (now !== undefined) vi.setSystemTime(now);
  // Updates arrive outside act() while the clock moves, as they do inside waitFor.
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    let rendered = false;
    const rendering = Promise.resolve(render()).finally(() => (rendered = true));
    for (let ms = 0; !(rendered && done()) && ms < RETRY_DRIVE_LIMIT_MS; ms += RETRY_STEP_MS) {
      await realTick();
      await vi.advanceTimersByTimeAsync(RETRY_STEP_MS);
    }
    await rendering;
    // The last answer reaches the widget.
    for (let i = 0; i < 3; i++) await realTick();
  } finally {
    vi.useRealTimers();
    // The widget's date stays where the case set it; its timers run real for the waits that follow.
    if (now !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    }
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

/** A neighbour on the page beside a widget that fails silently: it must stay as it is. */
function placeNeighbour(): HTMLElement {
  const neighbour = document.createElement('p');
  neighbour.dataset.faultNeighbour = '';
  neighbour.textContent = 'Nachbar-Widget';
  document.body.append(neighbour);
  return neighbour;
}

async function expectSilentFailure(
  silent: NonNullable<LoadFaultOptions['silent']>,
  neighbour: HTMLElement,
  errors: unknown[],
  expectShown: LoadFaultOptions['expectShown'],
): Promise<void> {
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  if (expectShown) await expectShown();
  else expect(silent.container()).toBeEmptyDOMElement();
  expect(neighbour.isConnected).toBe(true);
  expect(neighbour.textContent).toBe('Nachbar-Widget');
  expect(errors).toEqual([]);
}

/**
 * HTTP 500 and a network error (after the client's two retries: 3 requests, their backoff in
 * fake time), malformed JSON and a schema mismatch (1 request each): the widget shows its error
 * (an alert with the generic text) with a retry, and the retry loads again. A slow answer cut
 * short by leaving the page is aborted, and nothing is logged.
 */
export function describeLoadFaults(title: string, o: LoadFaultOptions): void {
  const method = o.method ?? 'get';
  // The client retries a GET twice on a 5xx or a network error, never another method.
  const tries = method === 'get' ? 3 : 1;
  if (!o.html && o.schemaMismatch === undefined)
    throw new Error('describeLoadFaults: schemaMismatch is required unless html');
  if (o.silent && o.consoleWarn === undefined)
    throw new Error('describeLoadFaults: silent needs the consoleWarn that says it was handled');
  const renderCase = (count: number, seen: { count: number }) =>
    count > 1 || o.now !== undefined
      ? renderDrivingRetries(o.render, () => seen.count >= count, o.now)
      : o.render();
  const cases: [string, () => Response, number][] = [
    ['HTTP 500', () => new HttpResponse('kaputt', { status: 500 }), tries],
    ['network error', () => HttpResponse.error(), tries],
  ];
  if (!o.html)
    cases.push(
      ['malformed JSON', malformedJson, 1],
      ['schema mismatch', () => HttpResponse.json(o.schemaMismatch ?? null), 1],
    );
  const refusal = o.refusal;
  if (refusal) cases.push(['a refusal with a reason', () => HttpResponse.json(refusal.body), 1]);
  describe(title, () => {
    for (const [name, resolver, count] of cases) {
      const outcome = o.silent
        ? 'nothing shown but what the spec wants, the page goes on'
        : 'an error with a retry that loads again';
      it(`${name}: ${outcome}`, async () => {
        const api = endpoint(o.server, method, o.path);
        api.answer(resolver);
        const warned = o.consoleWarn !== undefined ? expectConsoleWarn(o.consoleWarn) : null;
        const silent = o.silent;
        const neighbour = silent ? placeNeighbour() : null;
        const errors: unknown[] = [];
        const onError = (event: ErrorEvent) => errors.push(event.error);
        window.addEventListener('error', onError);
        try {
          await renderCase(count, api.seen);
          await waitFor(() => expect(api.seen.count).toBe(count));
          if (silent && neighbour && warned) {
            // Handled: the widget said so; only then is "nothing shown" the widget's answer.
            await waitFor(() => expect(warned).toHaveBeenCalled());
            await expectSilentFailure(silent, neighbour, errors, o.expectShown);
            o.expectKept?.();
            return;
          }
        } finally {
          window.removeEventListener('error', onError);
          neighbour?.remove();
        }
        const said = refusal?.text;
        if (said !== undefined && name === 'a refusal with a reason') await expectAlertSays(said);
        else if (!o.expectShown) await expectAlertSays(o.errorText ?? GENERIC_ERROR_TEXT);
        o.expectKept?.();
        if (o.expectShown) await o.expectShown();
        else {
          const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
          // No more requests than the client's retries (a widget retrying on its own would add).
          expect(api.seen.count).toBe(count);
          if (o.loadsAgain) api.answer(o.loadsAgain.answer);
          const before = api.seen.count;
          await userEvent.click(retry);
          await waitFor(() => expect(api.seen.count).toBeGreaterThan(before));
          if (o.loadsAgain) await o.loadsAgain.expectLoaded();
        }
      }, 20_000);
    }
    it('a slow answer cut short by leaving: the request is aborted, nothing is logged', async () => {
      const api = endpoint(o.server, method, o.path);
      api.answer(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      await renderCase(1, api.seen);
      await waitFor(() => expect(api.seen.count).toBe(1));
      (o.unmount ?? cleanup)();
      await waitFor(() => expect(api.seen.aborted).toBe(1));
    }, 20_000);
  });
}

interface WriteFaultBase {
  server: SetupServerApi;
  /** The write's path (MSW pattern) and method (default 'post'). */
  path: string;
  method?: Method;
  /** Renders the widget, logged in (the helper sets `FBDE_LOGIN` and `FBDE_USER_ID` first). */
  render: () => unknown;
  /**
   * Fills what the person types and sends it once: a click, Enter in a field, or the last step
   * of a form with several (open the item, fill, send).
   */
  submit: (user: User) => Promise<void>;
  /**
   * A JSON answer of the wrong shape (success status, unparseable for the widget). Required
   * unless `answerUnread`.
   */
  schemaMismatch?: JsonBodyType;
  /**
   * The widget never reads the body of a successful answer (any 2xx is done): no malformed JSON,
   * schema mismatch or HTTP 200 refusal cases.
   */
  answerUnread?: boolean;
  /** Checks that what the person typed is still there after a failure. */
  expectKept: () => void;
  /**
   * The login offer after an ended session; default: a button or link named "…anmelden…" inside
   * an alert (`SessionEnded`).
   */
  expectLoginOffer?: () => Promise<void>;
  /** The failure message; default: an alert with `text`. */
  expectError?: (text: string) => Promise<void>;
  /** The text of a failure without the server's text; default the generic text (spec §8). */
  genericText?: string;
  /** The text a 413 shows; default `genericText`. */
  tooLargeText?: string;
  /**
   * Where focus is after a failure ('error') and after an ended session ('login'); checked in
   * every case. Without it the helper only checks that focus is not on `<body>`.
   */
  focusAfterFailure?: (kind: 'error' | 'login') => HTMLElement | null;
  /**
   * How the person gets back to the form after a failure (a failure view's "Zurück zum
   * Formular"); run before `expectKept`.
   */
  backToForm?: (user: User) => Promise<void>;
  /**
   * The retry a failure offers (not an ended session): after an HTTP 500 and after a 403 with
   * the server's reason the server answers `success`, the helper clicks `control()` (one more
   * request) and awaits `expectDone()`.
   */
  retry?: {
    control: () => HTMLElement;
    success: JsonBodyType;
    /** What shows after the retry; `body` is what the retry sent (the kept input). */
    expectDone: (body: string) => Promise<void>;
  };
  /**
   * A form a guest may send (a report): nobody is logged in, so a 401 and a 403 are failures
   * like any other (the generic text, or the server's), never the login offer.
   */
  guest?: boolean;
  /** What the widget logs on a failed write, if it does. */
  consoleWarn?: string | RegExp;
  /** The busy text announced (a status) while the write is in flight, checked on the double submit. */
  busyText?: string;
  /** Unmounts the widget (for the slow answer case): `render(...).unmount`. */
  unmount: () => void;
  /**
   * How many requests were aborted, for the slow answer case; default what MSW sees of the
   * request's signal (fetch). MSW does not see an upload with progress (XHR) abort: such a widget
   * counts the calls of its transport's abort here.
   */
  abortedCount?: () => number;
}

/**
 * The double submit: by default a double click on `submitButton` (which must then say it is
 * busy with `aria-disabled="true"`); `submitAgain` instead for a widget that sends in another
 * way (Enter in a slot: try to send again while the first write is in flight).
 */
export type WriteFaultOptions = WriteFaultBase &
  (
    | { submitButton: () => HTMLElement; submitAgain?: never }
    | { submitAgain: (user: User) => Promise<void>; submitButton?: never }
  );

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
const RETRIED = new Set(['HTTP 500', '403 while logged in', '403 with a reason']);
const CSRF_FAILED = 'Die Sicherheitsprüfung ist fehlgeschlagen.';

/**
 * The write faults: HTTP 500, network error, malformed JSON and schema mismatch (the generic
 * text, typed text kept, sent once: writes are never retried), 401 and a CSRF 403 after the
 * session cookie is gone (the login offer, typed text kept), a 403 while still logged in and a
 * `{ success: false }` answer (the server's text), 413 (`tooLargeText`), a double submit (one request, the busy button keeps
 * focus) and a slow answer cut short by unmounting (the request aborted, nothing logged).
 * After every failure focus is where `focusAfterFailure` says, and never on `<body>`.
 */
export function describeWriteFaults(title: string, o: WriteFaultOptions): void {
  const method = o.method ?? 'post';
  const generic = o.genericText ?? GENERIC_ERROR_TEXT;
  const expectError = o.expectError ?? expectAlertSays;
  const expectLoginOffer =
    o.expectLoginOffer ??
    (async () => {
      const name = /anmelden/i;
      // Offered and spoken: the login sits inside an alert (SessionEnded of @anstoss/ui).
      await waitFor(() =>
        expect(
          [
            ...screen.queryAllByRole('button', { name }),
            ...screen.queryAllByRole('link', { name }),
          ].filter((offer) => offer.closest('[role="alert"]')),
        ).not.toHaveLength(0),
      );
    });
  const expectFocus = async (kind: 'error' | 'login') => {
    if (o.focusAfterFailure) {
      const target = o.focusAfterFailure;
      await waitFor(() => expect(target(kind)).toHaveFocus());
    }
    expect(document.activeElement).not.toBe(document.body);
  };
  const sessionCases: [string, () => Response, string][] = [
    ['401', () => HttpResponse.json({ success: false }, { status: 401 }), generic],
    [
      '403 after the session cookie was deleted',
      () => {
        clearLoginCookies();
        return HttpResponse.json(
          { success: false, error: { message: CSRF_FAILED } },
          { status: 403 },
        );
      },
      CSRF_FAILED,
    ],
  ];
  if (!o.answerUnread && o.schemaMismatch === undefined)
    throw new Error('describeWriteFaults: schemaMismatch is required unless answerUnread');
  const read = <T>(cases: T[]): T[] => (o.answerUnread ? [] : cases);
  const failing: [string, () => Response, string][] = [
    ['HTTP 500', () => new HttpResponse('kaputt', { status: 500 }), generic],
    ['network error', () => HttpResponse.error(), generic],
    ...read<[string, () => Response, string]>([
      ['malformed JSON', malformedJson, generic],
      ['schema mismatch', () => HttpResponse.json(o.schemaMismatch ?? null), generic],
    ]),
    [
      o.guest ? '403 with a reason' : '403 while logged in',
      () =>
        HttpResponse.json({ success: false, error: { message: SERVER_REFUSAL } }, { status: 403 }),
      SERVER_REFUSAL,
    ],
    ...read<[string, () => Response, string]>([
      [
        'a refusal (success: false) with a reason',
        () => HttpResponse.json({ success: false, error: { message: SERVER_REFUSAL } }),
        SERVER_REFUSAL,
      ],
    ]),
    ['413', () => new HttpResponse('Anfrage zu groß.', { status: 413 }), o.tooLargeText ?? generic],
    // A guest has no session to end: these are plain failures.
    ...(o.guest ? sessionCases : []),
  ];
  const start = (resolve: (request: Request) => Response | Promise<Response>, fails = true) => {
    if (o.guest) clearLoginCookies();
    else logIn();
    const api = endpoint(o.server, method, o.path);
    api.answer(resolve);
    if (fails && o.consoleWarn !== undefined) expectConsoleWarn(o.consoleWarn);
    const user = userEvent.setup();
    o.render();
    return { api, user };
  };

  describe(title, () => {
    for (const [name, resolver, text] of failing) {
      it(`${name}: the message, sent once, typed text kept`, async () => {
        const { api, user } = start(resolver);
        await o.submit(user);
        await expectError(text);
        expect(api.seen.count).toBe(1);
        await expectFocus('error');
        if (o.backToForm) await o.backToForm(user);
        o.expectKept();
        // The retry after a generic failure and after a server's reason (each case would cost a
        // second full write per case for the same assertions).
        if (o.retry && RETRIED.has(name)) {
          const { control, success, expectDone } = o.retry;
          api.answer(() => HttpResponse.json(success));
          await user.click(control());
          await expectDone(api.seen.body);
          expect(api.seen.count).toBe(1);
        }
        clearLoginCookies();
      }, 20_000);
    }
    if (!o.guest)
      for (const [name, resolver] of sessionCases) {
        it(`${name}: the session has ended, the login is offered, typed text kept`, async () => {
          const { user } = start(resolver);
          await o.submit(user);
          await expectLoginOffer();
          await expectFocus('login');
          o.expectKept();
          clearLoginCookies();
        }, 20_000);
      }
    it('a double submit sends once', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const { api, user } = start(async () => {
        await held;
        return new HttpResponse('kaputt', { status: 500 });
      });
      await o.submit(user);
      if (o.submitButton) {
        const button = o.submitButton();
        await user.dblClick(button);
        // Busy, not disabled: it keeps focus and says so (SubmitButton).
        expect(button).toHaveAttribute('aria-disabled', 'true');
        expect(button).toBeEnabled();
        expect(button).toHaveFocus();
      } else await o.submitAgain(user);
      if (o.busyText !== undefined)
        expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(o.busyText);
      release();
      await expectError(generic);
      expect(api.seen.count).toBe(1);
      clearLoginCookies();
    }, 20_000);
    it('a slow answer cut short by leaving: the request is aborted, nothing is logged', async () => {
      const { api, user } = start(async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }, false);
      await o.submit(user);
      await waitFor(() => expect(api.seen.count).toBe(1));
      o.unmount();
      await waitFor(() => expect(o.abortedCount?.() ?? api.seen.aborted).toBe(1));
      clearLoginCookies();
    }, 20_000);
  });
}
