/**
 * File types told by content (magic bytes), never by name or the browser's guess from the
 * extension: a renamed .exe is not a photo. Covers what the upload widgets accept (spec §5 Files).
 */

export type FileType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/bmp'
  | 'video/mp4'
  | 'video/webm'
  | 'video/quicktime'
  | 'application/pdf';

/** Names people know, for the "Erlaubt: …" hint and the error texts. */
export const TYPE_NAMES: Record<FileType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/bmp': 'BMP',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'QuickTime',
  'application/pdf': 'PDF',
};

/** How many leading bytes sniffType needs. */
export const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** The type the first bytes of a file prove, or null. */
export function sniffType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return 'image/bmp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  // ISO base media (MP4, QuickTime): a box 'ftyp' at byte 4 whose major brand tells them apart.
  const box = ascii(bytes, 4, 4);
  if (box === 'ftyp') return ascii(bytes, 8, 4) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (box === 'moov' || box === 'mdat' || box === 'wide' || box === 'free')
    return 'video/quicktime';
  // Matroska's EBML header; WebM names its DocType 'webm' within the first bytes.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, bytes.length).includes('webm'))
    return 'video/webm';
  return null;
}

/** The first bytes of a file (Blob.arrayBuffer, or FileReader where that is missing). */
export function readHead(file: Blob, length = HEAD_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

export type Rejection = 'empty' | 'tooLarge' | 'type' | 'count';

export type FileCheck = { ok: true; type: FileType } | { ok: false; reason: Rejection };

export interface FileRules {
  accept: readonly FileType[];
  /** Largest allowed size in bytes. */
  maxBytes: number;
}

/** Empty files, files above the limit and files whose content is not an allowed type fail. */
export async function checkFile(file: Blob, rules: FileRules): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > rules.maxBytes) return { ok: false, reason: 'tooLarge' };
  // An unreadable file (removed from disk meanwhile) counts as a wrong type.
  const type = await readHead(file).then(sniffType, () => null);
  return type && rules.accept.includes(type) ? { ok: true, type } : { ok: false, reason: 'type' };
}

/** Spec §9: file sizes are shown in MB ("2,4 MB"). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10;
}
