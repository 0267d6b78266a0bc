/**
 * The rules of the article photo upload (spec §3 Article photo, §4 Upload items, §5 Article photo
 * upload and Files, §7, §8), as plain functions.
 */
import type { ErrorMessage } from '@anstoss/ui';
import type { FileType } from '@anstoss/ui';

/** Spec §5 Files: photos are jpg, jpeg, png, gif (told by content). */
export const PHOTO_TYPES: readonly FileType[] = ['image/jpeg', 'image/png', 'image/gif'];
/** The server's limit for photos (demo-pages: 10 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const MIN_LENGTH_OF_TITLE = 'javascript.error.message.min_length_of_title';
export const ERROR_TITLE_PICTURE = 'javascript.error.message.error_by_setting_titlepicture';
export const ERROR_STORE = 'javascript.error.message.error_by_store_of_picture';
export const ERROR_DELETE = 'javascript.error.message.error_by_delete_of_picture';

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const seg = (value: string) => encodeURIComponent(value);

export interface UploadTarget {
  article: string;
  objectType: string;
  objectRef: string;
  teamId: string;
}

/**
 * Spec §7: {uploadBase}[/{object-type}/{object-ref}]/news/{article}[/team/{team-id}]; the team
 * part only when the object type is not 'team'.
 */
export function uploadUrl(base: string, t: UploadTarget): string {
  const object = t.objectType && t.objectRef ? `/${seg(t.objectType)}/${seg(t.objectRef)}` : '';
  const team = t.teamId && t.objectType !== 'team' ? `/team/${seg(t.teamId)}` : '';
  return `${trimSlash(base)}${object}/news/${seg(t.article)}${team}`;
}

/** Spec §7: GET {src}/news/{article}/offset/0/amount/{amount}. */
export function listUrl(src: string, article: string, amount: number): string {
  return `${trimSlash(src)}/news/${seg(article)}/offset/0/amount/${amount}`;
}

/** Spec §7: POST {urlUpdateOrd}/news/{article}/ID/{id}. */
export function titlePictureUrl(base: string, article: string, id: string): string {
  return `${trimSlash(base)}/news/${seg(article)}/ID/${seg(id)}`;
}

/**
 * Spec §5: at most `max` items (−1: no limit) together with those there already; the files beyond
 * are dropped and 'too many selected' is set.
 */
export function admitFiles<T>(
  files: readonly T[],
  existing: number,
  max: number,
): { admitted: T[]; dropped: number; tooManySelected: boolean } {
  if (max < 0) return { admitted: [...files], dropped: 0, tooManySelected: false };
  const room = Math.max(0, max - existing);
  const admitted = files.slice(0, room);
  const dropped = files.length - admitted.length;
  return { admitted, dropped, tooManySelected: dropped > 0 };
}

/** Spec §5: every new item needs a non-empty title. */
export function titleError(title: string): ErrorMessage | null {
  return title.trim() === '' ? { key: MIN_LENGTH_OF_TITLE } : null;
}

/** The page's `<meta name="default_image_title">`, the title new items start with. */
export function defaultImageTitle(doc: Document = document): string {
  return (
    doc.querySelector('meta[name="default_image_title"]')?.getAttribute('content')?.trim() ?? ''
  );
}

export interface PhotoMeta {
  title: string;
  caption: string;
  copyright: string;
}

/**
 * Spec §7: the page's post defaults, title, caption, copyright, description (the title) and ORD
 * ('1' for the title picture), then the file.
 */
export function uploadFields(
  meta: PhotoMeta & { ord: boolean },
  file: Blob,
  fileName: string,
  postDefaults: Record<string, string>,
): [string, string | Blob, string?][] {
  const title = meta.title.trim();
  return [
    ...Object.entries(postDefaults),
    ['title', title],
    ['caption', meta.caption],
    ['copyright', meta.copyright],
    ['description', title],
    ['ORD', meta.ord ? '1' : '0'],
    ['file', file, fileName],
  ];
}

/** A stable key for a chosen file, so a draft finds it again when it is chosen again. */
export function fileKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${file.size}|${file.lastModified}|${file.name}`;
}

export type ItemStatus = 'new' | 'uploading' | 'uploaded';

/**
 * Spec §4: an upload round is complete when nothing is uploading any more; broken when fewer
 * items succeeded than were sent; successful when all did.
 */
export function uploadOutcome(items: readonly { status: ItemStatus; isSuccess: boolean }[]): {
  complete: boolean;
  broken: boolean;
  successful: boolean;
} {
  const sent = items.filter((i) => i.status !== 'new');
  const complete = sent.length > 0 && sent.every((i) => i.status === 'uploaded');
  const done = sent.filter((i) => i.isSuccess).length;
  return {
    complete,
    broken: complete && done < sent.length,
    successful: complete && done === sent.length,
  };
}

export type AdviceState = 'article:foto:onLoad' | 'article:foto:add' | 'article:foto:upload:after';

export interface AdviceInput {
  maxUploads: number;
  nrOfItems: number;
  serverError: boolean;
  clientError: boolean;
  /** Files dropped by the limit (article:foto:add). */
  dropped?: number;
  /** Items that failed (article:foto:upload:after). */
  failed?: number;
}

export interface Advice {
  key:
    | 'anstoss.articlePhotoUpload.advice.loadBroken'
    | 'anstoss.articlePhotoUpload.advice.empty'
    | 'anstoss.articlePhotoUpload.advice.remaining'
    | 'anstoss.articlePhotoUpload.advice.limitReached'
    | 'anstoss.articlePhotoUpload.advice.tooMany'
    | 'anstoss.articlePhotoUpload.advice.addTitles'
    | 'anstoss.articlePhotoUpload.advice.uploadBroken'
    | 'anstoss.articlePhotoUpload.advice.uploadDone';
  tone: 'info' | 'error' | 'success';
  values: { max: number; count: number; remaining: number; dropped: number; failed: number };
}

/** Spec §8: the advice shown after loading the list, adding files and an upload round. */
export function advice(state: AdviceState, input: AdviceInput): Advice | null {
  const limited = input.maxUploads >= 0;
  const values = {
    max: input.maxUploads,
    count: input.nrOfItems,
    remaining: limited ? Math.max(0, input.maxUploads - input.nrOfItems) : -1,
    dropped: input.dropped ?? 0,
    failed: input.failed ?? 0,
  };
  const make = (key: Advice['key'], tone: Advice['tone']): Advice => ({ key, tone, values });
  if (state === 'article:foto:onLoad') {
    if (input.serverError) return make('anstoss.articlePhotoUpload.advice.loadBroken', 'error');
    if (limited && input.nrOfItems >= input.maxUploads)
      return make('anstoss.articlePhotoUpload.advice.limitReached', 'info');
    if (input.nrOfItems === 0) return make('anstoss.articlePhotoUpload.advice.empty', 'info');
    return limited ? make('anstoss.articlePhotoUpload.advice.remaining', 'info') : null;
  }
  if (state === 'article:foto:add') {
    if (input.clientError) return make('anstoss.articlePhotoUpload.advice.tooMany', 'error');
    return make('anstoss.articlePhotoUpload.advice.addTitles', 'info');
  }
  if (input.serverError) return make('anstoss.articlePhotoUpload.advice.uploadBroken', 'error');
  return make('anstoss.articlePhotoUpload.advice.uploadDone', 'success');
}

/**
 * Spec §8: the server's text wins; without one an action failure names what failed
 * (error_by_store_of_picture, error_by_setting_titlepicture, error_by_delete_of_picture).
 */
export function failureMessage(
  message: { key?: string; text?: string },
  fallback: typeof ERROR_STORE | typeof ERROR_TITLE_PICTURE | typeof ERROR_DELETE,
): ErrorMessage {
  return message.text?.trim() ? { text: message.text } : { key: fallback };
}

/** The display names of files whose typed metadata waits for them (draft keys size|date|name). */
export function pendingNames(keys: readonly string[]): string[] {
  return keys.map((k) => k.split('|').slice(2).join('|')).filter(Boolean);
}
