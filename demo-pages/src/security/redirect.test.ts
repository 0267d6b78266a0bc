import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

const ORIGIN = 'http://127.0.0.1:8080';

describe('fw_url open-redirect guard', () => {
  it.each([
    ['/news/abc', '/news/abc'],
    ['/verein/x?tab=2#!/section/tabelle', '/verein/x?tab=2#!/section/tabelle'],
    ['http://127.0.0.1:8080/fanprofil/-/userid/10001', '/fanprofil/-/userid/10001'],
    ['seitenfunktionen', '/seitenfunktionen'],
  ])('accepts same-origin %s', (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '\\\\evil.example',
    'http://127.0.0.1:8081/other-port',
    'https://127.0.0.1:8080/other-scheme',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/news\n/x',
    'http://127.0.0.1:8080@evil.example/',
    '/login?fw_url=/x',
    '/logout',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('https://evil.example', ORIGIN, '/fanprofil/-/userid/1')).toBe(
      '/fanprofil/-/userid/1',
    );
  });
});
