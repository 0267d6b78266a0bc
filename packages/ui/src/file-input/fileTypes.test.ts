import { describe, expect, it } from 'vitest';
import { checkFile, megabytes, sniffType } from './fileTypes.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const pad = (b: Uint8Array, n = 64) => {
  const out = new Uint8Array(Math.max(n, b.length));
  out.set(b);
  return out;
};

/** Heads of real files of each kind. */
export const HEADS = {
  jpeg: pad(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF')),
  png: pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')),
  gif: pad(bytes('GIF89a', [1, 0, 1, 0])),
  webp: pad(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')),
  mp4: pad(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41')),
  mov: pad(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ')),
  webm: pad(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm')),
  pdf: pad(bytes('%PDF-1.7\n')),
  exe: pad(bytes('MZ', [0x90, 0, 3, 0])),
  html: pad(bytes('<!doctype html><script>alert(1)</script>')),
};

describe('sniffType: type by content', () => {
  it('knows the upload types by their magic bytes', () => {
    expect(sniffType(HEADS.jpeg)).toBe('image/jpeg');
    expect(sniffType(HEADS.png)).toBe('image/png');
    expect(sniffType(HEADS.gif)).toBe('image/gif');
    expect(sniffType(HEADS.webp)).toBe('image/webp');
    expect(sniffType(HEADS.mp4)).toBe('video/mp4');
    expect(sniffType(HEADS.mov)).toBe('video/quicktime');
    expect(sniffType(HEADS.webm)).toBe('video/webm');
    expect(sniffType(HEADS.pdf)).toBe('application/pdf');
  });
  it('knows nothing of executables, HTML, Matroska or truncated heads', () => {
    expect(sniffType(HEADS.exe)).toBeNull();
    expect(sniffType(HEADS.html)).toBeNull();
    expect(sniffType(pad(bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska')))).toBeNull();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
  });
});

describe('checkFile', () => {
  const rules = { accept: ['image/jpeg', 'image/png', 'image/gif'] as const, maxBytes: 1000 };
  it('accepts an allowed type by content, whatever the name says', async () => {
    expect(await checkFile(new File([HEADS.png], 'foto.jpg'), rules)).toEqual({
      ok: true,
      type: 'image/png',
    });
  });
  it('refuses a renamed .exe, an empty file and a too large file', async () => {
    const exe = new File([HEADS.exe], 'foto.jpg', { type: 'image/jpeg' });
    expect(await checkFile(exe, rules)).toEqual({ ok: false, reason: 'type' });
    expect(await checkFile(new File([], 'leer.jpg'), rules)).toEqual({
      ok: false,
      reason: 'empty',
    });
    const big = new File([HEADS.jpeg, new Uint8Array(2000)], 'gross.jpg');
    expect(await checkFile(big, rules)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await checkFile(new File([HEADS.pdf], 'a.pdf'), rules)).toEqual({
      ok: false,
      reason: 'type',
    });
  });
  it('sizes in MB with one decimal', () => {
    expect(megabytes(26_214_400)).toBe(25);
    expect(megabytes(2_516_582)).toBe(2.4);
  });
});
