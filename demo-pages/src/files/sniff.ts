/**
 * What an uploaded file is, told by its content through file-type, never by its name or the
 * browser's Content-Type: a renamed .exe is not a photo. The browser's own quick check
 * (`sniffType` of @anstoss/ui) gives fast feedback; the server decides.
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

/** What file-type may call a file we store, mapped to the stored type (spec §5 Files). */
const STORED: Record<string, StoredType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  // An animated PNG is a PNG whose first frame every viewer shows; the re-encode keeps that one.
  'image/apng': 'image/png',
  'image/gif': 'image/gif',
  'video/mp4': 'video/mp4',
  'video/webm': 'video/webm',
  'video/quicktime': 'video/quicktime',
};

/** How many leading bytes the detection reads (file-type's own need). */
export const SNIFF_BYTES = 4100;

/** The stored type the content proves (file-type), or null: anything else is refused. */
export async function sniff(bytes: Uint8Array): Promise<StoredType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  return (found && Object.hasOwn(STORED, found.mime) ? STORED[found.mime] : null) ?? null;
}
