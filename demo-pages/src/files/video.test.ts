import { describe, expect, it } from 'vitest';
import { contains, phoneVideo, phoneVideoWithXmp, XMP_GPS } from './fixtures.ts';
import { stripVideoMetadata } from './video.ts';

describe('stripVideoMetadata', () => {
  it('blanks ©xyz, loci and Apple location metadata in place; sizes and media stay', () => {
    const video = phoneVideo();
    const clean = stripVideoMetadata(video)!;
    expect(clean.length).toBe(video.length);
    expect(contains(clean, '+52.5200')).toBe(false);
    expect(contains(clean, 'ISO6709')).toBe(false);
    expect(contains(clean, 'Berlin')).toBe(false);
    expect(contains(clean, 'framesframesframes')).toBe(true);
    expect(contains(clean, 'mvhd')).toBe(true);
    expect(contains(video, '+52.5200')).toBe(true); // the input is not changed
  });

  it('blanks XMP in a top-level uuid box and in an XMP_ box of udta', () => {
    const video = phoneVideoWithXmp();
    expect(contains(video, XMP_GPS)).toBe(true);
    const clean = stripVideoMetadata(video)!;
    expect(clean.length).toBe(video.length);
    expect(contains(clean, XMP_GPS)).toBe(false);
    expect(contains(clean, 'xmpmeta')).toBe(false);
    expect(contains(clean, 'framesframesframes')).toBe(true);
  });

  it('refuses a file whose boxes cannot be followed (a position could hide there)', () => {
    const broken = new Uint8Array([0, 0, 0, 0x40, ...Buffer.from('moov'), 1, 2, 3]);
    expect(stripVideoMetadata(broken)).toBeNull();
    const webmLike = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
    expect(stripVideoMetadata(webmLike)).toBeNull();
  });
});
