/**
 * Every HTML fragment from the server goes through here before it touches the page
 * (QUALITY.md, Security). DOMPurify with our own instance (so our hooks never leak into anyone
 * else's DOMPurify use) and these rules:
 *  - links and other URL attributes: only http, https, ftp, mailto, tel, file, whatsapp and
 *    relative URLs (DOMPurify still allows raster `data:` images in img/src, which cannot script);
 *  - `target` is kept, and any target that opens a new browsing context gets
 *    rel="noopener noreferrer";
 *  - `data-*` attributes are kept (widget hosts `<div data-widget="…">` are mounted later by the
 *    runtime);
 *  - no attribute at all may hold a script URL (javascript:, vbscript:, non-image data:), even
 *    one DOMPurify does not treat as a URL (data-*, name, title);
 *  - `<style>` elements are dropped (they would restyle the whole page); inline style attributes
 *    stay, as CMS fragments use them, unless they hold legacy script hooks (expression(),
 *    behavior, -moz-binding, script URLs);
 *  - scripts are dropped, with one exception that is safe by construction: a widget's props
 *    `<script type="application/json" data-props>` that is a direct child of a `[data-widget]`
 *    host, has no other attributes, holds nothing but JSON text without any '<', so it can never
 *    close itself early or become markup when re-parsed. Such a script never executes: its type is
 *    not JavaScript, and scripts inserted through innerHTML or from a parsed fragment do not run.
 * If DOMPurify cannot work (no DOM), nothing is let through: '' or an empty fragment.
 *
 * DOMPurify (about 11 KB gzip) and these rules (purifier.ts, about 1 KB) are loaded on first use,
 * in one chunk, not with every widget: call `loadSanitizer()` (at the same time as the request
 * that brings the HTML) and use the synchronous functions once it has resolved; before that they
 * throw.
 */
import type { Sanitizer } from './purifier.ts';

/** undefined: not loaded yet; null: loaded, but no DOM to work with (fails closed). */
let sanitizer: Sanitizer | null | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads and configures DOMPurify once; every later call returns the same promise. A failed load
 * (a chunk that did not arrive) is forgotten, so the next call tries again.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('./purifier.ts').then(
    (module) => {
      sanitizer = module.createSanitizer();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The request's answer, once the sanitiser has loaded too: for HTML shown by ServerHtml, which
 * then inserts it in the same frame as the render (no empty moment, no layout shift). A sanitiser
 * that fails to load does not fail the request; ServerHtml tries again and shows nothing.
 */
export function withSanitizer<T>(request: Promise<T>): Promise<T> {
  // Once loaded, the request's own promise: no extra turn before the answer is handled.
  if (isSanitizerReady()) return request;
  return Promise.all([request, loadSanitizer().catch(() => undefined)]).then(([value]) => value);
}

/** Like withSanitizer, for callers that sanitise the answer themselves: a failed load fails. */
export function needsSanitizer<T>(request: Promise<T>): Promise<T> {
  if (isSanitizerReady()) return request;
  return Promise.all([request, loadSanitizer()]).then(([value]) => value);
}

/** Whether the synchronous functions can be used now. */
export function isSanitizerReady(): boolean {
  return sanitizer !== undefined;
}

function getSanitizer(): Sanitizer | null {
  if (sanitizer === undefined)
    throw new Error('[anstoss] the HTML sanitiser is not loaded yet: await loadSanitizer() first');
  return sanitizer;
}

/**
 * The sanitised HTML string. The string is parsed again on insertion, and a sanitised tree does
 * not always survive that unchanged (the root of mutation XSS): it is sanitised until it is a
 * fixed point, or '' if it does not settle.
 */
export function sanitizeHtml(html: string): string {
  return getSanitizer()?.html(html) ?? '';
}

/**
 * A sanitised DocumentFragment, ready for `append`: no HTML string is assigned to any sink, so
 * this path works where Trusted Types are enforced (DOMPurify uses its own 'dompurify' policy to
 * parse; allow it in the CSP `trusted-types` directive).
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  const instance = getSanitizer();
  if (instance) return instance.fragment(html);
  if (typeof document === 'undefined') throw new Error('sanitizeToFragment needs a DOM');
  return document.createDocumentFragment();
}
