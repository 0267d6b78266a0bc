/**
 * Photos before they are stored, through sharp (libvips): decoded within a pixel and frame budget
 * (a 48 KB PNG that claims 20000×20000 pixels, or a GIF of 200,000 frames, is refused before it is
 * decoded), turned upright by its EXIF orientation, and encoded again without any metadata: EXIF
 * (with its GPS block), XMP, IPTC, comments, text chunks and appended previews cannot survive a
 * re-encode, whatever chunk or segment type carried them. Colours are converted to sRGB, so no
 * colour profile is needed. A file libvips cannot decode completely (cut off, corrupt, 0×0) is
 * refused: what no browser could show is never listed as a good photo.
 */
import sharp, { type Metadata } from 'sharp';
import type { StoredType } from './sniff.ts';

export interface CleanImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** 40 megapixels: more than any phone photo (8000×5000), far less than a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Frames of an animated GIF: a few seconds of animation, not a frame bomb. */
export const MAX_FRAMES = 200;
/** Pixels of all frames of an animation together (each frame is decoded). */
export const MAX_ANIMATION_PIXELS = 100_000_000;

/** A picture no browser could show: cut off, corrupt, 0×0 (answered 400). */
export class CorruptImage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorruptImage';
  }
}

/** A picture over the pixel or frame budget (answered 413 with a German message). */
export class ImageTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageTooLarge';
  }
}

const PIXEL_LIMIT = /pixel limit|exceeds|too large|dimensions/i;

async function header(
  bytes: Uint8Array,
  animated: boolean,
): Promise<{ width: number; pageHeight: number; pages: number }> {
  let meta: Metadata;
  try {
    // limitInputPixels: false here only for reading the header; the decode below enforces it.
    meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new CorruptImage(error instanceof Error ? error.message : 'unreadable header');
  }
  const width = meta.width ?? 0;
  const pages = meta.pages ?? 1;
  const pageHeight = meta.pageHeight ?? meta.height ?? 0;
  if (width === 0 || pageHeight === 0) throw new CorruptImage('0×0 picture');
  return { width, pageHeight, pages };
}

/** The picture as it is stored; throws CorruptImage or ImageTooLarge. */
export async function cleanImage(bytes: Uint8Array, type: StoredType): Promise<CleanImage> {
  const animated = type === 'image/gif';
  const { width, pageHeight, pages } = await header(bytes, animated);
  if (width * pageHeight > MAX_INPUT_PIXELS)
    throw new ImageTooLarge(`${width}×${pageHeight} pixels`);
  if (pages > MAX_FRAMES) throw new ImageTooLarge(`${pages} frames`);
  if (width * pageHeight * pages > MAX_ANIMATION_PIXELS)
    throw new ImageTooLarge(`${pages} frames of ${width}×${pageHeight}`);
  const input = sharp(bytes, {
    animated,
    limitInputPixels: MAX_INPUT_PIXELS,
    // 'warning' is libvips' strictest: a premature end of a JPEG or PNG fails the decode.
    failOn: 'warning',
    sequentialRead: true,
  }).rotate();
  const encoded =
    type === 'image/jpeg'
      ? input.jpeg({ quality: 90, mozjpeg: true })
      : type === 'image/png'
        ? input.png({ compressionLevel: 9 })
        : input.gif();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'decode failed';
    if (PIXEL_LIMIT.test(message)) throw new ImageTooLarge(message);
    throw new CorruptImage(message);
  }
}

/**
 * The widths the responsive-image behaviour chooses between (packages/runtime, behaviours/
 * responsiveImages.ts): small for boxes up to 420 px, medium up to 840 px, large above (a pixel
 * ratio above 1 takes one size up). Large is the cleaned picture, at most 1600 px wide.
 */
export const VARIANT_WIDTHS = { small: 420, medium: 840, large: 1600 } as const;
export type VariantSize = keyof typeof VARIANT_WIDTHS;
export const VARIANT_SIZES = Object.keys(VARIANT_WIDTHS) as VariantSize[];

export interface ImageVariant {
  size: VariantSize;
  width: number;
  height: number;
  /** In the stored type (JPEG or PNG, a still GIF stays GIF). */
  bytes: Uint8Array;
  /** The same size as WebP, only where it is smaller than `bytes`. */
  webp: Uint8Array | null;
}

const asBytes = (data: Buffer) => new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/**
 * The three sizes of a cleaned picture (its bytes carry no metadata any more, and sharp writes
 * none unless asked). A picture narrower than a size is not enlarged: that size is the picture
 * itself. Photos (JPEG: lossy WebP; PNG: lossless WebP, the pixels a PNG promised) get a WebP
 * next to each size, kept only when it is smaller. An animated GIF keeps its one file (no
 * variants: libvips would have to decode every frame for every size).
 */
export async function imageVariants(
  clean: CleanImage,
  type: Extract<StoredType, `image/${string}`>,
): Promise<ImageVariant[]> {
  if (type === 'image/gif' && ((await sharp(clean.bytes).metadata()).pages ?? 1) > 1) return [];
  return Promise.all(
    VARIANT_SIZES.map(async (size): Promise<ImageVariant> => {
      const cap = VARIANT_WIDTHS[size];
      const resized = () => sharp(clean.bytes).resize({ width: cap, withoutEnlargement: true });
      let bytes = clean.bytes;
      let width = clean.width;
      let height = clean.height;
      if (clean.width > cap) {
        const encoded =
          type === 'image/jpeg'
            ? resized().jpeg({ quality: 82, mozjpeg: true })
            : type === 'image/png'
              ? resized().png({ compressionLevel: 9 })
              : resized().gif();
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        bytes = asBytes(data);
        width = info.width;
        height = info.height;
      }
      let webp: Uint8Array | null = null;
      if (type !== 'image/gif') {
        const data = await resized()
          .webp(type === 'image/jpeg' ? { quality: 80, effort: 4 } : { lossless: true, effort: 4 })
          .toBuffer();
        if (data.byteLength < bytes.byteLength) webp = asBytes(data);
      }
      return { size, width, height, bytes, webp };
    }),
  );
}
