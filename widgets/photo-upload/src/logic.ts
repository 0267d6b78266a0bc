/**
 * Photo upload rules without a DOM (spec §3 Photo upload, §5 Files, §9 Crop presets): the type
 * check with its error code, the crop presets, the first and the smallest crop, EXIF orientation,
 * rotation and the crop in image pixels.
 */
import type { FileType } from '@anstoss/ui';

/** Spec §3: the target kind of the picture. */
export const COMPS = ['profilepicture', 'teampicture', 'teamhighlight', 'other'] as const;
export type Comp = (typeof COMPS)[number];

/** Spec §5: the types the photo crop takes (image/x-png is an old browsers' name for PNG). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/x-png', 'image/gif'] as const;
/** What the content must be (magic bytes, packages/ui sniffType). */
export const PHOTO_CONTENT: readonly FileType[] = ['image/jpeg', 'image/png', 'image/gif'];
/** Spec §8: "Photo type not allowed: error code 2". */
export const TYPE_ERROR_CODE = 2;

export interface Preset {
  aspect: number;
  /** Size of the PNG that is sent. */
  width: number;
  height: number;
}

/** Spec §9 Crop presets. */
export const PRESETS: Record<Comp, Preset> = {
  profilepicture: { aspect: 0.75, width: 235, height: 314 },
  teampicture: { aspect: 1.78, width: 890, height: 500 },
  teamhighlight: { aspect: 1.78, width: 890, height: 500 },
  other: { aspect: 1.78, width: 445, height: 250 },
};

/** Spec §9: initial crop 100×100, minimum 80×80 (display pixels), at most 1000 px corrected. */
export const INITIAL_CROP = 100;
export const MIN_CROP = 80;
export const MAX_CORRECTED = 1000;

export type TypeCheck = { ok: true } | { ok: false; code: typeof TYPE_ERROR_CODE };

/**
 * Spec §5: the declared type must be one of PHOTO_TYPES, and the content must prove a JPEG, PNG
 * or GIF: a renamed .exe fails either way. An empty declared type (some phones send none) leaves
 * the decision to the content.
 */
export function checkPhotoType(declared: string, sniffed: FileType | null): TypeCheck {
  const declaredOk = declared === '' || (PHOTO_TYPES as readonly string[]).includes(declared);
  const contentOk = sniffed !== null && PHOTO_CONTENT.includes(sniffed);
  return declaredOk && contentOk ? { ok: true } : { ok: false, code: TYPE_ERROR_CODE };
}

/** Smallest crop: both sides at least MIN_CROP, with the preset's aspect kept. */
export function minCropSize(aspect: number): { minWidth: number; minHeight: number } {
  return aspect >= 1
    ? { minWidth: Math.round(MIN_CROP * aspect), minHeight: MIN_CROP }
    : { minWidth: MIN_CROP, minHeight: Math.round(MIN_CROP / aspect) };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The first crop: the aspect-true box inside INITIAL_CROP × INITIAL_CROP, grown to the minimum,
 * never larger than the image, centred on it (display pixels).
 */
export function initialCrop(aspect: number, imageWidth: number, imageHeight: number): Box {
  let width = aspect >= 1 ? INITIAL_CROP : INITIAL_CROP * aspect;
  let height = width / aspect;
  const { minWidth, minHeight } = minCropSize(aspect);
  if (width < minWidth || height < minHeight) {
    const grow = Math.max(minWidth / width, minHeight / height);
    width *= grow;
    height *= grow;
  }
  const shrink = Math.min(1, imageWidth / width, imageHeight / height);
  width *= shrink;
  height *= shrink;
  return {
    x: (imageWidth - width) / 2,
    y: (imageHeight - height) / 2,
    width,
    height,
  };
}

/** How long the crop frame must rest before its position and size are announced. */
export const CROP_ANNOUNCE_QUIET_MS = 500;

/** The crop frame in whole per cent of the shown picture (what the announcement says). */
export function cropInPercent(
  crop: Box,
  shownWidth: number,
  shownHeight: number,
): { width: number; height: number; left: number; top: number } {
  const share = (part: number, whole: number) =>
    whole > 0 ? Math.min(100, Math.max(0, Math.round((part / whole) * 100))) : 0;
  return {
    width: share(crop.width, shownWidth),
    height: share(crop.height, shownHeight),
    left: share(crop.x, shownWidth),
    top: share(crop.y, shownHeight),
  };
}

export interface CropMetaData {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Spec §3: cropMetaData {x, y, w, h} in image pixels, from a crop in display pixels; rounded
 * and kept inside the image.
 */
export function toImagePixels(
  crop: Box,
  display: { width: number; height: number },
  natural: { width: number; height: number },
): CropMetaData {
  const sx = display.width > 0 ? natural.width / display.width : 1;
  const sy = display.height > 0 ? natural.height / display.height : 1;
  const x = clamp(Math.round(crop.x * sx), 0, natural.width);
  const y = clamp(Math.round(crop.y * sy), 0, natural.height);
  const w = clamp(Math.round(crop.width * sx), 1, natural.width - x);
  const h = clamp(Math.round(crop.height * sy), 1, natural.height - y);
  return { x, y, w, h };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The EXIF orientation (1–8) of a JPEG from its first bytes; 1 when there is none or the bytes
 * are not a JPEG with a readable Exif block.
 */
export function readExifOrientation(bytes: Uint8Array): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 1;
    const marker = bytes[at + 1]!;
    // Start of scan or end of image: no Exif before the picture data.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return 1;
    if (marker === 0xe1 && isExifHeader(bytes, at + 4)) return orientationInTiff(bytes, at + 10);
    at += 2 + length;
  }
  return 1;
}

function isExifHeader(bytes: Uint8Array, at: number): boolean {
  return (
    bytes[at] === 0x45 && // E
    bytes[at + 1] === 0x78 && // x
    bytes[at + 2] === 0x69 && // i
    bytes[at + 3] === 0x66 && // f
    bytes[at + 4] === 0 &&
    bytes[at + 5] === 0
  );
}

function orientationInTiff(bytes: Uint8Array, tiff: number): number {
  if (tiff + 8 > bytes.length) return 1;
  const little = bytes[tiff] === 0x49 && bytes[tiff + 1] === 0x49;
  const big = bytes[tiff] === 0x4d && bytes[tiff + 1] === 0x4d;
  if (!little && !big) return 1;
  const u16 = (at: number) =>
    little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) =>
    little ? (u16(at) | (u16(at + 2) << 16)) >>> 0 : ((u16(at) << 16) | u16(at + 2)) >>> 0;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > bytes.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Orientations 5–8 turn the picture by a quarter: width and height swap. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * Spec §9: when EXIF orientation correction applies (orientation other than 1), the corrected
 * picture is scaled to at most MAX_CORRECTED pixels on its longer side (never enlarged).
 * `width`/`height` are the decoded (already upright) sides.
 */
export function correctedSize(
  width: number,
  height: number,
  orientation: number,
): { width: number; height: number } {
  if (orientation === 1) return { width, height };
  const scale = Math.min(1, MAX_CORRECTED / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export type Quarter = 0 | 90 | 180 | 270;

/** Rotate left (−90°) or right (+90°). */
export function rotate(current: Quarter, direction: 'left' | 'right'): Quarter {
  return ((current + (direction === 'right' ? 90 : 270)) % 360) as Quarter;
}

/** The sides of a picture after turning it by `quarter`. */
export function rotatedSize(width: number, height: number, quarter: Quarter) {
  return quarter === 90 || quarter === 270 ? { width: height, height: width } : { width, height };
}

/** The upload answer is not read (spec §7); only a failed request counts as failure. */
export const UPLOAD_FILE_NAME = 'profile-image.png';
