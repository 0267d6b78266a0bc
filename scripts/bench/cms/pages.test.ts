import { describe, expect, it } from 'vitest';
import { linkPaths } from './pages.ts';

describe('linkPaths', () => {
  const origin = 'http://127.0.0.1:4000';

  it('returns same-origin link paths once, in document order', () => {
    const html = `<a href="/news/a">A</a><a class="x" href='/verein/b?tab=1'>B</a><a href="/news/a">A again</a>`;
    expect(linkPaths(html, origin)).toEqual(['/news/a', '/verein/b?tab=1']);
  });

  it('skips anchors, other origins and non-http schemes', () => {
    const html = `<a href="#top"></a><a href="https://example.org/x"></a><a href="mailto:a@b.de"></a><a href="${origin}/login"></a>`;
    expect(linkPaths(html, origin)).toEqual(['/login']);
  });
});
