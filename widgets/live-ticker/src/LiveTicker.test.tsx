import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation, type FakeNavigation } from '@anstoss/runtime/testing';
import {
  describeLoadFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { disabledTicker, portalIdTicker, runningTicker, secondShapeTicker } from './fixtures.ts';
import { LiveTicker } from './LiveTicker.tsx';
import { liveTickerProps } from './props.ts';
import { renderStats, resetRenderStats } from './renderStats.ts';

let reload: FakeNavigation['reload'];

const BASE = '/ajax/liveticker';
const server = setupMswServer();

interface Seen {
  path: string;
  ifModifiedSince: string | null;
}
let seen: Seen[] = [];
type Answer = () => Response;
let answers: Answer[] = [];
let fallback: Answer = () => new HttpResponse(null, { status: 304 });

function serve(...queue: Answer[]) {
  answers = queue;
  server.use(
    http.get(`${BASE}/ticker-id/:id`, ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        ifModifiedSince: request.headers.get('If-Modified-Since'),
      });
      return (answers.shift() ?? fallback)();
    }),
  );
}

const LM1 = 'Sat, 21 Nov 2026 14:00:00 GMT';
const LM2 = 'Sat, 21 Nov 2026 14:00:30 GMT';
const json =
  (body: Record<string, unknown>, lastModified = LM1, age = '0') =>
  () =>
    HttpResponse.json(body, { headers: { 'Last-Modified': lastModified, Age: age } });

function renderTicker(attributes: Record<string, string> = {}) {
  const props = liveTickerProps.parse({
    tickerUrl: BASE,
    tickerId: '501',
    gameId: '9001',
    ...attributes,
  });
  return render(<LiveTicker props={props} host={document.createElement('div')} />);
}

/** Lets fetch, MSW and React settle under fake timers. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-11-21T14:00:00Z'));
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  seen = [];
  fallback = () => new HttpResponse(null, { status: 304 });
  localStorage.clear();
  reload = installFakeNavigation().reload;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  initTestI18n('de');
  document.body.replaceChildren();
});

describe('live-ticker', () => {
  it('shows teams, score, clock, scorers and the events as a log', async () => {
    serve(json(runningTicker));
    renderTicker();
    await flush();
    expect(screen.getByTestId('live-score')).toHaveTextContent('2:1');
    expect(screen.getByText('SV Blau-Weiß Heimstadt')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Spielzeit' })).toHaveTextContent('62:05');
    const log = screen.getByRole('log', { name: 'Spielereignisse' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(8);
    expect(document.querySelector('.ast-live-ticker__meta')).toHaveTextContent(
      '2. Halbzeit · 62:05 · Halbzeitstand 1:0',
    );
    expect(log).toHaveTextContent('Eigentor – Tim Berger');
    expect(log).toHaveTextContent('Gelbe Karte – S.');
    expect(seen[0]?.path).toBe(`${BASE}/ticker-id/501`);
  });

  it('spreads marks of one side apart on the progress bar instead of piling them at 90+', async () => {
    // A phone: each half of the bar is 170 px, 3.8 px a minute; 88', 90+1' and 90+3' (drawn at
    // the end) were one blot of 6 px discs.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(170);
    serve(
      json({
        ...runningTicker,
        timeplayed: 95 * 60,
        events: [
          ...runningTicker.events,
          { section_type_id: 3, type_id: 1, team_id: 10, member_id: 7, minute: 88 },
          { section_type_id: 3, type_id: 2, team_id: 10, member_id: 6, minute: 91 },
          { section_type_id: 3, type_id: 1, team_id: 10, member_id: 6, minute: 93 },
        ],
      }),
    );
    renderTicker();
    await flush();
    const second = document.querySelectorAll('.ast-live-ticker__segment')[1]!;
    const lefts = [...second.querySelectorAll<HTMLElement>('.ast-live-ticker__mark--home')].map(
      (mark) => parseFloat(mark.style.left),
    );
    expect(lefts).toHaveLength(5); // 50', 58', 88', 90+1', 90+3'
    for (let i = 1; i < lefts.length; i++)
      expect(lefts[i]! - lefts[i - 1]!).toBeGreaterThanOrEqual(7);
    expect(lefts.at(-1)).toBe(170);
    expect(lefts[0]).toBeCloseTo((5 / 45) * 170); // 50' stays at its minute
  });

  it.each([
    ['numeric ids', runningTicker],
    ['32-character portal ids', portalIdTicker],
  ])(
    'names each event by its team, labels section ends and marks own goals (%s)',
    async (_name, fixture) => {
      serve(json(fixture));
      renderTicker();
      await flush();
      const log = screen.getByRole('log', { name: 'Spielereignisse' });
      const lines = within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(lines).toEqual([
        // A note of the reporter says so, as the match course does (it read "Ereignis").
        '60. Hinweis (FC Gastdorf 1920)',
        '58. Tor – Jonas Keller (SV Blau-Weiß Heimstadt)',
        '50. Eigentor – Tim Berger (SV Blau-Weiß Heimstadt)',
        'Anpfiff zur 2. Halbzeit',
        '45. Halbzeit',
        '30. Gelbe Karte – S. (FC Gastdorf 1920)',
        '12. Tor – Jonas Keller (SV Blau-Weiß Heimstadt)',
        'Anpfiff',
      ]);
      // The own goal counts for the guests and is marked as one.
      const awayScorers = document.querySelector('.ast-live-ticker__scorer-list--away');
      expect(awayScorers).toHaveTextContent('Tim Berger 50. (ET)');
      expect(within(awayScorers as HTMLElement).getByTitle('Eigentor')).toBeInTheDocument();
      const homeScorers = document.querySelector('.ast-live-ticker__scorer-list--home');
      expect(homeScorers).toHaveTextContent('Jonas Keller 12.Jonas Keller 58.');
      expect(homeScorers).not.toHaveTextContent('(ET)');
    },
  );

  describe('a state for every phase, one text per event (issue 26)', () => {
    const meta = () => document.querySelector('.ast-live-ticker__meta');
    const logLines = () =>
      within(screen.getByRole('log'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    const ends = [
      { section_type_id: 2, type_id: 29, team_id: null, member_id: null, minute: 47 },
      { section_type_id: 3, type_id: 29, team_id: null, member_id: null, minute: 94 },
      { section_type_id: 4, type_id: 29, team_id: null, member_id: null, minute: 106 },
      { section_type_id: 5, type_id: 29, team_id: null, member_id: null, minute: 121 },
    ];
    const shootout = {
      ...runningTicker,
      score: '2:2',
      score_halftime: '1:1',
      timeplayed: 7200,
      section_type_id: 6,
      finished: true,
      events: [
        ...ends,
        { section_type_id: 6, type_id: 1, team_id: 10, member_id: 7, minute: 120 },
        { section_type_id: 6, type_id: 28, team_id: 20, member_id: 8, minute: 120 },
        { section_type_id: 6, type_id: 29, team_id: null, member_id: null, minute: 120 },
      ],
    };

    it('before kick-off: the kick-off time, no clock, no score', async () => {
      serve(
        json({
          ...runningTicker,
          score: '0:0',
          score_halftime: null,
          timeplayed: null,
          section_type_id: null,
          kickoff: new Date(2026, 10, 21, 15, 30).toISOString(),
          events: [],
        }),
      );
      renderTicker();
      await flush();
      expect(meta()).toHaveTextContent(/^Anpfiff 15:30 Uhr$/);
      expect(screen.queryByRole('timer')).toBeNull();
      expect(screen.getByTestId('live-score')).toHaveTextContent('-:-');
    });

    it('at kick-off: "Anpfiff" in the log and the first half on the clock', async () => {
      serve(
        json({
          ...runningTicker,
          score: '0:0',
          score_halftime: null,
          timeplayed: 0,
          section_type_id: 2,
          events: [],
        }),
      );
      renderTicker();
      await flush();
      // The start line carries no minute: "1. Anpfiff" read as an event of the first minute.
      expect(logLines()).toEqual(['Anpfiff']);
      expect(meta()).toHaveTextContent('1. Halbzeit · 0:00');
    });

    it('half-time reads "Halbzeit", with no running clock and no "1. Halbzeit"', async () => {
      serve(
        json({
          ...runningTicker,
          score: '2:0',
          score_halftime: '2:0',
          timeplayed: 2820,
          events: [ends[0]],
        }),
      );
      renderTicker();
      await flush();
      expect(meta()).toHaveTextContent(/^Halbzeit$/);
      expect(screen.queryByRole('timer')).toBeNull();
      expect(logLines()[0]).toBe('45+2. Halbzeit');
    });

    it('after the final whistle: "Endstand" and "Abpfiff"', async () => {
      serve(
        json({ ...runningTicker, timeplayed: 5640, finished: true, events: [ends[0], ends[1]] }),
      );
      renderTicker();
      await flush();
      expect(meta()).toHaveTextContent(/^Endstand · Halbzeitstand 1:0$/);
      expect(logLines()[0]).toBe('90+4. Abpfiff');
    });

    it('after a shoot-out: "2:2 n. V., 1:0 i. E."; the kicks are kicks, not goals of minute 120', async () => {
      serve(json(shootout));
      renderTicker();
      await flush();
      expect(screen.getByTestId('live-score')).toHaveTextContent('2:2 n. V., 1:0 i. E.');
      expect(logLines().slice(0, 4)).toEqual([
        'Ende des Elfmeterschießens',
        'Elfmeter verschossen 1:0 – S. (FC Gastdorf 1920)',
        'Elfmeter verwandelt 1:0 – Jonas Keller (SV Blau-Weiß Heimstadt)',
        'Beginn des Elfmeterschießens',
      ]);
      expect(logLines().join('\n')).not.toMatch(/120\. Tor|beendet/);
      expect(document.querySelector('.ast-live-ticker__scorer-list--home')).toHaveTextContent('');
    });

    it('a substitution names who came on for whom, in German and English', async () => {
      const sub = {
        ...runningTicker,
        events: [
          {
            section_type_id: 3,
            type_id: 4,
            team_id: 10,
            member_id: 7,
            replaced_member_id: 6,
            minute: 61,
          },
        ],
      };
      serve(json(sub));
      renderTicker();
      await flush();
      expect(logLines()[0]).toBe(
        '61. Wechsel – Jonas Keller für Tim Berger (SV Blau-Weiß Heimstadt)',
      );
      document.body.replaceChildren();
      initTestI18n('en');
      serve(json(sub));
      renderTicker();
      await flush();
      expect(logLines()[0]).toBe(
        "61' Substitution – Jonas Keller for Tim Berger (SV Blau-Weiß Heimstadt)",
      );
    });

    it('speaks English in every phase: half-time, full time, shoot-out', async () => {
      initTestI18n('en');
      serve(json(shootout));
      renderTicker();
      await flush();
      expect(meta()).toHaveTextContent(/^Full time · Half-time score 1:1$/);
      expect(screen.getByTestId('live-score')).toHaveTextContent('2:2 a.e.t., 1:0 pen.');
      // English minutes are written 45+2', never with the German ordinal dot.
      expect(logLines()).toContain("120+1' End of extra time");
      expect(logLines()).toContain("105+1' End of the first half of extra time");
      expect(logLines()).toContain("90+4' End of normal time");
      expect(logLines()).toContain("45+2' Half-time");
      expect(logLines().join('\n')).not.toMatch(/beendet|Halbzeit|ended|\d\./);
    });
  });

  it('marks own goals in English as (OG)', async () => {
    initTestI18n('en');
    serve(json(runningTicker));
    renderTicker();
    await flush();
    expect(document.querySelector('.ast-live-ticker__scorer-list--away')).toHaveTextContent(
      "Tim Berger 50' (OG)",
    );
  });

  it('accepts the second data shape (scoreHome, scoreAway, time_running)', async () => {
    serve(json(secondShapeTicker));
    renderTicker();
    await flush();
    expect(screen.getByTestId('live-score')).toHaveTextContent('3:3');
    await flush(3000);
    expect(screen.getByRole('timer')).toHaveTextContent('62:05');
  });

  it('is inactive when liveticker_enabled is false', async () => {
    serve(json(disabledTicker));
    const { container } = renderTicker();
    await flush();
    expect(container.querySelector('[data-state="inactive"]')).toBeInTheDocument();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('ticks the clock every second while running, re-rendering only the clock', async () => {
    serve(json(runningTicker));
    renderTicker();
    await flush();
    resetRenderStats();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('62:06');
    expect(renderStats).toEqual({ view: 0, clock: 1 });
  });

  it('adds the response Age to the clock', async () => {
    serve(json(runningTicker, LM1, '4'));
    renderTicker();
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent('62:09');
  });

  it('polls every should_update seconds with If-Modified-Since; 304 and identical data render nothing', async () => {
    serve(
      json(runningTicker),
      () => new HttpResponse(null, { status: 304 }),
      json(runningTicker, LM2),
    );
    renderTicker();
    await flush();
    expect(seen).toHaveLength(1);
    resetRenderStats();
    await flush(15_000 - 6);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.ifModifiedSince).toBe(LM1);
    expect(renderStats.view).toBe(0);
    await flush(15_000 - 5);
    expect(seen).toHaveLength(3);
    expect(renderStats.view).toBe(0);
  });

  it("asks again without If-Modified-Since after a language switch (the tickers' names are server text)", async () => {
    const named = (club: string) => ({
      ...runningTicker,
      tickers: [
        { id: 501, name: club },
        { id: 502, name: 'Fanticker' },
      ],
    });
    serve(json(named('Vereinsticker')), json(named('Club ticker')));
    renderTicker();
    await flush();
    expect(screen.getByRole('option', { name: 'Vereinsticker' })).toBeInTheDocument();
    document.dispatchEvent(
      new CustomEvent('anstoss:languageChanged', { detail: { language: 'en' } }),
    );
    await flush();
    expect(seen).toHaveLength(2);
    // The events had not changed: with If-Modified-Since the server would answer 304.
    expect(seen[1]?.ifModifiedSince).toBeNull();
    expect(screen.getByRole('option', { name: 'Club ticker' })).toBeInTheDocument();
  });

  it('shows a changed score and announces the goal politely', async () => {
    serve(
      json(runningTicker),
      json(
        {
          ...runningTicker,
          score: '3:1',
          events: [
            ...runningTicker.events,
            { section_type_id: 3, type_id: 1, team_id: 10, member_id: 7, minute: 63 },
          ],
        },
        LM2,
      ),
    );
    const { container } = renderTicker();
    await flush();
    await flush(15_000);
    expect(screen.getByTestId('live-score')).toHaveTextContent('3:1');
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Tor für SV Blau-Weiß Heimstadt! Spielstand 3:1');
  });

  it('reloads the page on 404', async () => {
    serve(() => new HttpResponse(null, { status: 404 }));
    renderTicker();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('falls back to the host ticker when a remembered ticker is gone (no reload loop)', async () => {
    localStorage.setItem(
      'FBDE_LIVETICKER_9001',
      JSON.stringify({
        value: '777',
        expirationDatetime: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    serve(() => new HttpResponse(null, { status: 404 }), json(runningTicker));
    renderTicker();
    await flush();
    await flush();
    expect(seen.map((s) => s.path)).toEqual([`${BASE}/ticker-id/777`, `${BASE}/ticker-id/501`]);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('FBDE_LIVETICKER_9001')).toBeNull();
    expect(screen.getByTestId('live-score')).toHaveTextContent('2:1');
  });

  it('pauses while the page is hidden', async () => {
    serve(json(runningTicker));
    renderTicker();
    await flush();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await flush(120_000);
    expect(seen).toHaveLength(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(seen).toHaveLength(2);
  });

  it('keeps the last score with a discreet stale hint on network errors, and backs off', async () => {
    expectConsoleWarn('[anstoss] live-ticker: poll failed');
    serve(json(runningTicker));
    fallback = () => HttpResponse.error();
    renderTicker();
    await flush();
    await flush(15_000 + 2_000); // poll plus ky's two GET retries
    expect(screen.getByRole('status')).toHaveTextContent('Keine Verbindung');
    expect(screen.getByTestId('live-score')).toHaveTextContent('2:1');
    const afterFirstFailure = seen.length;
    await flush(15_000);
    expect(seen.length).toBe(afterFirstFailure); // backed off: 30 s, not 15 s
    await flush(17_000);
    expect(seen.length).toBeGreaterThan(afterFirstFailure);
    fallback = json(runningTicker, LM2);
    await flush(65_000);
    expect(screen.queryByText(/Keine Verbindung/)).toBeNull();
  });

  describe('switching tickers', () => {
    it('rewrites the data address, tab links and tracking values, and remembers the choice for 24 h', async () => {
      const tab = document.createElement('a');
      tab.href = '/spiel/9001/verlauf/ticker-id/501';
      tab.dataset.tracking = 'spiel|ticker-id/501|/ticker-id/501';
      tab.dataset.tickerGame = '9001';
      document.body.append(tab);
      serve(json(runningTicker), json({ ...runningTicker, id: 502, score: '2:1' }, LM2));
      renderTicker();
      await flush();
      vi.useRealTimers();
      const user = userEvent.setup();
      await user.selectOptions(screen.getByLabelText('Ticker wählen'), '502');
      await vi.waitFor(() => expect(seen.at(-1)?.path).toBe(`${BASE}/ticker-id/502`));
      expect(seen.at(-1)?.ifModifiedSince).toBeNull();
      expect(tab.getAttribute('href')).toBe('/spiel/9001/verlauf/ticker-id/502');
      expect(tab.dataset.tracking).toBe('spiel|ticker-id/501|/ticker-id/502');
      const stored = JSON.parse(localStorage.getItem('FBDE_LIVETICKER_9001') ?? '{}') as {
        value: string;
        expirationDatetime: string;
      };
      expect(stored.value).toBe('502');
      const ms = Date.parse(stored.expirationDatetime) - Date.now();
      expect(ms).toBeGreaterThan(86_400_000 - 5_000);
      expect(ms).toBeLessThanOrEqual(86_400_000);
    });

    it('starts with the remembered ticker of the game', async () => {
      localStorage.setItem(
        'FBDE_LIVETICKER_9001',
        JSON.stringify({
          value: '502',
          expirationDatetime: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      );
      serve(json({ ...runningTicker, id: 502 }));
      renderTicker();
      await flush();
      expect(seen[0]?.path).toBe(`${BASE}/ticker-id/502`);
    });
  });

  it('speaks English', async () => {
    initTestI18n('en');
    serve(json(runningTicker));
    renderTicker();
    await flush();
    expect(screen.getByRole('log', { name: 'Match events' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Match time' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    serve(json(runningTicker));
    const { container } = renderTicker();
    await flush();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  describe('faults on the first load show an error, not a score', () => {
    describe('the shared matrix (on its fake clock, at the ticker date)', () => {
      describeLoadFaults('an error with "Erneut versuchen" that loads the ticker', {
        server,
        now: '2026-11-21T14:00:00Z',
        path: `${BASE}/ticker-id/:id`,
        schemaMismatch: { id: 1, home_team: 'x' },
        consoleWarn: /live-ticker/,
        errorText: 'Der Liveticker konnte nicht geladen werden.',
        render: () => renderTicker(),
        expectKept: () => expect(screen.queryByTestId('live-score')).toBeNull(),
        loadsAgain: {
          answer: json(runningTicker),
          expectLoaded: async () => {
            expect(await screen.findByTestId('live-score')).toHaveTextContent('2:1');
            expect(screen.queryByRole('alert')).toBeNull();
          },
        },
      });
    });

    it('tries again by itself within seconds (the client backoff), not after a minute', async () => {
      expectConsoleWarn('live-ticker: poll failed');
      fallback = () => HttpResponse.error();
      serve();
      renderTicker();
      await flush(3_000);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      fallback = json(runningTicker);
      await flush(5_000);
      expect(screen.getByTestId('live-score')).toHaveTextContent('2:1');
    });
  });
});
