/**
 * Test pictures (not a test file): a real 4×3 JPEG and PNG as a browser encodes them, and
 * builders for what phones add: an EXIF block with orientation and GPS position, XMP with the
 * position again, and a preview JPEG appended after the end marker.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const TINY_JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAaEAEAAQUAAAAAAAAAAAAAAAAAAQMFNIGx/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAeEQABAQkAAAAAAAAAAAAAAAAAAQIDBAUyNXFzsv/aAAwDAQACEQMRAD8AjWrApb7IAbuhMEJP7pFbG+lP/9k=',
);

export const TINY_PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAAI0lEQVR4ATSIwREAAAiCqP13Lu3yoSgNzEcAixspi9JxBFgAAAD//3STVTYAAAAGSURBVAMAWrsCB3eLYngAAAAASUVORK5CYII=',
);

export const TINY_GIF = fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');

/** The latitude 52° 31' 12.34" as EXIF rationals: what must not survive. */
export const GPS_RATIONALS = [0, 0, 0, 52, 0, 0, 0, 1, 0, 0, 0, 31, 0, 0, 0, 1, 0, 0, 4, 0xd2];
export const XMP_GPS = 'exif:GPSLatitude="52,31.2N"';

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/** An EXIF APP1 (big endian) with IFD0 {Orientation, GPSInfo} and a GPS IFD {N, latitude}. */
export function exifSegment(orientation: number): number[] {
  const tiff = [
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8],
    // IFD0 at 8: two entries, next IFD 0
    ...[0, 2],
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0],
    ...[0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38],
    ...[0, 0, 0, 0],
    // GPS IFD at 38: GPSLatitudeRef 'N', GPSLatitude 3 rationals at 68
    ...[0, 2],
    ...[0, 1, 0, 2, 0, 0, 0, 2, 0x4e, 0, 0, 0],
    ...[0, 2, 0, 5, 0, 0, 0, 3, 0, 0, 0, 68],
    ...[0, 0, 0, 0],
    ...GPS_RATIONALS,
    ...[0, 0, 0, 100],
  ];
  return segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]);
}

function xmpSegment(): number[] {
  const text = `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta ${XMP_GPS}/>`;
  return segment(0xe1, [...Buffer.from(text, 'latin1')]);
}

/** TINY_JPEG as a phone sends it: EXIF (orientation, GPS) and XMP after the JFIF segment, a preview appended. */
export function phoneJpeg(orientation = 6): Uint8Array {
  const jfifEnd = 2 + 18; // SOI + APP0 (length 16)
  const bytes = [
    ...TINY_JPEG.subarray(0, jfifEnd),
    ...exifSegment(orientation),
    ...xmpSegment(),
    ...segment(0xfe, [...Buffer.from('Aufgenommen in Berlin', 'latin1')]),
    ...TINY_JPEG.subarray(jfifEnd),
    // MPF-style preview after the end marker, with its own EXIF
    ...[0xff, 0xd8, ...exifSegment(1), 0xff, 0xd9],
  ];
  return new Uint8Array(bytes);
}

/** True when `needle` occurs in `hay`. */
export function contains(hay: Uint8Array, needle: readonly number[] | string): boolean {
  const n = typeof needle === 'string' ? [...Buffer.from(needle, 'latin1')] : needle;
  outer: for (let i = 0; i + n.length <= hay.length; i += 1) {
    for (let k = 0; k < n.length; k += 1) if (hay[i + k] !== n[k]) continue outer;
    return true;
  }
  return false;
}

/** A PNG header claiming 0×0 (IHDR) followed by IEND: parses, but shows nothing. */
export function zeroPng(): Uint8Array {
  const copy = TINY_PNG.slice();
  copy.set([0, 0, 0, 0, 0, 0, 0, 0], 16);
  return copy;
}

/** A Windows program under a photo's name: "MZ" and a DOS stub. */
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  const size = body.length + 8;
  return [
    size >>> 24,
    (size >> 16) & 0xff,
    (size >> 8) & 0xff,
    size & 0xff,
    ...Buffer.from(type, 'latin1'),
    ...body,
  ];
};
const text = (s: string) => [...Buffer.from(s, 'latin1')];

/** An MP4 as a phone writes it: the position in ©xyz, Apple's location key and a 3GPP loci box. */
export function phoneVideo(): Uint8Array {
  return new Uint8Array([
    ...box('ftyp', text('isom'), [0, 0, 2, 0]),
    ...box(
      'moov',
      box('mvhd', new Array<number>(20).fill(0)),
      box('udta', box('\u00a9xyz', [0, 12, 0x15, 0xc7], text('+52.5200+013.4050/'))),
      box('meta', [0, 0, 0, 0], box('keys', text('mdtacom.apple.quicktime.location.ISO6709'))),
      box('trak', box('udta', box('loci', text('Berlin')))),
    ),
    ...box('mdat', text('framesframesframes')),
  ]);
}

// ---- the bad-file corpus (issue 29): what a hostile or careless upload looks like ----------

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Uint8Array | number[]): number[] {
  const body = new Uint8Array([...Buffer.from(type, 'latin1'), ...data]);
  const length = body.length - 4;
  const crc = crc32(body);
  return [
    ...[length >>> 24, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff],
    ...body,
    ...[crc >>> 24, (crc >> 16) & 0xff, (crc >> 8) & 0xff, crc & 0xff],
  ];
}

/** TINY_PNG with chunks added before its image data (private or compressed metadata chunks). */
export function pngWithChunks(...chunks: number[][]): Uint8Array {
  return new Uint8Array([...TINY_PNG.subarray(0, 33), ...chunks.flat(), ...TINY_PNG.subarray(33)]);
}

/** A grey PNG header claiming width × height, with `idat` as its (deflated) image data. */
export function pngClaiming(
  width: number,
  height: number,
  idat: Uint8Array = deflateSync(new Uint8Array(2)),
): Uint8Array {
  const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...pngChunk('IHDR', [...be32(width), ...be32(height), 1, 0, 0, 0, 0]),
    ...pngChunk('IDAT', idat),
    ...pngChunk('IEND', []),
  ]);
}

/** A decompression bomb: 20000×20000 black pixels (1 bit each) in about 48 KB. */
export function pngBomb(side = 20_000): Uint8Array {
  const row = Math.ceil(side / 8) + 1; // filter byte + packed bits
  return pngClaiming(side, side, deflateSync(new Uint8Array(row * side), { level: 9 }));
}

/** A GIF whose logical screen is width × height (the 1×1 frame of TINY_GIF inside). */
export function gifScreen(width: number, height: number): Uint8Array {
  const copy = TINY_GIF.slice();
  copy.set([width & 0xff, width >> 8, height & 0xff, height >> 8], 6);
  return copy;
}

/** A frame bomb: TINY_GIF's 1×1 frame repeated `frames` times (200,000 frames: about 4.6 MB). */
export function gifFrames(frames: number): Uint8Array {
  const head = TINY_GIF.subarray(0, 13 + 6); // header, screen, 2-colour table
  const frame = TINY_GIF.subarray(13 + 6, TINY_GIF.length - 1); // graphic control + image
  const out = new Uint8Array(head.length + frame.length * frames + 1);
  out.set(head, 0);
  for (let i = 0; i < frames; i += 1) out.set(frame, head.length + i * frame.length);
  out[out.length - 1] = 0x3b;
  return out;
}

/** The XMP packet of the corpus with a position. */
export const XMP_PACKET = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" ${XMP_GPS}/></rdf:RDF></x:xmpmeta>`;

/** XMP's box in MP4 (ISO 14496-12 'uuid' with the XMP user type), as exiftool writes it. */
const XMP_UUID = [
  0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
];

/** A phone video with the position only in XMP: a top-level 'uuid' box and an 'XMP_' box in udta. */
export function phoneVideoWithXmp(): Uint8Array {
  return new Uint8Array([
    ...box('ftyp', text('isom'), [0, 0, 2, 0]),
    ...box(
      'moov',
      box('mvhd', new Array<number>(20).fill(0)),
      box('udta', box('XMP_', text(XMP_PACKET))),
    ),
    ...box('uuid', XMP_UUID, text(XMP_PACKET)),
    ...box('mdat', text('framesframesframes')),
  ]);
}

/**
 * A phone photo: 4032×3024, a smooth scene with fine grain (made from its coordinates, nothing
 * random), EXIF with a GPS position and the orientation 6 a phone held upright writes.
 */
export async function phonePhoto(width = 4032, height = 3024): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104_729) % 23) - 11;
      pixels[i] = Math.max(0, Math.min(255, 40 + (x * 180) / width + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 120 + (y * 100) / height + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 60 + grain));
    }
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100' },
    })
    .toBuffer();
  return new Uint8Array(data);
}
