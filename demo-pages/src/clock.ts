/**
 * The reference CMS's one clock. Seeding (the anchor day, comment ages, the fan-poll week), the
 * live simulator, login windows, captchas and posted comments all read it, so a pinned start
 * (`ANSTOSS_NOW`) gives the same data and the same pages on any machine date.
 */

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** ISO 8601 instant with a zone: 2026-03-14T11:00:00Z, 2026-03-14T12:00+01:00. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads a pinned start instant; throws (the server must not start on a misread clock). */
export function parseInstant(raw: string): Date {
  const trimmed = raw.trim();
  const ms = ISO_INSTANT.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  // Date.parse rolls impossible days over (02-30 -> 03-02); the round trip catches that.
  if (Number.isNaN(ms) || !sameCalendarDay(trimmed, ms)) {
    throw new Error(
      `ANSTOSS_NOW must be an ISO instant with a zone, e.g. 2026-03-14T11:00:00Z (got ${JSON.stringify(raw)})`,
    );
  }
  return new Date(ms);
}

function sameCalendarDay(iso: string, ms: number): boolean {
  const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(iso)?.[1] ?? 'Z';
  const offset =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) *
        (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return new Date(ms + offset * 60_000).toISOString().slice(0, 10) === iso.slice(0, 10);
}

/**
 * A clock that starts at `start` and then runs on with the machine's monotonic time, so the
 * simulator's games still progress and time windows still expire.
 */
export function pinnedClock(start: Date, elapsedMs: () => number = () => performance.now()): Clock {
  const origin = elapsedMs();
  return () => new Date(start.getTime() + (elapsedMs() - origin));
}

/** `ANSTOSS_NOW` set (and not empty): pinned start; otherwise the machine's time. */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): {
  now: Clock;
  pinned: boolean;
} {
  const raw = env.ANSTOSS_NOW;
  if (raw === undefined || raw.trim() === '') return { now: systemClock, pinned: false };
  return { now: pinnedClock(parseInstant(raw)), pinned: true };
}
