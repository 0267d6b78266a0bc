import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeExpectation, formatPropProblems, issuesToProblems } from './propErrors.ts';

function problemsFor(
  schema: z.ZodMiniType,
  raw: Record<string, unknown>,
  attributeProps = new Set(Object.keys(raw)),
) {
  const result = schema.safeParse(raw);
  if (result.success) throw new Error('expected a failure');
  return issuesToProblems(result.error.issues, raw, attributeProps);
}

describe('issuesToProblems', () => {
  it('names a missing required prop by its attribute', () => {
    expect(problemsFor(z.object({ jsonBase: z.string() }), {})).toEqual([
      { attribute: 'data-json-base', expected: 'a string', received: 'nothing' },
    ]);
  });

  it('says what was found for a wrong value', () => {
    expect(problemsFor(z.object({ maxItems: z.coerce.number() }), { maxItems: 'viele' })).toEqual([
      { attribute: 'data-max-items', expected: 'a number', received: '"viele"' },
    ]);
  });

  it('phrases enums, patterns and lengths', () => {
    const schema = z.object({
      mode: z.enum(['list', 'grid']),
      url: z.string().check(z.regex(/^\//)),
      title: z.string().check(z.minLength(3)),
      count: z.number().check(z.maximum(10)),
    });
    const problems = problemsFor(schema, {
      mode: 'table',
      url: 'http://x',
      title: 'ab',
      count: 11,
    });
    expect(problems.map((p) => `${p.attribute}: ${p.expected}`)).toEqual([
      'data-mode: one of "list", "grid"',
      'data-url: text matching /^\\//',
      'data-title: at least 3 characters',
      'data-count: a number ≤ 10',
    ]);
  });

  it('names values from the props script by their JSON path', () => {
    const schema = z.object({ teams: z.array(z.object({ id: z.string() })), season: z.string() });
    const problems = problemsFor(schema, { teams: [{ id: 5 }], season: 2526 }, new Set());
    expect(problems.map((p) => p.attribute)).toEqual([
      'data-props JSON "teams.0.id"',
      'data-props JSON "season"',
    ]);
  });

  it("keeps a widget author's own message", () => {
    const schema = z.object({
      date: z.string().check(z.refine((v) => v.includes('.'), 'a date like 24.12.2025')),
    });
    expect(problemsFor(schema, { date: 'x' })[0]?.expected).toBe('a date like 24.12.2025');
  });
});

describe('formatPropProblems', () => {
  it('names the widget and lists each attribute with its expectation', () => {
    const text = formatPropProblems('competition-finder', [
      { attribute: 'data-json-base', expected: 'a string', received: 'nothing' },
      { attribute: 'data-areas-url', expected: 'text matching /^\\//' },
    ]);
    expect(text).toBe(
      '[Anstoss] Widget "competition-finder" was not mounted because of its attributes:\n' +
        '  data-json-base: expected a string, got nothing\n' +
        '  data-areas-url: expected text matching /^\\//',
    );
  });
});

describe('describeExpectation', () => {
  it('falls back to a neutral phrase for zod/mini\'s bare "Invalid input"', () => {
    expect(describeExpectation({ code: 'custom', path: [], message: 'Invalid input' })).toBe(
      'a valid value',
    );
  });
});
