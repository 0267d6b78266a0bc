import { describe, expect, it } from 'vitest';
import {
  consentGranted,
  hasInput,
  isValid,
  submissionBody,
  validate,
  visibleErrors,
  XID_DELAY_MS,
  type FormInput,
} from './logic.ts';

const goal: FormInput = {
  kind: 'goal',
  values: {
    scorer: 'Lena Krüger',
    playerclub: 'SV Blau-Weiß',
    foeclub: 'FC Rot',
    date: '2026-11-21',
    competition: 'Kreisliga A',
    minutes: '89',
    seconds: '30',
  },
  terms: false,
  consents: [],
  checked: [],
  consentRequired: false,
};

const category: FormInput = {
  kind: 'category',
  values: {
    scorer: 'Lena Krüger',
    email: 'lena@example.org',
    playerclub: 'SV Blau-Weiß',
    description: 'Fallrückzieher',
  },
  terms: true,
  consents: [
    { id: 'publish', label: 'Veröffentlichung' },
    { id: 'parents', label: 'Eltern' },
  ],
  checked: ['publish', 'parents'],
  consentRequired: true,
};

describe('validate (spec §5 Poll and submissions)', () => {
  it('a complete goal form is valid', () => {
    expect(validate(goal)).toEqual({});
    expect(isValid(validate(goal))).toBe(true);
  });
  it('each empty required goal field is "required" (spaces count as empty)', () => {
    const errors = validate({ ...goal, values: { scorer: '   ' } });
    expect(errors).toEqual({
      scorer: 'required',
      playerclub: 'required',
      foeclub: 'required',
      date: 'required',
      competition: 'required',
      minutes: 'required',
      seconds: 'required',
    });
  });
  it('minutes 0–120, seconds 0–59, date yyyy-MM-dd get named errors', () => {
    expect(
      validate({
        ...goal,
        values: { ...goal.values, minutes: '121', seconds: '60', date: '21.11.' },
      }),
    ).toEqual({
      minutes: 'minute',
      seconds: 'second',
      date: 'date',
    });
    expect(
      validate({ ...goal, values: { ...goal.values, minutes: '-1', seconds: 'x' } }),
    ).toMatchObject({
      minutes: 'minute',
      seconds: 'second',
    });
  });
  it('category: email format, terms, contact optional', () => {
    expect(validate(category)).toEqual({});
    expect(
      validate({ ...category, values: { ...category.values, email: 'lena@' }, terms: false }),
    ).toEqual({
      email: 'email',
      termstorwand: 'terms',
    });
  });
  it('category: every additional consent must be checked where required', () => {
    expect(validate({ ...category, checked: ['publish'] })).toEqual({ consents: 'consent' });
    expect(validate({ ...category, checked: [], consentRequired: false })).toEqual({});
  });
});

describe('consentGranted', () => {
  const boxes = [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ];
  it('required: all boxes', () => {
    expect(consentGranted(boxes, ['a', 'b'], true)).toBe(true);
    expect(consentGranted(boxes, ['b'], true)).toBe(false);
    expect(consentGranted([], [], true)).toBe(true);
  });
  it('not required: granted', () => {
    expect(consentGranted(boxes, [], false)).toBe(true);
  });
});

describe('visibleErrors (spec §5: only after the first submit attempt)', () => {
  it('hides errors before, shows them after', () => {
    const errors = { scorer: 'required' as const };
    expect(visibleErrors(errors, false)).toEqual({});
    expect(visibleErrors(errors, true)).toEqual(errors);
  });
});

describe('submissionBody (spec §7)', () => {
  it('goal: typed fields trimmed, page presets, item id', () => {
    expect(
      submissionBody({
        kind: 'goal',
        values: { ...goal.values, scorer: ' Lena Krüger ' },
        presets: { aktion: 'tdw', saison: 2526 },
        itemId: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
        terms: false,
        checked: [],
      }),
    ).toEqual({
      ...goal.values,
      aktion: 'tdw',
      saison: 2526,
      id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
    });
  });
  it('category: kat and rubrik from the item win, termstorwand, consents and xid', () => {
    const body = submissionBody({
      kind: 'category',
      values: { ...category.values, kat: 'falsch' },
      presets: { quelle: 'web' },
      itemPresets: { kat: '3', rubrik: 'jugend' },
      terms: true,
      checked: ['publish'],
      xid: 'f-17',
    });
    expect(body).toMatchObject({
      kat: '3',
      rubrik: 'jugend',
      termstorwand: true,
      consents: ['publish'],
      xid: 'f-17',
      quelle: 'web',
      contact: '',
    });
  });
  it('a __proto__ preset stays a plain key', () => {
    const presets = JSON.parse('{"__proto__": {"polluted": 1}}') as Record<string, string>;
    const body = submissionBody({ kind: 'goal', values: {}, presets, terms: false, checked: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(body)).toContain('scorer');
  });
  it('the xid delay is 1 s', () => {
    expect(XID_DELAY_MS).toBe(1000);
  });
});

describe('hasInput', () => {
  it('hasInput ignores blanks', () => {
    expect(hasInput({ a: '  ' })).toBe(false);
    expect(hasInput({ a: 'x' })).toBe(true);
  });
});
