import { describe, expect, it } from 'vitest';
import {
  acceptsChange,
  acceptsPaste,
  blocksText,
  blocksToHtml,
  countCharacters,
  isVotingDuration,
  linkAllowedIn,
  mayNest,
  normalisePastedText,
  remaining,
  safeHref,
  toggleVisibility,
  validDay,
  visibilityProblem,
  yearRange,
} from './logic.ts';

describe('forbidden nesting (spec §5)', () => {
  it.each([
    ['h3', 'quote'],
    ['quote', 'h3'],
    ['quote', 'link'],
    ['h3', 'link'],
    ['listitem', 'quote'],
  ] as const)('%s may not hold %s', (parent, child) => {
    expect(mayNest(parent, child)).toBe(false);
  });
  it('paragraphs hold links; the root holds every block', () => {
    expect(mayNest('paragraph', 'link')).toBe(true);
    expect(mayNest('root', 'quote')).toBe(true);
    expect(mayNest('root', 'h3')).toBe(true);
  });
  it('the link tool works only when every selected block allows links', () => {
    expect(linkAllowedIn(['paragraph'])).toBe(true);
    expect(linkAllowedIn(['paragraph', 'h3'])).toBe(false);
    expect(linkAllowedIn(['quote'])).toBe(false);
    expect(linkAllowedIn([])).toBe(false);
  });
});

describe('character limit (spec §5, §9: 20000)', () => {
  it('counts visible characters, not the line breaks between blocks', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('ab\n\ncd')).toBe(4);
    expect(countCharacters('Tor! 1:0')).toBe(8);
  });
  it('remaining never drops below 0', () => {
    expect(remaining(0)).toBe(20_000);
    expect(remaining(19_999)).toBe(1);
    expect(remaining(20_000)).toBe(0);
    expect(remaining(25_000)).toBe(0);
  });
  it('a change may grow up to the limit, and may always shrink', () => {
    expect(acceptsChange(19_999, 20_000)).toBe(true);
    expect(acceptsChange(20_000, 20_001)).toBe(false);
    expect(acceptsChange(25_000, 24_999)).toBe(true);
  });
  it('a paste counts what it replaces', () => {
    expect(acceptsPaste(0, 0, 20_001)).toBe(false);
    expect(acceptsPaste(0, 0, 20_000)).toBe(true);
    expect(acceptsPaste(20_000, 10, 10)).toBe(true);
    expect(acceptsPaste(20_000, 10, 11)).toBe(false);
  });
  it('pasted text is normalised (Word/Docs spaces, control characters, blank lines)', () => {
    expect(normalisePastedText('a\r\nb\u00a0c\u200bd\u0007\n\n\n\ne')).toBe('a\nb cd\n\ne');
  });
});

describe('HTML output', () => {
  it('writes only the allowed tags, escapes text, keeps rel=nofollow', () => {
    expect(
      blocksToHtml([
        { type: 'h3', children: [{ kind: 'text', text: '<Titel> & "mehr"' }] },
        {
          type: 'paragraph',
          children: [
            { kind: 'text', text: 'a', bold: true, italic: true },
            { kind: 'break' },
            {
              kind: 'link',
              href: 'https://x.de/?a=1&b=2',
              nofollow: true,
              children: [{ kind: 'text', text: 'x' }],
            },
          ],
        },
        { type: 'quote', children: [{ kind: 'text', text: 'z' }] },
      ]),
    ).toBe(
      '<h3>&lt;Titel&gt; &amp; &quot;mehr&quot;</h3><p><strong><em>a</em></strong><br><a href="https://x.de/?a=1&amp;b=2" rel="nofollow">x</a></p><blockquote>z</blockquote>',
    );
  });
  it('never writes a link inside h3 or blockquote, nor a script URL', () => {
    const link = (href: string) => ({
      kind: 'link' as const,
      href,
      nofollow: false,
      children: [{ kind: 'text' as const, text: 't' }],
    });
    expect(blocksToHtml([{ type: 'h3', children: [link('https://a.de')] }])).toBe('<h3>t</h3>');
    expect(blocksToHtml([{ type: 'quote', children: [link('https://a.de')] }])).toBe(
      '<blockquote>t</blockquote>',
    );
    for (const bad of ['javascript:alert(1)', 'java\tscript:x', 'data:text/html,x', ' vbscript:x'])
      expect(blocksToHtml([{ type: 'paragraph', children: [link(bad)] }])).toBe('<p>t</p>');
  });
  it('safeHref allows http(s), mailto, tel and same-site paths', () => {
    expect(safeHref('/news/1')).toBe('/news/1');
    expect(safeHref('mailto:a@b.de')).toBe('mailto:a@b.de');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('JAVASCRIPT:x')).toBeNull();
  });
  it('blocksText is what is counted', () => {
    expect(
      countCharacters(
        blocksText([
          { type: 'paragraph', children: [{ kind: 'text', text: 'ab' }] },
          { type: 'h3', children: [{ kind: 'text', text: 'c' }] },
        ]),
      ),
    ).toBe(3);
  });
});

describe('publisher dates (spec §4, §5 Dates)', () => {
  const off = { visible: false, publishFrom: null, publishTo: null };
  it('switching visibility on fills an empty start with today when asked', () => {
    expect(toggleVisibility(off, true, '2026-03-14', true)).toEqual({
      visible: true,
      publishFrom: '2026-03-14',
      publishTo: null,
    });
    expect(toggleVisibility(off, true, '2026-03-14', false).publishFrom).toBeNull();
    expect(
      toggleVisibility({ ...off, publishFrom: '2026-04-01' }, true, '2026-03-14', true).publishFrom,
    ).toBe('2026-04-01');
  });
  it('switching it off keeps the dates', () => {
    const on = { visible: true, publishFrom: '2026-04-01', publishTo: null };
    expect(toggleVisibility(on, false, '2026-03-14', true)).toEqual({ ...on, visible: false });
  });
  it('a day is valid only as a real yyyy-MM-dd within min/max', () => {
    expect(validDay('2026-02-28')).toBe(true);
    expect(validDay('2026-02-29')).toBe(false);
    expect(validDay('14.03.2026')).toBe(false);
    expect(validDay('2026-03-14', '2026-03-15')).toBe(false);
    expect(validDay('2026-03-14', null, '2026-03-13')).toBe(false);
  });
  it('names the problem: a bad date or the wrong order; none when not visible', () => {
    expect(
      visibilityProblem({ visible: true, publishFrom: '2026-05-01', publishTo: '2026-04-01' }),
    ).toBe('order');
    expect(
      visibilityProblem(
        { visible: true, publishFrom: '2020-01-01', publishTo: null },
        '2026-01-01',
      ),
    ).toBe('from');
    expect(visibilityProblem({ visible: false, publishFrom: 'x', publishTo: null })).toBeNull();
  });
  it('the year range spans 20 years around today', () => {
    expect(yearRange('2026-03-14')).toEqual({ from: 2016, to: 2036 });
  });
});

it('voting durations are a fixed choice', () => {
  expect(isVotingDuration(7)).toBe(true);
  expect(isVotingDuration(8)).toBe(false);
});
