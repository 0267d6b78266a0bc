import { describe, expect, it } from 'vitest';
import {
  hashForRoute,
  pathFromHash,
  resolveRoute,
  routeForElement,
  shouldResetHash,
  urlTail,
} from './routes.ts';

describe('shouldResetHash (spec §2)', () => {
  it('resets a missing or foreign hash', () => {
    expect(shouldResetHash('')).toBe(true);
    expect(shouldResetHash('#')).toBe(true);
    expect(shouldResetHash('#kommentare')).toBe(true);
  });

  it("keeps '#!', '?#' and '#state' anywhere, and anything starting with '?'", () => {
    expect(shouldResetHash('#!')).toBe(false);
    expect(shouldResetHash('#!/section/tabelle')).toBe(false);
    expect(shouldResetHash('?#foo')).toBe(false);
    expect(shouldResetHash('#state=abc')).toBe(false);
    expect(shouldResetHash('?page=2')).toBe(false);
    expect(shouldResetHash('?page=2#top')).toBe(false);
  });

  it('reads the tail of a URL as written', () => {
    expect(urlTail('https://x.de/a/b')).toBe('');
    expect(urlTail('https://x.de/a?#b')).toBe('?#b');
    expect(urlTail('https://x.de/a#!/x')).toBe('#!/x');
  });
});

describe('routes', () => {
  it('builds /section/{id} for sections and /{id} for other elements', () => {
    const section = document.createElement('section');
    section.id = 'tabelle';
    const div = document.createElement('div');
    div.id = 'kommentare';
    expect(routeForElement(section)).toBe('/section/tabelle');
    expect(routeForElement(div)).toBe('/kommentare');
  });

  it('reads the path from a #! hash', () => {
    expect(pathFromHash('#!')).toBe('/');
    expect(pathFromHash('#!/')).toBe('/');
    expect(pathFromHash('#!/section/tabelle')).toBe('/section/tabelle');
    expect(pathFromHash('#!section/spiele')).toBe('/section/spiele');
    expect(pathFromHash('#!/section/s%C3%BCd')).toBe('/section/süd');
    expect(pathFromHash('#x')).toBe('/');
  });

  it('writes a route as a hash', () => {
    expect(hashForRoute('/section/süd')).toBe('#!/section/s%C3%BCd');
    expect(hashForRoute('/')).toBe('#!/');
  });

  it('resolves known routes to their element and unknown ones to null', () => {
    document.body.innerHTML = '<section id="tabelle"></section><div id="kommentare"></div>';
    expect(resolveRoute('/', document)).toBe('root');
    expect(resolveRoute('/section/tabelle', document)).toBe(document.getElementById('tabelle'));
    expect(resolveRoute('/kommentare', document)).toBe(document.getElementById('kommentare'));
    expect(resolveRoute('/tabelle', document)).toBeNull(); // a section is only /section/{id}
    expect(resolveRoute('/section/kommentare', document)).toBeNull();
    expect(resolveRoute('/nope', document)).toBeNull();
    expect(resolveRoute('/a/b/c', document)).toBeNull();
    document.body.innerHTML = '';
  });
});
