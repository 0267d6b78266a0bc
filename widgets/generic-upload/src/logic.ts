/** The generic upload's rules (spec §3 Generic upload item, §4, §5 Generic upload and Files, §8). */
import { ApiError, errorMessage, isApiError, serverErrorText } from '@anstoss/api';
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
 * An answer that refused the write (`success` not true) as the error the item's action keeps:
 * the server's text, or (an answer that said nothing) an error `failureOf` reads as empty.
 */
export function refusal(answer: unknown): ApiError {
  if (isEmptyAnswer(answer)) return new ApiError('parse', 'Empty answer');
  const serverMessage = serverErrorText(answer);
  return new ApiError('http', 'The server refused the write', {
    body: answer,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  });
}

/** The action's message key for a failure without server text: an empty answer has its own. */
export function emptyAnswerKey(error: unknown): typeof EMPTY_ANSWER | undefined {
  return isEmptyAnswer(error) ? EMPTY_ANSWER : undefined;
}
