/**
 * The sizes of an uploaded picture (issue 29, item 1): the widths the responsive-image behaviour
 * chooses between, a WebP beside each only where it is smaller, and no metadata in any of them.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage, imageVariants, type ImageVariant } from './image.ts';
import { contains, GPS_RATIONALS, phonePhoto, XMP_GPS } from './fixtures.ts';

const corpus = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./corpus/${name}`, import.meta.url)));

/** 52/1 31/1 as EXIF rationals, little endian (how libvips writes the phone photo's EXIF). */
const LITTLE_ENDIAN_GPS = [52, 0, 0, 0, 1, 0, 0, 0, 31, 0, 0, 0, 1, 0, 0, 0];

/** A two-byte tag would turn up by chance in a large picture's data: only longer marks count. */
function leaksMetadata(bytes: Uint8Array): boolean {
  return (
    contains(bytes, GPS_RATIONALS) ||
    contains(bytes, XMP_GPS) ||
    contains(bytes, 'GPSLatitude') ||
    contains(bytes, 'Berlin') ||
    contains(bytes, 'Exif\0\0') ||
    contains(bytes, LITTLE_ENDIAN_GPS)
  );
}

async function expectNoMetadata(variants: ImageVariant[]) {
  for (const v of variants)
    for (const bytes of [v.bytes, v.webp].filter((b): b is Uint8Array => b !== null)) {
      expect(leaksMetadata(bytes), `${v.size}`).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, v.size).toBeUndefined();
      expect(meta.xmp, v.size).toBeUndefined();
      expect(meta.iptc, v.size).toBeUndefined();
    }
}

describe('imageVariants: the sizes the responsive-image behaviour loads', () => {
  it('a phone photo gets 420, 840 and 1600 px wide JPEGs, upright, each with a smaller WebP', async () => {
    const phone = await phonePhoto();
    expect(await sharp(phone).metadata()).toMatchObject({ orientation: 6, width: 4032 });
    expect(leaksMetadata(phone)).toBe(true);
    const clean = await cleanImage(phone, 'image/jpeg');
    // Orientation 6: the stored picture stands upright, 3024×4032.
    expect(clean).toMatchObject({ width: 3024, height: 4032 });
    const variants = await imageVariants(clean, 'image/jpeg');
    expect(variants.map((v) => [v.size, v.width, v.height])).toEqual([
      ['small', 420, 560],
      ['medium', 840, 1120],
      ['large', 1600, 2133],
    ]);
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: v.width, height: v.height });
      expect(v.webp).not.toBeNull();
      expect(v.webp!.length).toBeLessThan(v.bytes.length);
      expect(await sharp(v.webp!).metadata()).toMatchObject({ format: 'webp', width: v.width });
    }
    await expectNoMetadata(variants);
  }, 120_000);

  it('the GPS corpus (JPEG, PNG, GIF) leaves no location in any size', async () => {
    for (const [name, type] of [
      ['gps.jpg', 'image/jpeg'],
      ['gps.png', 'image/png'],
      ['gps.gif', 'image/gif'],
    ] as const) {
      const raw = corpus(name);
      expect(leaksMetadata(raw), name).toBe(true);
      const variants = await imageVariants(await cleanImage(raw, type), type);
      expect(variants, name).toHaveLength(3);
      await expectNoMetadata(variants);
    }
  });

  it('a picture narrower than a size is not enlarged; a WebP is kept only when smaller', async () => {
    const clean = await cleanImage(corpus('gps.png'), 'image/png');
    const variants = await imageVariants(clean, 'image/png');
    for (const v of variants) {
      expect(v).toMatchObject({ width: clean.width, height: clean.height });
      if (v.webp) expect(v.webp.length).toBeLessThan(v.bytes.length);
    }
  });

  it('a WebP larger than its JPEG or PNG is not kept', async () => {
    // Grain from a fixed formula (no random seed): libvips' PNG finds its pattern, lossless
    // WebP does not; a JPEG sent at quality 30 is smaller than any WebP at quality 80.
    const [width, height] = [500, 400];
    const grain = Buffer.alloc(width * height * 3);
    let s = 12345;
    for (let i = 0; i < grain.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      grain[i] = s >>> 24;
    }
    const raw = () => sharp(grain, { raw: { width, height, channels: 3 } });
    for (const [type, encoded] of [
      ['image/png', await raw().png({ compressionLevel: 9 }).toBuffer()],
      ['image/jpeg', await raw().jpeg({ quality: 30 }).toBuffer()],
    ] as const) {
      const variants = await imageVariants(await cleanImage(new Uint8Array(encoded), type), type);
      // 500 px: the medium and large sizes are the cleaned picture itself.
      expect(variants.map((v) => v.width)).toEqual([420, 500, 500]);
      for (const v of variants.slice(1)) expect(v.webp, `${type} ${v.size}`).toBeNull();
    }
  });

  it('an animated GIF keeps its one file; a still GIF gets its sizes', async () => {
    const [width, frame] = [600, 400];
    const pixels = Buffer.alloc(width * frame * 3 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(i / (width * frame * 3)) * 100;
    const animation = await sharp(pixels, {
      raw: { width, height: frame * 3, channels: 3, pageHeight: frame },
    })
      .gif()
      .toBuffer();
    const clean = await cleanImage(new Uint8Array(animation), 'image/gif');
    expect(clean).toMatchObject({ width, height: frame });
    expect(await imageVariants(clean, 'image/gif')).toEqual([]);
    const still = await cleanImage(
      new Uint8Array(
        await sharp(pixels.subarray(0, width * frame * 3), {
          raw: { width, height: frame, channels: 3 },
        })
          .gif()
          .toBuffer(),
      ),
      'image/gif',
    );
    const sizes = await imageVariants(still, 'image/gif');
    expect(sizes.map((v) => [v.width, v.webp])).toEqual([
      [420, null],
      [600, null],
      [600, null],
    ]);
  });
});
