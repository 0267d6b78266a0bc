import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage, CorruptImage, ImageTooLarge } from './image.ts';
import {
  contains,
  EXE_BYTES,
  GPS_RATIONALS,
  gifFrames,
  gifScreen,
  phoneJpeg,
  pngBomb,
  pngChunk,
  pngClaiming,
  pngWithChunks,
  TINY_GIF,
  TINY_JPEG,
  TINY_PNG,
  XMP_GPS,
  XMP_PACKET,
  zeroPng,
} from './fixtures.ts';
import { sniff } from './sniff.ts';

const corpus = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./corpus/${name}`, import.meta.url)));

/** Every way the corpus writes a position: EXIF rationals, XMP, IPTC's city, exiftool's text. */
function leaksLocation(bytes: Uint8Array): boolean {
  return (
    contains(bytes, GPS_RATIONALS) ||
    contains(bytes, XMP_GPS) ||
    contains(bytes, 'GPSLatitude') ||
    contains(bytes, 'Berlin') ||
    contains(bytes, '52,31') ||
    contains(bytes, [0x88, 0x25]) // the EXIF GPSInfo tag
  );
}

describe('sniff (type by content, file-type)', () => {
  it('tells pictures and videos by their content', async () => {
    expect(await sniff(TINY_JPEG)).toBe('image/jpeg');
    expect(await sniff(TINY_PNG)).toBe('image/png');
    expect(await sniff(TINY_GIF)).toBe('image/gif');
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
    const mov = new Uint8Array([0, 0, 0, 0x14, ...Buffer.from('ftypqt  '), 0, 0, 2, 0]);
    expect(await sniff(mp4)).toBe('video/mp4');
    expect(await sniff(mov)).toBe('video/quicktime');
    const clip = readFileSync(new URL('../assets/media/clip-1.webm', import.meta.url));
    expect(await sniff(new Uint8Array(clip.subarray(0, 4100)))).toBe('video/webm');
  });

  it('a program, an SVG or nothing renamed to .jpg is nothing we store', async () => {
    expect(await sniff(EXE_BYTES)).toBeNull();
    expect(await sniff(new Uint8Array())).toBeNull();
    expect(await sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('cleanImage: location data never survives', () => {
  it('a phone JPEG (EXIF GPS, XMP, IPTC, orientation 6) is stored upright without metadata', async () => {
    const phone = corpus('gps.jpg');
    expect(leaksLocation(phone)).toBe(true);
    const clean = await cleanImage(phone, 'image/jpeg');
    expect(leaksLocation(clean.bytes)).toBe(false);
    // 64×48 turned by orientation 6: 48×64, and no EXIF left to turn it again.
    expect(clean).toMatchObject({ width: 48, height: 64 });
    const meta = await sharp(clean.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
  });

  it('the hand-built phone JPEG loses its GPS, XMP, comment and appended preview', async () => {
    const clean = await cleanImage(phoneJpeg(6), 'image/jpeg');
    expect(leaksLocation(clean.bytes)).toBe(false);
    expect(contains(clean.bytes, 'Aufgenommen')).toBe(false);
    expect(clean).toMatchObject({ width: 3, height: 4 });
  });

  it('a GIF with XMP GPS is stored without it', async () => {
    const gif = corpus('gps.gif');
    expect(contains(gif, 'GPSLatitude')).toBe(true);
    const clean = await cleanImage(gif, 'image/gif');
    expect(leaksLocation(clean.bytes)).toBe(false);
    expect(clean).toMatchObject({ width: 64, height: 48 });
  });

  it('a PNG with GPS in eXIf, iTXt XMP, zxIf, tXMP and zTXt chunks is stored without any of them', async () => {
    const png = corpus('gps.png');
    expect(leaksLocation(png)).toBe(true);
    expect(leaksLocation((await cleanImage(png, 'image/png')).bytes)).toBe(false);
    const handMade = pngWithChunks(
      pngChunk('zxIf', [...Buffer.from('Exif\0\0MM', 'latin1'), ...GPS_RATIONALS]),
      pngChunk('tXMP', [...Buffer.from(XMP_PACKET, 'latin1')]),
      pngChunk('zTXt', [...Buffer.from('GPS\0\0Berlin', 'latin1')]),
    );
    expect(leaksLocation(handMade)).toBe(true);
    const clean = await cleanImage(handMade, 'image/png');
    expect(leaksLocation(clean.bytes)).toBe(false);
    expect(clean).toMatchObject({ width: 4, height: 3 });
  });
});

describe('cleanImage: bombs and broken files are refused', () => {
  it('a 48 KB PNG of 20000×20000 pixels is refused before it is decoded', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    await expect(cleanImage(bomb, 'image/png')).rejects.toBeInstanceOf(ImageTooLarge);
  });

  it('a PNG claiming 2147483647×2147483647 is refused', async () => {
    await expect(
      cleanImage(pngClaiming(2_147_483_647, 2_147_483_647), 'image/png'),
    ).rejects.toThrow();
    await expect(
      cleanImage(pngClaiming(2_147_483_647, 2_147_483_647), 'image/png'),
    ).rejects.not.toBeInstanceOf(TypeError);
  });

  it('a GIF of 200,000 frames is refused', async () => {
    await expect(cleanImage(gifFrames(200_000), 'image/gif')).rejects.toBeInstanceOf(ImageTooLarge);
    await expect(cleanImage(gifFrames(3), 'image/gif')).resolves.toMatchObject({ width: 1 });
  });

  it('a GIF claiming a 65535×65535 screen is stored with the screen of its frames', async () => {
    const clean = await cleanImage(gifScreen(65_535, 65_535), 'image/gif');
    // The logical screen (bytes 6 to 9) is what a browser allocates before it draws a frame.
    expect([...clean.bytes.subarray(6, 10)]).toEqual([1, 0, 1, 0]);
    expect(clean).toMatchObject({ width: 1, height: 1 });
  });

  it('a truncated JPEG (valid header, cut-off data) is refused, not listed as a photo', async () => {
    const jpeg = corpus('gps.jpg');
    await expect(
      cleanImage(jpeg.subarray(0, jpeg.length - 200), 'image/jpeg'),
    ).rejects.toBeInstanceOf(CorruptImage);
    await expect(cleanImage(TINY_JPEG.subarray(0, 200), 'image/jpeg')).rejects.toBeInstanceOf(
      CorruptImage,
    );
  });

  it('0×0 and truncated PNGs are refused', async () => {
    await expect(cleanImage(zeroPng(), 'image/png')).rejects.toBeInstanceOf(CorruptImage);
    await expect(cleanImage(TINY_PNG.subarray(0, 40), 'image/png')).rejects.toBeInstanceOf(
      CorruptImage,
    );
  });
});
