/**
 * The server's checks of one uploaded file, whatever the browser said: present and not empty,
 * an allowed type by content (file-type), within the size limit of its kind (413 above it), and
 * for pictures a real picture within the pixel budget (not 0×0, not cut off), encoded again
 * without metadata; videos without their metadata boxes.
 */
import {
  cleanImage,
  CorruptImage,
  imageVariants,
  ImageTooLarge,
  MAX_INPUT_PIXELS,
  type ImageVariant,
} from './image.ts';
import { KIND_OF, sniff, SNIFF_BYTES, type FileKind, type StoredType } from './sniff.ts';
import { stripVideoMetadata } from './video.ts';

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
      fileName: string;
      /** Pictures: the sizes for the responsive-image behaviour (none for videos, animations). */
      variants: ImageVariant[];
    }
  | { ok: false; status: 400 | 413 | 415; message: string };

const MAX_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;
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

/**
 * A file name safe to show and store: letters and their marks in any script, digits, emoji,
 * space, dot, dash, underscore. Controls and bidirectional overrides (a right-to-left override
 * can make "gpj.exe" look like "exe.jpg") become '_'. Cut at 120 characters, not mid-emoji.
 */
const NAME_CHARACTER =
  /^(?:[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier} ._-]|\u200d|\ufe0f)$/u;

export function safeFileName(name: string, fallback = 'datei'): string {
  const kept = [...name.normalize('NFC')].map((ch) =>
    NAME_CHARACTER.test(ch) && !/\p{Bidi_Control}/u.test(ch) ? ch : '_',
  );
  return kept.slice(0, 120).join('') || fallback;
}

export async function checkUpload(file: unknown, rules: UploadRules): Promise<CheckedUpload> {
  if (!(file instanceof File))
    return { ok: false, status: 400, message: 'Bitte wähle eine Datei aus.' };
  if (file.size === 0) return { ok: false, status: 400, message: 'Die Datei ist leer.' };
  const type = await sniff(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
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
  if (kind === 'video') {
    // MP4 and QuickTime lose their metadata boxes (WebM: kept as sent).
    const bytes = type === 'video/webm' ? raw : stripVideoMetadata(raw);
    if (!bytes)
      return {
        ok: false,
        status: 400,
        message: 'Das Video ist beschädigt und kann nicht gespeichert werden.',
      };
    return { ok: true, type, kind, bytes, width: null, height: null, fileName, variants: [] };
  }
  try {
    const clean = await cleanImage(raw, type);
    const variants = await imageVariants(clean, type as 'image/jpeg' | 'image/png' | 'image/gif');
    return { ok: true, type, kind, fileName, ...clean, variants };
  } catch (error) {
    if (error instanceof ImageTooLarge)
      return {
        ok: false,
        status: 413,
        message: `Das Bild hat zu viele Bildpunkte (höchstens ${MAX_MEGAPIXELS} Megapixel) oder zu viele Einzelbilder.`,
      };
    if (!(error instanceof CorruptImage)) throw error;
    return {
      ok: false,
      status: 400,
      message: 'Das Bild ist beschädigt oder leer und kann nicht angezeigt werden.',
    };
  }
}
