import { describe, expect, it } from 'vitest';
import { resultsClass, stylesheetUrl, tokens } from './logic.ts';

describe('obfuscated results rules', () => {
  it('the stylesheet URL replaces every %ID% (URI-encoded)', () => {
    expect(stylesheetUrl('/ergebnisse/css/%ID%.css', 'a1b2')).toBe('/ergebnisse/css/a1b2.css');
    expect(stylesheetUrl('/x/%ID%/%ID%.css?v=1', 'k')).toBe('/x/k/k.css?v=1');
    expect(stylesheetUrl('/x/%ID%.css', 'a/b')).toBe('/x/a%2Fb.css');
  });

  it('the class is results-c-{id}', () => {
    expect(resultsClass('a1b2')).toBe('results-c-a1b2');
  });

  it('codes become spans, separators stay text', () => {
    expect(tokens(['ka3f', ':', 'q9x1'])).toEqual([
      { code: 'ka3f' },
      { text: ':' },
      { code: 'q9x1' },
    ]);
    expect(tokens(['1'])).toEqual([{ text: '1' }]);
  });
});
