import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition } from './disposition.ts';
import { safeFileName } from './accept.ts';

/** What a browser makes of the header: RFC 5987's filename* wins over filename. */
function nameFromHeader(header: string): string {
  const ext = /filename\*=UTF-8''([^;]+)/.exec(header);
  return ext ? decodeURIComponent(ext[1]!) : /filename="([^"]*)"/.exec(header)![1]!;
}

describe('contentDisposition', () => {
  const names = [
    'Łukasz Tor.jpg',
    'Gökhan Şahin.jpg',
    '日本語の写真.jpg',
    'Łódź.jpg',
    'Müller Tor.jpg',
    'Tor 🎉⚽.png',
    'שער ניצחון.jpg',
    'هدف.gif',
    'a "quoted" name\\.jpg',
    "it's (really) 100%*.png",
  ];

  it.each(names)('%s: a valid header value that names the file exactly', (name) => {
    const header = contentDisposition(name);
    // Header values must be printable ASCII here (a raw Ł failed every request for the file).
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow();
    expect(nameFromHeader(header)).toBe(name);
    expect(header.startsWith('inline; filename="')).toBe(true);
  });

  it('the ASCII fallback keeps what it can and never leaves an empty name', () => {
    expect(asciiFallback('Müller Tor.jpg')).toBe('Muller Tor.jpg');
    expect(asciiFallback('Gökhan Şahin.jpg')).toBe('Gokhan Sahin.jpg');
    expect(asciiFallback('日本語の写真.jpg')).toBe('datei.jpg');
    expect(asciiFallback('a "b".jpg')).toBe('a _b_.jpg');
  });
});

describe('safeFileName', () => {
  it('keeps every script, marks and emoji; drops controls and direction overrides', () => {
    expect(safeFileName('Tor 🎉⚽.png')).toBe('Tor 🎉⚽.png');
    expect(safeFileName('👍🏽 Jubel.jpg')).toBe('👍🏽 Jubel.jpg');
    expect(safeFileName('שער ניצחון.jpg')).toBe('שער ניצחון.jpg');
    expect(safeFileName('हिन्दी.jpg')).toBe('हिन्दी.jpg');
    expect(safeFileName('foto\u202Egpj.exe')).toBe('foto_gpj.exe');
    expect(safeFileName('a/b\\c\u0000.jpg')).toBe('a_b_c_.jpg');
    expect([...safeFileName('🎉'.repeat(200))]).toHaveLength(120);
  });
});
