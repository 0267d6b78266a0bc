import { describe, expect, it } from 'vitest';
import { contains, phoneVideo } from './fixtures.ts';
import { stripVideoLocation } from './video.ts';

describe('stripVideoLocation', () => {
  it('blanks ©xyz, loci and Apple location metadata in place; sizes and media stay', () => {
    const video = phoneVideo();
    const clean = stripVideoLocation(video);
    expect(clean.length).toBe(video.length);
    expect(contains(clean, '+52.5200')).toBe(false);
    expect(contains(clean, 'ISO6709')).toBe(false);
    expect(contains(clean, 'Berlin')).toBe(false);
    expect(contains(clean, 'framesframesframes')).toBe(true);
    expect(contains(clean, 'mvhd')).toBe(true);
    expect(contains(video, '+52.5200')).toBe(true); // the input is not changed
  });

  it('keeps a file whose boxes cannot be followed as sent', () => {
    const broken = new Uint8Array([0, 0, 0, 0x40, ...Buffer.from('moov'), 1, 2, 3]);
    expect(stripVideoLocation(broken)).toBe(broken);
    const webmLike = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
    expect(stripVideoLocation(webmLike)).toBe(webmLike);
  });
});
