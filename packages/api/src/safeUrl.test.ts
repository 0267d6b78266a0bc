import { describe, expect, it } from 'vitest';
import { isAllowedHref, isScriptUrl, safeUrl } from './safeUrl.ts';

const BASE = 'https://www.fussball.de/spiel/xyz';

describe('safeUrl', () => {
  it.each([
    ['https://www.fussball.de/a', 'https://www.fussball.de/a'],
    ['http://example.com/', 'http://example.com/'],
    ['ftp://files.example.com/x', 'ftp://files.example.com/x'],
    ['mailto:info@fussball.de', 'mailto:info@fussball.de'],
    ['tel:+49301234', 'tel:+49301234'],
    ['file:///C:/x.pdf', 'file:///C:/x.pdf'],
    ['whatsapp://send?text=Tor', 'whatsapp://send?text=Tor'],
    ['/verein/-/id/42', 'https://www.fussball.de/verein/-/id/42'],
    ['../liga', 'https://www.fussball.de/liga'],
    ['#!/section/tabelle', 'https://www.fussball.de/spiel/xyz#!/section/tabelle'],
    ['?page=2', 'https://www.fussball.de/spiel/xyz?page=2'],
    ['  https://x.de/  ', 'https://x.de/'],
  ])('lets %j through', (raw, expected) => {
    expect(safeUrl(raw, BASE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\x00javascript:alert(1)',
    '\x01\x02 javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'blob:https://www.fussball.de/uuid',
    'about:blank',
    'intent://scan/#Intent;scheme=zxing;end',
    'chrome://settings',
    '',
    '   ',
  ])('rejects %j', (raw) => {
    expect(safeUrl(raw, BASE)).toBeNull();
  });

  it('rejects relative URLs without any base', () => {
    expect(safeUrl('/x', undefined)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeUrl(42 as unknown as string, BASE)).toBeNull();
  });
});

describe('isAllowedHref (the link guard on server markup)', () => {
  it('allows http, https, ftp, mailto, tel, file, whatsapp and relative URLs', () => {
    for (const href of [
      'http://a.de',
      'HTTPS://a.de',
      'ftp://a.de/f',
      'mailto:a@b.de',
      'tel:+4969',
      'file:///c:/x',
      'whatsapp://send?text=x',
      '/a',
      'b/c',
      '#x',
      '?q=1',
      '//cdn.de/x',
    ])
      expect(isAllowedHref(href, BASE), href).toBe(true);
  });

  it('refuses script and data URLs however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\x00javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>',
      'vbscript:msgbox(1)',
      'jar:file:x',
    ])
      expect(isAllowedHref(href, BASE), JSON.stringify(href)).toBe(false);
  });

  it('keeps an empty href (a link to this page)', () => {
    expect(isAllowedHref('', BASE)).toBe(true);
  });
});

describe('isScriptUrl', () => {
  it.each([
    'javascript:x',
    ' JaVa\tScRiPt:x',
    '\u00a0vbscript:x',
    'data:text/html,x',
    'data:image/svg+xml,x',
    'livescript:x',
  ])('flags %j', (v) => expect(isScriptUrl(v)).toBe(true));
  it.each(['/ajax/x.json', 'https://x.de', 'data:image/png;base64,AAAA', 'Eintracht', ''])(
    'allows %j',
    (v) => expect(isScriptUrl(v)).toBe(false),
  );
});
