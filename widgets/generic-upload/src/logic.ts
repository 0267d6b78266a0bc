/** The generic upload's rules (spec §3 Generic upload item, §4, §5 Generic upload and Files, §8). */
import { acceptedOrThrow, ApiError, errorMessage, isApiError } from '@anstoss/api';
import type { ErrorMessage, FileType } from '@anstoss/ui';

/** Spec §5 Files: images jpg, png, jpeg, gif; videos mp4, webm, quicktime (told by content). */
export const UPLOAD_TYPES: readonly FileType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
];
/** The server's largest file (videos; photos above 10 MB are refused by the server with 413). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export const MIN_LENGTH_OF_TITLE = 'javascript.error.message.min_length_of_title';
export const EMPTY_ANSWER = 'javascript.error.unknown_error';

/** Spec §5: the title is valid when longer than 2 characters and not only spaces. */
export function isValidTitle(title: string): boolean {
  return title.length > 2 && title.trim() !== '';
}

/** Spec §5: the title error shows right after the upload with the upload check, else after a try. */
export function showsTitleError(
  item: { title: string; triedRelease: boolean },
  uploadCheck: boolean,
): boolean {
  return !isValidTitle(item.title) && (uploadCheck || item.triedRelease);
}

/** An answer with nothing in it: an empty body, or JSON with neither success nor a message. */
export function isEmptyAnswer(errorOrAnswer: unknown): boolean {
  if (isApiError(errorOrAnswer))
    return (
      errorOrAnswer.kind === 'parse' &&
      (errorOrAnswer.body === undefined ||
        (typeof errorOrAnswer.body === 'string' && errorOrAnswer.body.trim() === ''))
    );
  if (errorOrAnswer === null || errorOrAnswer === undefined) return true;
  // A parsed answer that said nothing: no success, no meta, no error.
  if (typeof errorOrAnswer === 'object' && !(errorOrAnswer instanceof Error)) {
    const answer = errorOrAnswer as { success?: unknown; meta?: unknown; error?: unknown };
    return answer.success !== true && answer.meta == null && answer.error == null;
  }
  return false;
}

/** Spec §8: an empty answer is 'javascript.error.unknown_error'; else the server's text or the generic key. */
export function failureOf(errorOrAnswer: unknown): ErrorMessage {
  if (isEmptyAnswer(errorOrAnswer)) return { key: EMPTY_ANSWER };
  return errorMessage(errorOrAnswer);
}

/** The form fields of an upload: the page's post defaults plus mediastreamId. */
export function uploadFields(
  postDefaults: Record<string, string>,
  mediastreamId: string,
): Record<string, string> {
  return mediastreamId ? { ...postDefaults, mediastreamId } : { ...postDefaults };
}

/**
 * The answer when the server took the write (spec §7). A refusal (`success: false`) is thrown by
 * `acceptedOrThrow` of @anstoss/api with the server's text; an answer that said nothing is thrown
 * as an empty answer, which `failureOf` and `emptyAnswerKey` read as unknown_error (spec §8).
 */
export function acceptedAnswer<T extends { success?: boolean }>(answer: T): T {
  if (isEmptyAnswer(answer)) throw new ApiError('parse', 'Empty answer');
  return acceptedOrThrow(answer, 'The server refused the write');
}

/** The action's message key for a failure without server text: an empty answer has its own. */
export function emptyAnswerKey(error: unknown): typeof EMPTY_ANSWER | undefined {
  return isEmptyAnswer(error) ? EMPTY_ANSWER : undefined;
}
