/**
 * Calendar helpers. Plain dates are 'YYYY-MM-DD' strings (no time zone); kick-off times are
 * wall-clock times in Europe/Berlin converted to instants, so summer time is right.
 */
export const TIME_ZONE = 'Europe/Berlin';

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Not a plain date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function fromUtcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return fromUtcDay(Date.UTC(y, m - 1, d + days));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function sundayOnOrAfter(date: string): string {
  return addDays(date, (7 - weekday(date)) % 7);
}

const offsetFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Offset of Berlin from UTC in minutes at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(
    offsetFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return Math.round((asUtc - Math.floor(instant / 60000) * 60000) / 60000);
}

// Seeding asks for the same few hundred kick-off slots about 180,000 times; Intl is slow.
const berlinTimeCache = new Map<string, number>();

/** The instant at which Berlin clocks show `date` `hour:minute`. */
export function berlinTime(date: string, hour: number, minute = 0): Date {
  const key = `${date}T${hour}:${minute}`;
  let instant = berlinTimeCache.get(key);
  if (instant === undefined) {
    const [y, m, d] = parts(date);
    const wall = Date.UTC(y, m - 1, d, hour, minute);
    instant = wall - berlinOffsetMinutes(wall) * 60000;
    // A second pass settles dates near a daylight-saving switch.
    instant = wall - berlinOffsetMinutes(instant) * 60000;
    if (berlinTimeCache.size > 50_000) berlinTimeCache.clear();
    berlinTimeCache.set(key, instant);
  }
  return new Date(instant);
}

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Berlin as 'YYYY-MM-DD'. */
export function berlinDate(now: Date = new Date()): string {
  return dayFormatter.format(now);
}

/** Age in whole years on `today` of someone born on `birthDate` (both plain dates). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [ty, tm, td] = parts(today);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export type Lang = 'de' | 'en';

import { currentLang } from '../i18n/current.ts';

const locales: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(
  lang: Lang,
  kind: 'date' | 'weekdayDate' | 'time' | 'long',
): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { day: '2-digit', month: '2-digit', year: 'numeric' }
        : kind === 'weekdayDate'
          ? { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }
          : kind === 'time'
            ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
            : { day: 'numeric', month: 'long', year: 'numeric' };
    f = new Intl.DateTimeFormat(locales[lang], { ...options, timeZone: TIME_ZONE });
    cache.set(key, f);
  }
  return f;
}

// One date form per context across the portal (issue 26): a date is dd.MM.yyyy (de) or
// dd/MM/yyyy (en); a match day adds the short weekday ("Sa., 28.11.2026", "Sat, 28/11/2026").
// The language is the request's (i18n/current.ts) unless given.
/** 21.11.2026 */
export const formatDate = (d: Date, lang: Lang = currentLang()) =>
  formatter(lang, 'date').format(d);
/** Sa., 21.11.2026 */
export const formatWeekdayDate = (d: Date, lang: Lang = currentLang()) =>
  formatter(lang, 'weekdayDate').format(d);
/** 15:00 */
export const formatTime = (d: Date, lang: Lang = currentLang()) =>
  formatter(lang, 'time').format(d);
/** 21. November 2026 */
export const formatLongDate = (d: Date, lang: Lang = currentLang()) =>
  formatter(lang, 'long').format(d);
/** ISO string for <time datetime>. */
export const isoString = (d: Date) => d.toISOString();
