import { describe, expect, it } from 'vitest';
import { tickerResponse, type TickerEvent } from './api.ts';
import { portalIdTicker, runningTicker, secondShapeTicker } from './fixtures.ts';
import {
  backoffMs,
  chooseTickerId,
  clockSeconds,
  currentSectionTypeId,
  DEFAULT_POLL_MS,
  eventClass,
  eventLog,
  foldSections,
  formatClock,
  formatKickoff,
  formatMatchClock,
  gameIdFromPath,
  matchPhase,
  shootoutScore,
  gameIsRunning,
  goalScorers,
  MAX_BACKOFF_MS,
  newGoals,
  parseScore,
  playerImage,
  playerName,
  PLAYER_IMAGE_TYPES,
  pollIntervalMs,
  presenterVisible,
  progressSegments,
  PROGRESS_TYPES,
  scoreOf,
  scoreType,
  TICKER_CHOICE_DAYS,
  TICKER_CHOICE_MS,
  tickerEnabled,
  withTickerId,
} from './logic.ts';

const data = tickerResponse.parse(runningTicker);
const ev = (
  section: number,
  type: number,
  minute = 1,
  team: string | null = '10',
): TickerEvent => ({
  section_type_id: section,
  type_id: type,
  team_id: team,
  member_id: null,
  replaced_member_id: null,
  minute,
});

describe('score (§3: scoreHome, scoreAway from the home:away string)', () => {
  it("reads '2:1' as 2 and 1", () => {
    expect(parseScore('2:1')).toEqual({ home: 2, away: 1 });
    expect(parseScore(' 10 : 0 ')).toEqual({ home: 10, away: 0 });
  });
  it('gives nulls for a missing or unreadable score', () => {
    expect(parseScore(undefined)).toEqual({ home: null, away: null });
    expect(parseScore('-:-')).toEqual({ home: null, away: null });
  });
  it('accepts the second shape: scoreHome, scoreAway', () => {
    expect(scoreOf(tickerResponse.parse(secondShapeTicker))).toEqual({ home: 3, away: 3 });
    expect(scoreOf({ scoreHome: '1', scoreAway: 0 })).toEqual({ home: 1, away: 0 });
    expect(scoreOf(data)).toEqual({ home: 2, away: 1 });
  });
});

describe('goal-scorer lists per team', () => {
  it('credits goals (1, 100) to the scorer and own goals (12) to the other team', () => {
    const scorers = goalScorers(data);
    expect(scorers.home).toEqual([
      { memberId: '7', name: 'Jonas Keller', minute: 12, ownGoal: false },
      { memberId: '7', name: 'Jonas Keller', minute: 58, ownGoal: false },
    ]);
    expect(scorers.away).toEqual([
      { memberId: '6', name: 'Tim Berger', minute: 50, ownGoal: true },
    ]);
  });
  it('names a non-public scorer by the initial, as the event log does', () => {
    // Mia Sommer (member 8) is not public: the log reads "S.", so must the list under the score.
    const hiddenGoal = {
      ...data,
      events: [...data.events, { ...ev(3, 1, 70, '20'), member_id: '8' }],
    };
    expect(goalScorers(hiddenGoal).away).toContainEqual({
      memberId: '8',
      name: 'S.',
      minute: 70,
      ownGoal: false,
    });
  });
  it('leaves out penalty shoot-out kicks (section 6)', () => {
    const withShootout = { ...data, events: [...data.events, ev(6, 1, 120, '20')] };
    expect(goalScorers(withShootout).away).toHaveLength(1);
  });
});

describe('current section (2 first half, 3 second half, 4 and 5 extra time, 6 shoot-out)', () => {
  it('is the highest section with an event, null before kick-off', () => {
    expect(currentSectionTypeId([])).toBeNull();
    expect(currentSectionTypeId(data.events)).toBe(3);
    expect(currentSectionTypeId([ev(2, 1), ev(4, 2), ev(5, 1)])).toBe(5);
    expect(currentSectionTypeId([ev(6, 1)])).toBe(6);
  });
});

describe('gameIsRunning (section 2 to 5 without a type-29 event)', () => {
  it.each([2, 3, 4, 5])('runs in section %i', (section) => {
    expect(gameIsRunning([ev(section, 1)])).toBe(true);
  });
  it('stops when the current section has a type-29 event', () => {
    expect(gameIsRunning([ev(2, 1), ev(2, 29, 45, null)])).toBe(false);
    expect(gameIsRunning([ev(2, 29, 45, null), ev(3, 1, 50)])).toBe(true);
  });
  it('does not run before kick-off nor in the shoot-out (6)', () => {
    expect(gameIsRunning([])).toBe(false);
    expect(gameIsRunning([ev(6, 1)])).toBe(false);
  });
});

describe('scoreType', () => {
  it("is 'after_penalty_shootout' when the current section is 6", () => {
    expect(scoreType([ev(5, 29), ev(6, 1)])).toBe('after_penalty_shootout');
  });
  it("is 'after_extra_time' when section 5 has a type-29 event", () => {
    expect(scoreType([ev(5, 1), ev(5, 29, 120, null)])).toBe('after_extra_time');
    expect(scoreType([ev(5, 1)])).toBeNull();
    expect(scoreType([ev(3, 29)])).toBeNull();
  });
});

describe('duration_sections 1 folds second-half events into the first', () => {
  it('maps section 3 to 2 only when duration_sections is 1', () => {
    expect(foldSections([ev(3, 1)], 1)[0]?.section_type_id).toBe(2);
    expect(foldSections([ev(3, 1)], 2)[0]?.section_type_id).toBe(3);
    const one = progressSegments({ ...data, duration_sections: 1 }, 3725);
    expect(one.map((s) => s.sectionTypeId)).toEqual([2]);
    expect(one[0]?.events.map((e) => e.minute)).toEqual([12, 30, 50, 58, 60]);
  });
});

describe('clock', () => {
  it('shows m:ss, and -:- without a time', () => {
    expect(formatClock(3725)).toBe('62:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59.9)).toBe('0:59');
    expect(formatClock(null)).toBe('-:-');
    expect(formatClock(undefined)).toBe('-:-');
  });
  it('ticks every second only while running', () => {
    expect(clockSeconds(3725, 1_000, 4_000, true)).toBe(3728);
    expect(clockSeconds(3725, 1_000, 4_999, true)).toBe(3728);
    expect(clockSeconds(3725, 1_000, 4_000, false)).toBe(3725);
    expect(clockSeconds(null, 1_000, 4_000, true)).toBeNull();
  });
});

describe('ticker hidden or inactive when liveticker_enabled (or live) is false', () => {
  it('is enabled unless one of them is false', () => {
    expect(tickerEnabled({ liveticker_enabled: true, live: true })).toBe(true);
    expect(tickerEnabled({})).toBe(true);
    expect(tickerEnabled({ liveticker_enabled: false, live: true })).toBe(false);
    expect(tickerEnabled({ liveticker_enabled: true, live: false })).toBe(false);
    expect(tickerEnabled({ live: 0 })).toBe(false);
  });
});

describe('progress-bar segments', () => {
  it('marks types 1, 2, 3, 4, 9, 12, 28, 100 (28 without an icon), not 29', () => {
    expect(PROGRESS_TYPES).toEqual([1, 2, 3, 4, 9, 12, 28, 100]);
    const segments = progressSegments(data, 3725);
    expect(segments[0]?.events.map((e) => e.typeId)).toEqual([1, 2]);
    expect(segments[1]?.events.map((e) => [e.typeId, e.eventClass, e.side])).toEqual([
      [12, 'goal own-goal', 'home'],
      [100, 'goal', 'home'],
      [28, null, 'away'],
    ]);
    expect(eventClass(28)).toBeNull();
    expect([1, 2, 3, 4, 9, 12, 100].map(eventClass)).toEqual([
      'goal',
      'yellow-card',
      'red-card',
      'substitution',
      'yellow-red-card',
      'goal own-goal',
      'goal',
    ]);
  });
  it('caps each section at 100 % and finishes it once time played passes its end', () => {
    const [first, second] = progressSegments(data, 3725);
    expect(first).toMatchObject({ percent: 100, finished: true, startMinute: 0, endMinute: 45 });
    expect(second?.finished).toBe(false);
    expect(second?.percent).toBeCloseTo(((3725 / 60 - 45) / 45) * 100);
    const exact = progressSegments(data, 45 * 60);
    expect(exact[0]).toMatchObject({ percent: 100, finished: false });
  });
  it('adds the extra-time segments once extra time is reached', () => {
    const extra = progressSegments({ ...data, events: [...data.events, ev(4, 1, 95)] }, 96 * 60);
    expect(extra.map((s) => [s.sectionTypeId, s.startMinute, s.endMinute])).toEqual([
      [2, 0, 45],
      [3, 45, 90],
      [4, 90, 105],
      [5, 105, 120],
    ]);
  });
});

describe('player images for types 1, 2, 3, 4, 9, 12, 100 honouring is_not_public', () => {
  it('lists the eligible types', () => {
    expect(PLAYER_IMAGE_TYPES).toEqual([1, 2, 3, 4, 9, 12, 100]);
  });
  it('gives the image of a public member, none for non-public members or other types', () => {
    const goal = data.events[0] as TickerEvent;
    expect(playerImage(goal, data)).toBe('/img/7.png');
    const yellowOfHidden = data.events[1] as TickerEvent;
    expect(playerImage(yellowOfHidden, data)).toBeNull();
    expect(playerName(yellowOfHidden, data)).toBe('S.');
    expect(playerImage({ ...goal, type_id: 28 }, data)).toBeNull();
    expect(playerImage({ ...goal, type_id: 29 }, data)).toBeNull();
  });
});

describe('presenter_visible (default true)', () => {
  it('is true unless false', () => {
    expect(presenterVisible({})).toBe(true);
    expect(presenterVisible(undefined)).toBe(true);
    expect(presenterVisible({ presenter_visible: null })).toBe(true);
    expect(presenterVisible({ presenter_visible: false })).toBe(false);
  });
});

describe('polling constants (§9)', () => {
  it('polls every should_update × 1000 ms, default 30000 ms', () => {
    expect(pollIntervalMs(15)).toBe(15_000);
    expect(pollIntervalMs(undefined)).toBe(DEFAULT_POLL_MS);
    expect(DEFAULT_POLL_MS).toBe(30_000);
    expect(pollIntervalMs(0)).toBe(30_000);
  });
  it('backs off after network errors, capped at 5 minutes', () => {
    expect(backoffMs(15_000, 0)).toBe(15_000);
    expect(backoffMs(15_000, 1)).toBe(30_000);
    expect(backoffMs(15_000, 3)).toBe(120_000);
    expect(backoffMs(15_000, 10)).toBe(MAX_BACKOFF_MS);
  });
});

describe('several tickers per game', () => {
  it('remembers the choice for 24 h (86400000 ms = 1 day)', () => {
    expect(TICKER_CHOICE_MS).toBe(86_400_000);
    expect(TICKER_CHOICE_DAYS).toBe(1);
  });
  it('rewrites the ticker id in data addresses, links and tracking values', () => {
    expect(withTickerId('/ajax/liveticker/ticker-id/501', '502')).toBe(
      '/ajax/liveticker/ticker-id/502',
    );
    expect(withTickerId('/spiel/9/verlauf/ticker-id/501?x=1', '502')).toBe(
      '/spiel/9/verlauf/ticker-id/502?x=1',
    );
    expect(withTickerId('liveticker|ticker-id/501', '7')).toBe('liveticker|ticker-id/501');
    expect(withTickerId('match:/ticker-id/501/tab', '7')).toBe('match:/ticker-id/7/tab');
  });
  it('prefers a remembered ticker the game still offers', () => {
    expect(chooseTickerId('501', '502', ['501', '502'])).toBe('502');
    expect(chooseTickerId('501', '999', ['501', '502'])).toBe('501');
    expect(chooseTickerId('501', null, [])).toBe('501');
    expect(chooseTickerId('501', '502', [])).toBe('502');
  });
  it('reads the game id from /spiel/{gameId}', () => {
    expect(gameIdFromPath('/spiel/4711')).toBe('4711');
    expect(gameIdFromPath('/spiel/4711/liveticker')).toBe('4711');
    expect(gameIdFromPath('/news/1')).toBeNull();
  });
});

describe('goal announcements', () => {
  it('announces a side whose score rose, nothing on the first answer', () => {
    expect(newGoals(null, { home: 1, away: 0 })).toEqual([]);
    expect(newGoals({ home: 1, away: 0 }, { home: 2, away: 0 })).toEqual(['home']);
    expect(newGoals({ home: 1, away: 0 }, { home: 1, away: 1 })).toEqual(['away']);
    expect(newGoals({ home: 1, away: 1 }, { home: 1, away: 1 })).toEqual([]);
  });
});

describe('event log (spec §4: newest first, team names, section ends)', () => {
  it('names the team of each event by its team_id and opens every section with its kick-off', () => {
    const log = eventLog(data.events, data);
    expect(log.map((e) => `${e.kind}:${e.minute}`)).toEqual([
      'event:60',
      'event:58',
      'event:50',
      'sectionStart:',
      'sectionEnd:45',
      'event:30',
      'event:12',
      'sectionStart:',
    ]);
    const byMinute = new Map(
      log.filter((e) => e.kind !== 'sectionStart').map((e) => [e.minute, e]),
    );
    expect(byMinute.get('12')).toMatchObject({
      kind: 'event',
      typeId: 1,
      team: 'SV Blau-Weiß Heimstadt',
      player: 'Jonas Keller',
      image: '/img/7.png',
    });
    expect(byMinute.get('30')).toMatchObject({
      team: 'FC Gastdorf 1920',
      player: 'S.',
      image: null,
    });
    expect(byMinute.get('45')).toMatchObject({ kind: 'sectionEnd', end: 'halftime', team: '' });
    // An own goal stays with the team of the player who scored it.
    expect(byMinute.get('50')).toMatchObject({
      kind: 'event',
      typeId: 12,
      team: 'SV Blau-Weiß Heimstadt',
      eventClass: 'goal own-goal',
    });
  });

  it('shows no player images when the presenter is hidden', () => {
    const hidden = { ...data, presenter_visible: false };
    expect(eventLog(hidden.events, hidden).every((e) => e.image === null)).toBe(true);
  });

  it('leaves the team empty for a team id that is neither side', () => {
    expect(eventLog([ev(2, 2, 5, '99')], data)[0]?.team).toBe('');
  });

  it('writes minutes of added time as 45+2 and 90+4', () => {
    const log = eventLog([ev(2, 2, 47), ev(2, 29, 48, null), ev(3, 1, 94)], data);
    // Start lines carry no minute.
    expect(log.map((e) => e.minute)).toEqual(['90+4', '', '45+3', '45+2', '']);
  });

  it('names who came on and who went off in a substitution', () => {
    const sub = { ...ev(3, 4, 70), member_id: '7', replaced_member_id: '6' };
    expect(eventLog([sub], data)[0]).toMatchObject({
      kind: 'event',
      typeId: 4,
      player: 'Jonas Keller',
      replaced: 'Tim Berger',
    });
  });

  it('logs shoot-out kicks as kicks with the shoot-out score, not as goals of minute 120', () => {
    const shootout = tickerResponse.parse({
      ...runningTicker,
      section_type_id: 6,
      finished: true,
      events: [
        ev(2, 29, 45, null),
        ev(3, 29, 90, null),
        ev(4, 29, 105, null),
        ev(5, 29, 120, null),
        ev(6, 1, 120, '10'),
        ev(6, 28, 120, '20'),
        ev(6, 1, 120, '10'),
        ev(6, 29, 120, null),
      ],
    });
    const log = eventLog(shootout.events, shootout);
    const kicks = log.filter((e) => e.kind === 'kick');
    expect(kicks.map((k) => k.kind === 'kick' && [k.scored, k.score, k.minute])).toEqual([
      [true, '2:0', ''],
      [false, '1:0', ''],
      [true, '1:0', ''],
    ]);
    expect(log[0]).toMatchObject({ kind: 'sectionEnd', end: 'shootout' });
    expect(log.find((e) => e.kind === 'sectionEnd' && e.sectionTypeId === 3)).toMatchObject({
      end: 'regular',
    });
    expect(log.find((e) => e.kind === 'sectionEnd' && e.sectionTypeId === 5)).toMatchObject({
      end: 'extraTime',
    });
    expect(shootoutScore(shootout, shootout.events)).toEqual({ home: 2, away: 0 });
    expect(goalScorers(shootout).home).toEqual([]);
  });
});

describe('opaque ids (real portal ids are 32-character strings)', () => {
  const portal = tickerResponse.parse(portalIdTicker);

  it('the schema accepts string team, member and ticker ids', () => {
    expect(portal.home_team.id).toHaveLength(32);
    expect(portal.events[0]?.member_id).toHaveLength(32);
  });

  it('derives the same scorers, log and progress as with numeric ids', () => {
    const strip = <T extends { memberId: string | null }>(s: T) => ({ ...s, memberId: null });
    expect(goalScorers(portal).home.map(strip)).toEqual(goalScorers(data).home.map(strip));
    expect(goalScorers(portal).away.map(strip)).toEqual(goalScorers(data).away.map(strip));
    expect(eventLog(portal.events, portal)).toEqual(eventLog(data.events, data));
    expect(progressSegments(portal, 3725)).toEqual(progressSegments(data, 3725));
  });

  it('a member id that names an Object.prototype property finds no member', () => {
    for (const memberId of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const event = { ...ev(3, 1, 70), member_id: memberId };
      expect(playerName(event, data)).toBe('');
      expect(playerImage(event, data)).toBeNull();
    }
  });
});

describe('match phase (kicker.de: before, running, half-time, finished)', () => {
  const at = (over: Record<string, unknown>) => {
    const d = tickerResponse.parse({ ...runningTicker, score_halftime: null, ...over });
    return { phase: matchPhase(d, d.events), log: eventLog(d.events, d) };
  };

  it('before kick-off: scheduled, nothing in the log', () => {
    expect(at({ timeplayed: null, events: [] })).toEqual({ phase: { kind: 'scheduled' }, log: [] });
  });

  it('at kick-off: running in the first half and the log reads "Anpfiff", not an empty box', () => {
    const { phase, log } = at({ timeplayed: 0, events: [], section_type_id: 2 });
    expect(phase).toEqual({ kind: 'running', section: 2 });
    expect(log).toMatchObject([{ kind: 'sectionStart', sectionTypeId: 2, minute: '' }]);
    // A feed without section_type_id: a time played alone means the game has begun.
    expect(at({ timeplayed: 0, events: [] }).phase).toEqual({ kind: 'running', section: 2 });
  });

  it('half-time: a break after the first half', () => {
    const { phase } = at({ timeplayed: 2820, events: [ev(2, 1, 12), ev(2, 29, 47, null)] });
    expect(phase).toEqual({ kind: 'break', after: 2 });
  });

  it('second half begun (declared) before its first event', () => {
    const { phase, log } = at({
      timeplayed: 2730,
      section_type_id: 3,
      events: [ev(2, 29, 45, null)],
    });
    expect(phase).toEqual({ kind: 'running', section: 3 });
    expect(log[0]).toMatchObject({ kind: 'sectionStart', sectionTypeId: 3, minute: '' });
  });

  it('the final whistle: finished after the second half; "Abpfiff" in the log', () => {
    const { phase, log } = at({ events: [ev(2, 29, 45, null), ev(3, 29, 93, null)] });
    expect(phase).toEqual({ kind: 'finished', last: 3 });
    expect(log[0]).toMatchObject({ kind: 'sectionEnd', end: 'final', minute: '90+3' });
  });

  it('a cup tie level after 90 minutes: extra time follows when the feed says it is not finished', () => {
    const { phase, log } = at({
      finished: false,
      events: [ev(2, 29, 45, null), ev(3, 29, 90, null)],
    });
    expect(phase).toEqual({ kind: 'break', after: 3 });
    expect(log[0]).toMatchObject({ kind: 'sectionEnd', end: 'regular' });
  });

  it('extra time and the shoot-out', () => {
    const et = [ev(2, 29, 45, null), ev(3, 29, 90, null), ev(4, 1, 98)];
    expect(at({ finished: false, events: et }).phase).toEqual({ kind: 'running', section: 4 });
    const shootout = [...et, ev(4, 29, 105, null), ev(5, 29, 120, null), ev(6, 1, 120)];
    expect(at({ finished: false, events: shootout }).phase).toEqual({ kind: 'shootout' });
    expect(at({ finished: true, events: shootout }).phase).toEqual({ kind: 'finished', last: 6 });
  });

  it('formats the clock in added time as 45:00 +2:13', () => {
    expect(formatMatchClock(2833, 45)).toBe('45:00 +2:13');
    expect(formatMatchClock(2700, 45)).toBe('45:00');
    expect(formatMatchClock(1234, 45)).toBe('20:34');
    expect(formatMatchClock(null, 45)).toBe('-:-');
  });

  it('reads the kick-off as a time today and with the date on another day', () => {
    const now = new Date(2026, 2, 14, 11, 0);
    expect(formatKickoff(new Date(2026, 2, 14, 15, 30).toISOString(), now)).toBe('15:30');
    expect(formatKickoff(new Date(2026, 2, 15, 15, 30).toISOString(), now)).toBe('15.03.26 15:30');
    expect(formatKickoff('kein Datum', now)).toBeNull();
    expect(formatKickoff(null, now)).toBeNull();
  });
});
