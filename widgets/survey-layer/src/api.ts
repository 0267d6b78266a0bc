/**
 * The survey layer's I/O: the fragment request (spec §7 Fragments, survey) and the cookie that
 * remembers the survey was shown (spec §4 Survey, §9). The only file of this widget doing I/O.
 */
import * as z from 'zod/mini';
import { getHtml, needsSanitizer } from '@anstoss/api';
import { readCookie, writeCookie } from '@anstoss/storage';
import { SHOWN_VALUE, SURVEY_COOKIE_DAYS } from './logic.ts';

/**
 * GET {data-url with {path} replaced} -> an HTML fragment (text/html), possibly empty. A body
 * declared as JSON, an image or other non-text fails.
 * Exported for the reference CMS contract test: the body must be a string.
 */
export const surveyFragmentResponse = z.string();

/** The HTML, once the sanitiser it goes through has loaded too. */
export function fetchSurveyHtml(url: string, signal?: AbortSignal): Promise<string> {
  return needsSanitizer(getHtml(url, { signal }));
}

/** Whether the survey cookie says this survey was shown already. */
export function wasSurveyShown(name: string): boolean {
  return readCookie(name) === SHOWN_VALUE;
}

/** Sets the survey cookie: 100 days, path /, SameSite=Lax, parent domain (storage defaults). */
export function markSurveyShown(name: string): void {
  writeCookie(name, SHOWN_VALUE, { days: SURVEY_COOKIE_DAYS });
}
