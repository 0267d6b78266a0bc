import { describe, expect, it } from 'vitest';
import { linkPaths, runningGamePath } from './pages.ts';

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

describe('runningGamePath', () => {
  it('picks the first running game of /spiele/live', () => {
    const html = `<ul class="live-games">
      <li><a href="/spiel/1">A – B</a> <strong>0:0</strong> <span class="muted">· Liga · Endstand</span></li>
      <li><a href="/spiel/4">G – H</a> <strong>0:0</strong> <span class="muted">· Liga · Halbzeit</span></li>
      <li><a href="/spiel/2">C – D</a> <strong>1:0</strong> <span class="muted">· Liga · live, 45+2.</span></li>
      <li><a href="/spiel/3">E – F</a> <strong>2:0</strong> <span class="muted">· Pokal · live, 3. · 2 Ticker</span></li>
    </ul>`;
    expect(runningGamePath(html)).toBe('/spiel/2');
  });

  it('reads the live list as cards (crests, score, state on a line of its own)', () => {
    const html = `<ul class="live-games">
      <li class="live-game"><p class="live-game__competition">Liga</p><a class="live-game__match" href="/spiel/1">A 0:0 B</a><p class="live-game__state">Endstand</p></li>
      <li class="live-game live-game--playing"><p class="live-game__competition">Liga</p><a class="live-game__match" href="/spiel/2">C 1:0 D</a><p class="live-game__state">live, 45+2.</p></li>
    </ul>`;
    expect(runningGamePath(html)).toBe('/spiel/2');
  });

  it('is null when no game runs', () => {
    expect(runningGamePath('<li><a href="/spiel/1">A</a> · beendet</li>')).toBeNull();
  });
});
