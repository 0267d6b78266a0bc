/**
 * The server's checks of one uploaded file, whatever the browser said: present and not empty,
 * an allowed type by content (magic bytes), within the size limit of its kind (413 above it), and
 * for pictures a real picture (not 0×0, not cut off), cleaned of location data.
 */
import { cleanImage, CorruptImage } from './image.ts';
import { KIND_OF, sniff, type FileKind, type StoredType } from './sniff.ts';
import { stripVideoLocation } from './video.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

export interface UploadRules {
  types: readonly StoredType[];
  maxImageBytes?: number;
  maxVideoBytes?: number;
}

/** Spec §5 Files: photos jpg, jpeg, png, gif. */
export const PHOTO_RULES: UploadRules = { types: ['image/jpeg', 'image/png', 'image/gif'] };
/** Spec §5 Files: the generic upload also takes videos mp4, webm, quicktime. */
export const MEDIA_RULES: UploadRules = {
  types: [...PHOTO_RULES.types, 'video/mp4', 'video/webm', 'video/quicktime'],
};

const NAMES: Record<StoredType, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
};

export type CheckedUpload =
  | {
      ok: true;
      type: StoredType;
      kind: FileKind;
      bytes: Uint8Array;
      width: number | null;
      height: number | null;
      orientation: number;
      fileName: string;
    }
  | { ok: false; status: 400 | 413 | 415; message: string };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function limitOf(kind: FileKind, rules: UploadRules): number {
  return kind === 'image'
    ? (rules.maxImageBytes ?? MAX_IMAGE_BYTES)
    : (rules.maxVideoBytes ?? MAX_VIDEO_BYTES);
}

/** The largest body a route with these rules must read (the file plus the form around it). */
export function bodyLimitFor(rules: UploadRules): number {
  return Math.max(...rules.types.map((t) => limitOf(KIND_OF[t], rules))) + 256 * 1024;
}

/** A file name safe to show and store: letters, digits, space, dot, dash, underscore. */
export function safeFileName(name: string, fallback = 'datei'): string {
  return name.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120) || fallback;
}

export async function checkUpload(file: unknown, rules: UploadRules): Promise<CheckedUpload> {
  if (!(file instanceof File))
    return { ok: false, status: 400, message: 'Bitte wähle eine Datei aus.' };
  if (file.size === 0) return { ok: false, status: 400, message: 'Die Datei ist leer.' };
  const type = sniff(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  if (!type || !rules.types.includes(type)) {
    const allowed = [...new Set(rules.types.map((t) => NAMES[t]))].join(', ');
    return {
      ok: false,
      status: 415,
      message: `Dieser Dateityp ist nicht erlaubt. Erlaubt: ${allowed}.`,
    };
  }
  const kind = KIND_OF[type];
  const limit = limitOf(kind, rules);
  if (file.size > limit)
    return {
      ok: false,
      status: 413,
      message: `Die Datei ist zu groß (höchstens ${megabytes(limit)}).`,
    };
  const raw = new Uint8Array(await file.arrayBuffer());
  const fileName = safeFileName(file.name, kind === 'image' ? 'bild' : 'video');
  if (kind === 'video')
    return {
      ok: true,
      type,
      kind,
      // MP4 and QuickTime lose their location boxes (WebM: kept as sent).
      bytes: type === 'video/webm' ? raw : stripVideoLocation(raw),
      width: null,
      height: null,
      orientation: 1,
      fileName,
    };
  try {
    const clean = cleanImage(raw, type);
    return { ok: true, type, kind, fileName, ...clean };
  } catch (error) {
    if (!(error instanceof CorruptImage)) throw error;
    return {
      ok: false,
      status: 400,
      message: 'Das Bild ist beschädigt oder leer und kann nicht angezeigt werden.',
    };
  }
}
