import { describe, expect, it } from 'vitest';
import { copyText, copyValue } from './copy.ts';
import { insertBatches } from './pg.ts';

describe('bulk loading', () => {
  it('encodes COPY text values safely', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(3)).toBe('3');
    expect(copyValue(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(copyValue('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(
      copyText([
        ['x', null],
        ['y', 1],
      ]),
    ).toBe('x\t\\N\ny\t1\n');
    expect(() => copyValue(Number.NaN)).toThrow();
  });

  it('splits multi-row INSERTs below the PostgreSQL parameter limit', () => {
    const rows = Array.from({ length: 70_000 }, (_, i) => [i, `name ${i}`] as [number, string]);
    const batches = insertBatches('clubs', ['id', 'name'], rows);
    expect(batches.length).toBe(3);
    for (const b of batches) expect(b.params.length).toBeLessThanOrEqual(60_000);
    expect(batches.reduce((n, b) => n + b.params.length, 0)).toBe(140_000);
    expect(
      batches[0]?.sql.startsWith('INSERT INTO clubs (id, name) VALUES ($1, $2), ($3, $4)'),
    ).toBe(true);
  });

  it('refuses odd identifiers and rows of the wrong width', () => {
    expect(() => insertBatches('clubs; DROP TABLE x', ['id'], [[1]])).toThrow();
    expect(() => insertBatches('clubs', ['id', 'name'], [[1]])).toThrow();
  });
});
