/** The placeholder in data-url that stands for the page's first path segment (spec §7 Survey). */
export const PATH_PLACEHOLDER = '{path}';

/** First segment of a path ('/spiel/abc' -> 'spiel'), or 'index' for the start page. */
export function firstPathSegment(pathname: string): string {
  const segment = pathname.split('/').find((part) => part !== '');
  return segment ?? 'index';
}

/** The survey URL for a page: every `{path}` replaced by the first path segment. */
export function surveyUrl(template: string, pathname: string): string {
  // The segment comes from location.pathname, which is already percent-encoded.
  return template.split(PATH_PLACEHOLDER).join(firstPathSegment(pathname));
}

/** Whether a fragment has anything a visitor would see (spec: only non-empty html is shown). */
export function hasVisibleContent(fragment: DocumentFragment): boolean {
  if (fragment.textContent?.trim()) return true;
  return (
    fragment.querySelector('img, picture, svg, video, iframe, form, input, button, a[href]') !==
    null
  );
}

/**
 * Whether a fetched text can be a survey fragment at all (checked before anything is shown):
 * 'empty' when there is nothing (no survey runs here), 'junk' for what no survey looks like: a
 * whole page (an error or login page), text without a single element (an error text, a JSON
 * body), binary noise (control characters, U+FFFD from undecodable bytes).
 */
export function surveyTextProblem(html: string): 'empty' | 'junk' | null {
  const text = html.trim();
  if (!text) return 'empty';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is sought
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/.test(text)) return 'junk';
  if (/^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype|html[\s>]|head[\s>]|body[\s>])/i.test(text))
    return 'junk';
  if (!/<[a-z][^>]*>/i.test(text)) return 'junk';
  return null;
}

/** Input types that take no typed text (a person on them is not in the middle of writing). */
const TEXTLESS_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * Whether a person is writing or filling in a form where focus is: a text field, a select, an
 * editable region, or any control of a form. A survey that opened then would take the focus
 * (and the next keys typed) away from them.
 */
export function isFillingIn(focused: Element | null): boolean {
  if (!(focused instanceof HTMLElement)) return false;
  if (focused.isContentEditable || focused instanceof HTMLTextAreaElement) return true;
  if (focused instanceof HTMLSelectElement) return true;
  if (focused instanceof HTMLInputElement && !TEXTLESS_INPUTS.has(focused.type)) return true;
  return focused.closest('form') !== null && focused.matches('input, button, select, textarea');
}

/** A click on an element marked as a closer inside the survey's own markup closes the layer. */
export function isCloseClick(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[data-survey-close], [data-layer-close]') !== null
  );
}

/** The value written to the survey's cookie once it has been shown (spec §4 Survey). */
export const SHOWN_VALUE = 'true';
/** Spec §9: survey cookie lifetime. */
export const SURVEY_COOKIE_DAYS = 100;
