/**
 * Photos before they are stored: their size in pixels (a 0×0 or corrupt picture is refused) and
 * a copy without location data. JPEG: every APPn segment except JFIF (APP0), the colour profile
 * (APP2 ICC_PROFILE) and Adobe (APP14) is dropped, and so are comments: EXIF (with its GPS
 * block), XMP, IPTC and the MPF preview pictures all go. The EXIF orientation survives as a
 * minimal EXIF block holding only that tag, so a phone photo still shows upright. Anything after
 * the end-of-image marker (appended preview JPEGs with their own EXIF) is cut. PNG: the eXIf
 * chunk and the text chunks (which may carry XMP) are dropped. GIF has no such metadata.
 */
import type { StoredType } from './sniff.ts';

export interface CleanImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** EXIF orientation 1…8 (1 = upright; PNG and GIF: 1). */
  orientation: number;
}

export class CorruptImage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorruptImage';
  }
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const startsWithText = (b: Uint8Array, text: string) =>
  b.length >= text.length && [...text].every((ch, i) => b[i] === ch.charCodeAt(0));

/** The orientation tag (0x0112) of IFD0 in an EXIF APP1 payload ("Exif\0\0" + TIFF), or null. */
export function exifOrientation(payload: Uint8Array): number | null {
  if (!startsWithText(payload, 'Exif\0\0')) return null;
  const tiff = payload.subarray(6);
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  const big = tiff[0] === 0x4d && tiff[1] === 0x4d;
  if (!little && !big) return null;
  const u16 = (i: number) =>
    i + 1 < tiff.length ? (little ? tiff[i]! | (tiff[i + 1]! << 8) : u16be(tiff, i)) : -1;
  const u32 = (i: number) =>
    i + 3 < tiff.length ? (little ? u16(i) + u16(i + 2) * 0x10000 : u32be(tiff, i)) : -1;
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  const entries = u16(ifd);
  if (ifd < 8 || entries < 0) return null;
  for (let k = 0; k < entries; k += 1) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment with an EXIF block that holds the orientation and nothing else. */
export function orientationSegment(orientation: number): Uint8Array {
  // "Exif\0\0", TIFF header (big endian, IFD0 at 8), 1 entry: 0x0112 SHORT ×1, next IFD 0.
  const payload = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0],
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8],
    ...[0, 1],
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0],
    ...[0, 0, 0, 0],
  ];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

function keepJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xfe) return false; // comment
  if (marker < 0xe0 || marker > 0xef) return true; // not APPn: tables, frame, scan headers
  if (marker === 0xe0 || marker === 0xee) return true; // JFIF, Adobe
  if (marker === 0xe2) return startsWithText(payload, 'ICC_PROFILE\0');
  return false;
}

/** SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the size. */
const isFrameHeader = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

export function cleanJpeg(bytes: Uint8Array): CleanImage {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new CorruptImage('no JPEG start marker');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let afterApp0 = 1; // where a restored EXIF block goes: after a leading JFIF segment
  let width = 0;
  let height = 0;
  let orientation: number | null = null;
  let sawScan = false;
  let ended = false;
  let i = 2;
  let inScan = false;
  let scanStart = 0;
  while (i < bytes.length) {
    if (inScan) {
      // Entropy-coded data: 0xFF is followed by 0x00 (stuffing), RSTn or fill bytes; any other
      // byte after 0xFF is the next marker.
      if (bytes[i] !== 0xff) {
        i += 1;
        continue;
      }
      const next = bytes[i + 1];
      if (next === undefined) break;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
        i += next === 0xff ? 1 : 2;
        continue;
      }
      kept.push(bytes.subarray(scanStart, i));
      inScan = false;
    }
    if (bytes[i] !== 0xff) throw new CorruptImage(`no marker at byte ${i}`);
    let at = i;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = bytes[at + 1];
    if (marker === undefined) break;
    if (marker === 0xd9) {
      kept.push(new Uint8Array([0xff, 0xd9]));
      ended = true;
      break; // whatever follows (appended previews) is dropped
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(bytes.subarray(at, at + 2));
      i = at + 2;
      continue;
    }
    const length = u16be(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new CorruptImage(`segment ${marker} overruns`);
    const payload = bytes.subarray(at + 4, end);
    if (marker === 0xe1 && orientation === null) orientation = exifOrientation(payload);
    if (isFrameHeader(marker) && width === 0) {
      height = u16be(payload, 1);
      width = u16be(payload, 3);
    }
    if (keepJpegSegment(marker, payload)) {
      kept.push(bytes.subarray(at, end));
      if (marker === 0xe0 && kept.length === 2) afterApp0 = 2;
    }
    i = end;
    if (marker === 0xda) {
      sawScan = true;
      inScan = true;
      scanStart = i;
    }
  }
  if (inScan) kept.push(bytes.subarray(scanStart)); // no end marker: keep the data as sent
  if (!sawScan) throw new CorruptImage('no image data (SOS)');
  if (width === 0 || height === 0) throw new CorruptImage('no frame size or 0×0');
  if (!ended && !inScan) throw new CorruptImage('truncated');
  const upright = orientation ?? 1;
  if (upright !== 1) kept.splice(afterApp0, 0, orientationSegment(upright));
  return { bytes: concat(kept), width, height, orientation: upright };
}

const DROPPED_PNG_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

export function cleanPng(bytes: Uint8Array): CleanImage {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  let width = 0;
  let height = 0;
  let ended = false;
  let sawData = false;
  while (i + 12 <= bytes.length) {
    const length = u32be(bytes, i);
    const type = String.fromCharCode(...bytes.subarray(i + 4, i + 8));
    const end = i + 12 + length;
    if (end > bytes.length) throw new CorruptImage(`chunk ${type} overruns`);
    if (i === 8) {
      if (type !== 'IHDR' || length < 8) throw new CorruptImage('IHDR is not the first chunk');
      width = u32be(bytes, i + 8);
      height = u32be(bytes, i + 12);
    }
    if (type === 'IDAT') sawData = true;
    if (!DROPPED_PNG_CHUNKS.has(type)) kept.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended || !sawData) throw new CorruptImage('truncated PNG');
  if (width === 0 || height === 0) throw new CorruptImage('0×0 PNG');
  return { bytes: concat(kept), width, height, orientation: 1 };
}

export function inspectGif(bytes: Uint8Array): CleanImage {
  if (bytes.length < 14) throw new CorruptImage('truncated GIF');
  const width = bytes[6]! | (bytes[7]! << 8);
  const height = bytes[8]! | (bytes[9]! << 8);
  if (width === 0 || height === 0) throw new CorruptImage('0×0 GIF');
  return { bytes, width, height, orientation: 1 };
}

/** The picture as it is stored; throws CorruptImage for what no browser could show. */
export function cleanImage(bytes: Uint8Array, type: StoredType): CleanImage {
  if (type === 'image/jpeg') return cleanJpeg(bytes);
  if (type === 'image/png') return cleanPng(bytes);
  if (type === 'image/gif') return inspectGif(bytes);
  throw new CorruptImage(`${type} is not a picture`);
}
