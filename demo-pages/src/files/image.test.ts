import { describe, expect, it } from 'vitest';
import {
  cleanImage,
  cleanJpeg,
  cleanPng,
  CorruptImage,
  exifOrientation,
  orientationSegment,
} from './image.ts';
import {
  contains,
  EXE_BYTES,
  GPS_RATIONALS,
  phoneJpeg,
  TINY_GIF,
  TINY_JPEG,
  TINY_PNG,
  XMP_GPS,
  zeroPng,
} from './fixtures.ts';
import { sniff } from './sniff.ts';

describe('sniff (type by content)', () => {
  it('tells pictures and videos by their first bytes', () => {
    expect(sniff(TINY_JPEG)).toBe('image/jpeg');
    expect(sniff(TINY_PNG)).toBe('image/png');
    expect(sniff(TINY_GIF)).toBe('image/gif');
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]);
    const mov = new Uint8Array([0, 0, 0, 0x14, ...Buffer.from('ftypqt  ')]);
    const webm = new Uint8Array([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x82,
      0x84,
      ...Buffer.from('webm'),
    ]);
    expect(sniff(mp4)).toBe('video/mp4');
    expect(sniff(mov)).toBe('video/quicktime');
    expect(sniff(webm)).toBe('video/webm');
  });

  it('a program renamed to .jpg is nothing we store', () => {
    expect(sniff(EXE_BYTES)).toBeNull();
    expect(sniff(new Uint8Array())).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('cleanJpeg', () => {
  it('keeps a plain JPEG byte for byte and reads its size', () => {
    const clean = cleanJpeg(TINY_JPEG);
    expect(clean).toMatchObject({ width: 4, height: 3, orientation: 1 });
    expect(Buffer.from(clean.bytes).equals(Buffer.from(TINY_JPEG))).toBe(true);
  });

  it('drops GPS, XMP, comments and appended previews, keeps the orientation', () => {
    const phone = phoneJpeg(6);
    expect(contains(phone, GPS_RATIONALS)).toBe(true);
    const clean = cleanJpeg(phone);
    expect(clean).toMatchObject({ width: 4, height: 3, orientation: 6 });
    expect(contains(clean.bytes, GPS_RATIONALS)).toBe(false);
    expect(contains(clean.bytes, XMP_GPS)).toBe(false);
    expect(contains(clean.bytes, 'Berlin')).toBe(false);
    expect(contains(clean.bytes, [0x88, 0x25])).toBe(false); // the GPSInfo tag
    // Exactly one SOI at the start and the file ends at the primary image's EOI.
    expect([...clean.bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    // The remaining EXIF is the minimal orientation block, right after JFIF.
    expect([...clean.bytes.subarray(20, 24)]).toEqual([0xff, 0xe1, 0, 34]);
    expect(exifOrientation(clean.bytes.subarray(24, 20 + 36))).toBe(6);
    // The rest of the original image is unchanged: cleaning twice changes nothing.
    expect(Buffer.from(cleanJpeg(clean.bytes).bytes).equals(Buffer.from(clean.bytes))).toBe(true);
    expect(clean.bytes.length).toBe(TINY_JPEG.length + 36);
  });

  it('an upright phone photo keeps no EXIF at all', () => {
    const clean = cleanJpeg(phoneJpeg(1));
    expect(Buffer.from(clean.bytes).equals(Buffer.from(TINY_JPEG))).toBe(true);
  });

  it('refuses truncated and corrupt files', () => {
    expect(() => cleanJpeg(TINY_JPEG.subarray(0, 200))).toThrow(CorruptImage);
    expect(() => cleanJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toThrow(CorruptImage);
    const garbage = TINY_JPEG.slice();
    garbage[20] = 0x12; // no marker where one must be
    expect(() => cleanJpeg(garbage)).toThrow(CorruptImage);
  });

  it('refuses a 0×0 frame', () => {
    const zero = TINY_JPEG.slice();
    const sof = zero.findIndex((b, i) => b === 0xff && zero[i + 1] === 0xc0);
    zero.set([0, 0, 0, 0], sof + 5);
    expect(() => cleanJpeg(zero)).toThrow(/0×0/);
  });

  it('orientationSegment round-trips through exifOrientation', () => {
    for (let o = 1; o <= 8; o += 1)
      expect(exifOrientation(orientationSegment(o).subarray(4))).toBe(o);
    expect(exifOrientation(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('cleanPng and GIF', () => {
  it('reads the size and drops eXIf and text chunks', () => {
    expect(cleanPng(TINY_PNG)).toMatchObject({ width: 4, height: 3 });
    const chunk = (type: string, data: number[]) => [
      0,
      0,
      0,
      data.length,
      ...Buffer.from(type),
      ...data,
      0,
      0,
      0,
      0,
    ];
    const withMeta = new Uint8Array([
      ...TINY_PNG.subarray(0, 33),
      ...chunk('tEXt', [...Buffer.from('GPS\0Berlin')]),
      ...chunk('eXIf', [0x4d, 0x4d, 0, 0x2a]),
      ...TINY_PNG.subarray(33),
    ]);
    const clean = cleanPng(withMeta);
    expect(Buffer.from(clean.bytes).equals(Buffer.from(TINY_PNG))).toBe(true);
  });

  it('refuses 0×0 and truncated PNGs', () => {
    expect(() => cleanPng(zeroPng())).toThrow(/0×0/);
    expect(() => cleanPng(TINY_PNG.subarray(0, 40))).toThrow(CorruptImage);
  });

  it('GIF keeps its bytes; 0×0 is refused', () => {
    expect(cleanImage(TINY_GIF, 'image/gif')).toMatchObject({ width: 1, height: 1 });
    const zero = TINY_GIF.slice();
    zero.set([0, 0, 0, 0], 6);
    expect(() => cleanImage(zero, 'image/gif')).toThrow(CorruptImage);
  });
});
