import { describe, expect, it } from 'vitest';
import { articleTextLength, enforceNesting, sanitizeArticleHtml } from './articleHtml.ts';

describe('server sanitiser for article HTML', () => {
  it('keeps the editor output unchanged', () => {
    const html =
      '<h3>Titel</h3><p><strong><em>a</em></strong><br /><a href="https://x.de/?a=1&amp;b=2" rel="nofollow">x</a></p><blockquote>z</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><a href="java\tscript:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><a href="//evil.example">x</a></p>', '<p>x</p>'],
    [
      '<p><a href="https://a.de" rel="noopener" target="_blank">x</a></p>',
      '<p><a href="https://a.de">x</a></p>',
    ],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil"></iframe>', ''],
  ])('%s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });
  it('enforces the nesting rules of spec §5', () => {
    expect(sanitizeArticleHtml('<h3><a href="https://a.de">T</a></h3>')).toBe('<h3>T</h3>');
    expect(sanitizeArticleHtml('<blockquote><a href="https://a.de">T</a></blockquote>')).toBe(
      '<blockquote>T</blockquote>',
    );
    expect(sanitizeArticleHtml('<h3><blockquote>T</blockquote></h3>')).toBe('<h3>T</h3>');
    expect(sanitizeArticleHtml('<blockquote><h3>T</h3></blockquote>')).toBe(
      '<blockquote>T</blockquote>',
    );
    expect(sanitizeArticleHtml('<ul><li><blockquote>T</blockquote></li></ul>')).toBe(
      '<blockquote>T</blockquote>',
    );
  });
  it('is idempotent', () => {
    const once = sanitizeArticleHtml('<h3><a href="https://a.de">T</a></h3><p>x<b>y</b></p>');
    expect(sanitizeArticleHtml(once)).toBe(once);
    expect(enforceNesting(once)).toBe(once);
  });
  it('measures the text length like the editor', () => {
    expect(articleTextLength('<h3>ab</h3><p>c&amp;d</p>')).toBe(5);
  });
});
