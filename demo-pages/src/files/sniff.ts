/**
 * What an uploaded file is, told by its content (magic bytes), never by its name or the
 * browser's Content-Type: a renamed .exe is not a photo. The server's own check, mirroring
 * `sniffType` of @anstoss/ui (the browser checks first, the server decides).
 */

export type StoredType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'video/mp4' | 'video/webm' | 'video/quicktime';

export type FileKind = 'image' | 'video';

export const KIND_OF: Record<StoredType, FileKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
};

/** The extension of the stable URL (`/dateien/{id}.{ext}`). */
export const EXTENSION_OF: Record<StoredType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

/** The stored type the first bytes prove, or null (anything else is refused). */
export function sniff(bytes: Uint8Array): StoredType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp')
    return ascii(bytes, 8, 4) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (
    startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) &&
    ascii(bytes, 4, Math.min(bytes.length, 64) - 4).includes('webm')
  )
    return 'video/webm';
  return null;
}
