import { describe, expect, it } from 'vitest';
import { sniffType } from '@anstoss/ui';
import { EXE_HEAD, jpegHeadWithOrientation, PNG_HEAD } from './fixtures.ts';
import {
  checkPhotoType,
  cropInPercent,
  correctedSize,
  initialCrop,
  minCropSize,
  PRESETS,
  readExifOrientation,
  rotate,
  rotatedSize,
  swapsSides,
  toImagePixels,
  TYPE_ERROR_CODE,
} from './logic.ts';

describe('checkPhotoType (spec §5: jpeg, png, x-png, gif, else error code 2)', () => {
  it.each(['image/jpeg', 'image/png', 'image/x-png', 'image/gif'])('accepts %s', (type) => {
    const content =
      type === 'image/jpeg' ? 'image/jpeg' : type === 'image/gif' ? 'image/gif' : 'image/png';
    expect(checkPhotoType(type, content)).toEqual({ ok: true });
  });
  it('refuses other declared types with code 2', () => {
    expect(checkPhotoType('image/webp', 'image/webp')).toEqual({
      ok: false,
      code: TYPE_ERROR_CODE,
    });
    expect(checkPhotoType('image/bmp', 'image/bmp')).toEqual({ ok: false, code: 2 });
  });
  it('refuses a .exe renamed to .jpg: the content decides', () => {
    expect(checkPhotoType('image/jpeg', sniffType(EXE_HEAD))).toEqual({ ok: false, code: 2 });
  });
  it('takes an empty declared type when the content is a photo', () => {
    expect(checkPhotoType('', sniffType(PNG_HEAD))).toEqual({ ok: true });
    expect(checkPhotoType('', null)).toEqual({ ok: false, code: 2 });
  });
});

describe('presets (spec §9)', () => {
  it('profile 0.75 → 235×314, team 1.78 → 890×500, other 1.78 → 445×250', () => {
    expect(PRESETS.profilepicture).toEqual({ aspect: 0.75, width: 235, height: 314 });
    expect(PRESETS.teampicture).toEqual({ aspect: 1.78, width: 890, height: 500 });
    expect(PRESETS.teamhighlight).toEqual(PRESETS.teampicture);
    expect(PRESETS.other).toEqual({ aspect: 1.78, width: 445, height: 250 });
  });
});

describe('crop size', () => {
  it('minimum 80×80 with the aspect kept', () => {
    expect(minCropSize(1)).toEqual({ minWidth: 80, minHeight: 80 });
    expect(minCropSize(0.75)).toEqual({ minWidth: 80, minHeight: 107 });
    expect(minCropSize(1.78)).toEqual({ minWidth: 142, minHeight: 80 });
  });
  it('initial 100×100 for a square aspect, centred', () => {
    expect(initialCrop(1, 400, 300)).toEqual({ x: 150, y: 100, width: 100, height: 100 });
  });
  it('initial crop keeps the aspect and the minimum', () => {
    const profile = initialCrop(0.75, 400, 300);
    expect(profile.width).toBeGreaterThanOrEqual(80);
    expect(profile.height).toBeGreaterThanOrEqual(106.6);
    expect(profile.width / profile.height).toBeCloseTo(0.75);
    const wide = initialCrop(1.78, 400, 300);
    expect(wide.height).toBeCloseTo(80);
    expect(wide.width / wide.height).toBeCloseTo(1.78);
  });
  it('never larger than a tiny image', () => {
    const crop = initialCrop(1, 50, 40);
    expect(crop).toEqual({ x: 5, y: 0, width: 40, height: 40 });
  });
});

describe('toImagePixels (cropMetaData in image pixels)', () => {
  it('scales display pixels to the natural size', () => {
    expect(
      toImagePixels(
        { x: 10, y: 20, width: 100, height: 50 },
        { width: 500, height: 250 },
        { width: 1000, height: 500 },
      ),
    ).toEqual({ x: 20, y: 40, w: 200, h: 100 });
  });
  it('stays inside the image', () => {
    expect(
      toImagePixels(
        { x: 490, y: -3, width: 100, height: 400 },
        { width: 500, height: 250 },
        { width: 500, height: 250 },
      ),
    ).toEqual({ x: 490, y: 0, w: 10, h: 250 });
  });
});

describe('EXIF orientation', () => {
  it.each([1, 3, 6, 8])('reads orientation %i (little endian)', (o) => {
    expect(readExifOrientation(jpegHeadWithOrientation(o))).toBe(o);
  });
  it('reads big endian (Motorola) Exif', () => {
    expect(readExifOrientation(jpegHeadWithOrientation(6, 'MM'))).toBe(6);
  });
  it('is 1 for PNG, no Exif, cut-off or nonsense values', () => {
    expect(readExifOrientation(PNG_HEAD)).toBe(1);
    expect(readExifOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(readExifOrientation(jpegHeadWithOrientation(6).slice(0, 30))).toBe(1);
    expect(readExifOrientation(jpegHeadWithOrientation(42))).toBe(1);
    expect(readExifOrientation(new Uint8Array())).toBe(1);
  });
  it('orientations 5–8 swap the sides', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(swapsSides)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
  it('a corrected picture is scaled to at most 1000 px, an upright one stays', () => {
    expect(correctedSize(3024, 4032, 6)).toEqual({ width: 750, height: 1000 });
    expect(correctedSize(800, 600, 6)).toEqual({ width: 800, height: 600 });
    expect(correctedSize(3024, 4032, 1)).toEqual({ width: 3024, height: 4032 });
  });
});

describe('rotation', () => {
  it('left and right by quarters, wrapping', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(0, 'left')).toBe(270);
    expect(rotate(270, 'right')).toBe(0);
    expect(rotate(rotate(90, 'left'), 'right')).toBe(90);
  });
  it('quarter turns swap the sides', () => {
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
  });
});

describe('crop frame in words (issue 28: position and size announced)', () => {
  it('says the frame in whole per cent of the shown picture', () => {
    expect(cropInPercent({ x: 111, y: 146.5, width: 80, height: 107 }, 300, 400)).toEqual({
      width: 27,
      height: 27,
      left: 37,
      top: 37,
    });
  });
  it('never more than 100 or less than 0, and a picture without size says 0', () => {
    expect(cropInPercent({ x: 0, y: 0, width: 301, height: 400 }, 300, 400)).toMatchObject({
      width: 100,
      left: 0,
    });
    expect(cropInPercent({ x: 5, y: 5, width: 80, height: 80 }, 0, 0)).toEqual({
      width: 0,
      height: 0,
      left: 0,
      top: 0,
    });
  });
});
