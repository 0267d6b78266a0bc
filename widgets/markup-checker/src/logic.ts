/** Pure readings of a check result for the view (counts, which hosts need attention). */
import type { CheckResult, HostCheck } from '@anstoss/runtime/checker';
import type { TranslationKey } from '@anstoss/i18n';

export interface Summary {
  count: number;
  shown: number;
  ok: number;
  /** Hosts that would not mount. */
  bad: number;
  /** Hosts that mount but carry attributes their widget does not read. */
  warned: number;
}

export function needsAttention(host: HostCheck): boolean {
  return host.verdict !== 'ok' || host.unknown.length > 0;
}

export function summarize(result: CheckResult): Summary {
  let ok = 0;
  let bad = 0;
  let warned = 0;
  for (const host of result.hosts) {
    if (host.verdict !== 'ok') bad++;
    else if (host.unknown.length > 0) warned++;
    else ok++;
  }
  return { count: result.total, shown: result.hosts.length, ok, bad, warned };
}

/** Problems first (in document order), then the hosts that are fine. */
export function orderForDisplay(hosts: readonly HostCheck[]): HostCheck[] {
  return [...hosts.filter(needsAttention), ...hosts.filter((h) => !needsAttention(h))];
}

/**
 * The runtime phrases what an attribute expects and what it found in English words for the
 * browser console ("a string", "text matching /^\d+$/", "nothing"); the checker shows editors
 * the same in their language. A phrase this list does not know stays as it is (and is marked
 * English by the view).
 */
export interface Phrase {
  key: TranslationKey;
  values?: Record<string, string>;
}

const FIXED: Record<string, TranslationKey> = {
  'a string': 'anstoss.markupChecker.is.string',
  'a number': 'anstoss.markupChecker.is.number',
  'a whole number': 'anstoss.markupChecker.is.integer',
  'a boolean': 'anstoss.markupChecker.is.boolean',
  'a array': 'anstoss.markupChecker.is.list',
  'a object': 'anstoss.markupChecker.is.object',
  'one of the allowed forms': 'anstoss.markupChecker.is.allowedForm',
  'a valid value': 'anstoss.markupChecker.is.valid',
  nothing: 'anstoss.markupChecker.found.nothing',
  'a list': 'anstoss.markupChecker.found.list',
  'an object': 'anstoss.markupChecker.found.object',
};

const BOUNDS: Record<string, TranslationKey> = {
  'exactly characters': 'anstoss.markupChecker.is.exactlyChars',
  'at least characters': 'anstoss.markupChecker.is.atLeastChars',
  'at most characters': 'anstoss.markupChecker.is.atMostChars',
  'exactly entries': 'anstoss.markupChecker.is.exactlyEntries',
  'at least entries': 'anstoss.markupChecker.is.atLeastEntries',
  'at most entries': 'anstoss.markupChecker.is.atMostEntries',
};

export function phrase(text: string): Phrase | null {
  const fixed = FIXED[text];
  if (fixed) return { key: fixed };
  let m = /^text matching (.+)$/.exec(text);
  if (m) return { key: 'anstoss.markupChecker.is.pattern', values: { pattern: m[1]! } };
  m = /^text starting with "(.*)"$/.exec(text);
  if (m) return { key: 'anstoss.markupChecker.is.prefix', values: { prefix: m[1]! } };
  m = /^(exactly|at least|at most) (\S+) (characters|entries)$/.exec(text);
  const bound = m && BOUNDS[`${m[1]} ${m[3]}`];
  if (m && bound) return { key: bound, values: { n: m[2]! } };
  m = /^a number ([<>≤≥]) (\S+)$/.exec(text);
  if (m) return { key: 'anstoss.markupChecker.is.numberBound', values: { op: m[1]!, n: m[2]! } };
  m = /^one of (.+)$/.exec(text);
  if (m) return { key: 'anstoss.markupChecker.is.oneOf', values: { values: m[1]! } };
  m = /^a valid (.+)$/.exec(text);
  if (m) return { key: 'anstoss.markupChecker.is.validFormat', values: { format: m[1]! } };
  return null;
}
