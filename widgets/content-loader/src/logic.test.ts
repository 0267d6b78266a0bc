import { describe, expect, it } from 'vitest';
import { applyResponse, fragmentDelay, requestParams } from './logic.ts';

const result = (
  over: Partial<{
    html: string;
    nextOffset: number | null;
    final: boolean;
    redirect: string | null;
  }> = {},
) => ({
  html: '<li>x</li>',
  nextOffset: null,
  final: false,
  redirect: null,
  ...over,
});
const HREF = 'https://demo.test/news#!/section/a';

describe('content loader responses (spec §4)', () => {
  it('lastIndex sets the offset to lastIndex + 1', () => {
    const outcome = applyResponse({ offset: 0, done: false }, result({ nextOffset: 24 }), HREF);
    expect(outcome).toEqual({
      kind: 'insert',
      html: '<li>x</li>',
      next: { offset: 24, done: false },
    });
  });
  it('keeps the offset when the response has no lastIndex', () => {
    const outcome = applyResponse({ offset: 12, done: false }, result(), HREF);
    expect(outcome.kind === 'insert' && outcome.next.offset).toBe(12);
  });
  it('final hides load more', () => {
    const outcome = applyResponse({ offset: 0, done: false }, result({ final: true }), HREF);
    expect(outcome.kind === 'insert' && outcome.next.done).toBe(true);
  });
  it('redirect navigates', () => {
    expect(
      applyResponse(
        { offset: 0, done: false },
        result({ redirect: 'https://demo.test/other' }),
        HREF,
      ),
    ).toEqual({
      kind: 'navigate',
      url: 'https://demo.test/other',
    });
  });
  it('redirect that only changes the hash reloads', () => {
    expect(
      applyResponse(
        { offset: 0, done: false },
        result({ redirect: 'https://demo.test/news#neu' }),
        HREF,
      ).kind,
    ).toBe('reload');
  });
});

describe('timings (spec §9)', () => {
  it('lazy fragments after 10 ms, the onload trigger after 1000 ms', () => {
    expect(fragmentDelay('lazy')).toBe(10);
    expect(fragmentDelay('onload')).toBe(1000);
  });
});

describe('request parameters', () => {
  it('offset plus form fields; repeated names become lists; empty values are left out', () => {
    expect(
      requestParams(12, [
        ['verband', '_22'],
        ['kategorie', 'herren'],
        ['kategorie', 'frauen'],
        ['leer', ''],
        ['offset', '99'],
      ]),
    ).toEqual({ offset: 12, verband: '_22', kategorie: ['herren', 'frauen'] });
  });
});
