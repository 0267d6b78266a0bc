import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeGetPath,
  encodeGetPath,
  formatParamDate,
  formatParamValue,
  type ContentValue,
} from './contentPath.ts';

describe('encodeGetPath (spec §7 Generic content loader)', () => {
  it('puts parameters into the path as /-/key/value pairs', () => {
    expect(encodeGetPath('/ajax/news', { offset: 10, category: 'jugend' })).toBe(
      '/ajax/news/-/offset/10/category/jugend',
    );
  });

  it("turns '/' inside a value into '_|_' and URI-encodes everything", () => {
    expect(encodeGetPath('/r', { team: 'A/B Jugend', q: 'ä&ü?#' })).toBe(
      '/r/-/team/A_%7C_B%20Jugend/q/%C3%A4%26%C3%BC%3F%23',
    );
  });

  it('comma-joins lists and writes dates as yyyy-mm-dd', () => {
    expect(
      encodeGetPath('/r', {
        ids: [1, 'x/y', 3],
        'datum-von': new Date(2025, 0, 5),
        days: [new Date(2024, 11, 31)],
      }),
    ).toBe('/r/-/ids/1%2Cx_%7C_y%2C3/datum-von/2025-01-05/days/2024-12-31');
  });

  it('leaves out null, undefined, empty values and invalid dates or numbers', () => {
    expect(
      encodeGetPath('/r', {
        a: null,
        b: undefined,
        c: '',
        d: [],
        e: new Date('nope'),
        f: Number.NaN,
        g: 0,
        h: false,
      }),
    ).toBe('/r/-/g/0/h/false');
  });

  it('returns the resource unchanged without parameters, and keeps query and hash after the path', () => {
    expect(encodeGetPath('/ajax/list?x=1')).toBe('/ajax/list?x=1');
    expect(encodeGetPath('/ajax/list/?x=1#h', { offset: 5 })).toBe('/ajax/list/-/offset/5?x=1#h');
  });

  it('replaces lone surrogates instead of throwing', () => {
    expect(encodeGetPath('/r', { q: 'a\uD800b' })).toBe('/r/-/q/a%EF%BF%BDb');
  });

  it('formatParamDate pads years and months', () => {
    expect(formatParamDate(new Date(987, 2, 9))).toBe('0987-03-09');
    expect(formatParamValue(['a', 'b'])).toBe('a,b');
  });

  it('decodes its own output', () => {
    expect(decodeGetPath('/r/-/team/A_%7C_B%20Jugend/offset/10?x=1')).toEqual({
      resource: '/r?x=1',
      params: { team: 'A/B Jugend', offset: '10' },
    });
    expect(decodeGetPath('/plain')).toEqual({ resource: '/plain', params: {} });
  });
});

// Strings the format can carry losslessly: well-formed, non-empty, no literal '_|_'.
const text = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .filter((s) => !s.includes('_|_'));
const anyText = fc.string({ unit: 'binary', maxLength: 20 });
const resource = fc.constantFrom(
  '/ajax/news',
  '/ajax/list/',
  'https://www.fussball.de/ajax.content',
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
);
const params = fc.dictionary(
  text,
  fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 4 })),
  {
    maxKeys: 6,
  },
);

/** Every counterexample fast-check ever found stays here as a fixed case. */
const foundCounterexamples: [string, Record<string, ContentValue>][] = [
  // seed 360568251 (2026-11-24): a key named __proto__ was lost in a plain object
  ['/ajax/news', JSON.parse('{"__proto__":[false]}') as Record<string, ContentValue>],
  [
    '/ajax/news',
    JSON.parse('{"constructor":"x","toString":"y","hasOwnProperty":"1"}') as Record<
      string,
      ContentValue
    >,
  ],
];

describe('encodeGetPath properties', () => {
  it.each(foundCounterexamples)('keeps prototype-like keys as data: %s %j', (res, p) => {
    const decoded = decodeGetPath(encodeGetPath(res, p));
    expect(Object.keys(decoded.params).sort()).toEqual(Object.keys(p).sort());
    for (const [key, value] of Object.entries(p)) {
      expect(Object.getOwnPropertyDescriptor(decoded.params, key)?.value).toBe(
        formatParamValue(value),
      );
    }
  });

  it('decoding inverts encoding', () => {
    fc.assert(
      fc.property(resource, params, (res, p) => {
        const decoded = decodeGetPath(encodeGetPath(res, p));
        const expected = Object.fromEntries(
          Object.entries(p).flatMap(([k, v]) => {
            const formatted = formatParamValue(v);
            return formatted === null ? [] : [[k, formatted]];
          }),
        );
        expect(decoded.params).toEqual(expected);
        expect(decoded.resource).toBe(Object.keys(expected).length ? res.replace(/\/$/, '') : res);
      }),
      { examples: foundCounterexamples },
    );
  });

  it('never lets a key or value add a path segment, whatever the input', () => {
    fc.assert(
      fc.property(fc.dictionary(anyText, fc.oneof(anyText, fc.array(anyText))), (p) => {
        const encoded = encodeGetPath('/r', p);
        const pairs = Object.entries(p).filter(
          ([k, v]) => k !== '' && formatParamValue(v) !== null,
        );
        if (pairs.length === 0) {
          expect(encoded).toBe('/r');
          return;
        }
        const segments = encoded.slice('/r/-/'.length).split('/');
        expect(segments).toHaveLength(pairs.length * 2);
        for (const segment of segments) {
          expect(segment).not.toMatch(/[/?#\s]/);
          expect(() => decodeURIComponent(segment)).not.toThrow();
        }
      }),
    );
  });

  it('writes every date as yyyy-mm-dd of its calendar day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (d) => {
          const value = decodeGetPath(encodeGetPath('/r', { d })).params.d ?? '';
          expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const [y, m, day] = value.split('-').map(Number);
          expect([y, m, day]).toEqual([d.getFullYear(), d.getMonth() + 1, d.getDate()]);
        },
      ),
    );
  });
});
