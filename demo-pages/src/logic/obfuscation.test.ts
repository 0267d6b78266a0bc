import { describe, expect, it } from 'vitest';
import { tokens } from '../../../widgets/obfuscated-results/src/logic.ts';
import {
  decoyCode,
  digitCode,
  obfuscateScore,
  obfuscationCss,
  obfuscationId,
} from './obfuscation.ts';

describe('obfuscated result tables', () => {
  it('ids and codes are stable, differ per table and are valid class names', () => {
    const id = obfuscationId('bl-herren:12');
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(obfuscationId('bl-herren:12')).toBe(id);
    expect(obfuscationId('bl-herren:13')).not.toBe(id);
    const codes = Array.from({ length: 10 }, (_, d) => digitCode(id, d));
    expect(new Set(codes).size).toBe(10);
    expect(digitCode(obfuscationId('other'), 3)).not.toBe(codes[3]);
    for (const code of codes) expect(tokens([code])).toEqual([{ code }]);
  });

  it('a score becomes codes, one decoy and a colon; the stylesheet draws it back', () => {
    const id = obfuscationId('t');
    const parts = obfuscateScore(id, 10, 2);
    expect(parts).toEqual([
      digitCode(id, 1),
      digitCode(id, 0),
      decoyCode(id, 0),
      ':',
      digitCode(id, 2),
    ]);
    const css = obfuscationCss(id);
    expect(css).toContain(`.results-c-${id} .${digitCode(id, 7)}::before{content:"7"}`);
    expect(css).toContain(`.results-c-${id} .${decoyCode(id, 0)}{display:none}`);
    // Decode the parts with the stylesheet, as a browser does.
    const drawn = parts
      .map((p) =>
        p === ':' ? ':' : (new RegExp(`\\.${p}::before\\{content:"(\\d)"`).exec(css)?.[1] ?? ''),
      )
      .join('');
    expect(drawn).toBe('10:2');
  });
});
