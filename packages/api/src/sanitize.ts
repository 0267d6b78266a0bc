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
 * DOMPurify (about 11 KB gzip) is loaded on first use, not with every widget: call
 * `loadSanitizer()` (at the same time as the request that brings the HTML) and use the
 * synchronous functions once it has resolved; before that they throw.
 */
import type { Config, DOMPurify as Purifier } from 'dompurify';
import { isScriptUrl } from './safeUrl.ts';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ALLOWED_URI =
  /^(?:(?:https?|ftp|mailto|tel|file|whatsapp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

const CONFIG: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style'],
  // Parse as body content even when the fragment starts with head-only tags (title, meta, …);
  // otherwise those move to <head>, vanish, and a second pass gives a different result.
  FORCE_BODY: true,
};

/** The props-script exception described above. */
export function isPropsScript(node: Element): boolean {
  if (node.namespaceURI !== HTML_NS || node.localName !== 'script') return false;
  const host = node.parentElement;
  if (!host || host.namespaceURI !== HTML_NS || !host.hasAttribute('data-widget')) return false;
  const names = Array.from(node.attributes, (a) => a.name);
  if (
    names.length !== 2 ||
    node.getAttribute('type') !== 'application/json' ||
    !node.hasAttribute('data-props')
  ) {
    return false;
  }
  if (Array.from(node.childNodes).some((child) => child.nodeType !== 3)) return false;
  const text = node.textContent ?? '';
  if (text.includes('<')) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function addRel(element: Element): void {
  const target = element.getAttribute('target');
  if (target === null || SAME_CONTEXT_TARGETS.has(target.trim().toLowerCase())) return;
  const tokens = new Set(
    (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean),
  );
  tokens.add('noopener');
  tokens.add('noreferrer');
  element.setAttribute('rel', [...tokens].join(' '));
}

/** CSS that ran script in old browsers; comments and escapes are undone first, as CSS would. */
export function isScriptyStyle(css: string): boolean {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd),
    )
    .replace(/\\/g, '');
  return (
    /expression\s*\(|behavior\s*:|-moz-binding|@import/i.test(plain) ||
    /(?:java|vb|live)script:/i.test(plain.replace(/\s/g, ''))
  );
}

/** undefined: not loaded yet; null: loaded, but no DOM to work with (fails closed). */
let purifier: Purifier | null | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads and configures DOMPurify once; every later call returns the same promise. A failed load
 * (a chunk that did not arrive) is forgotten, so the next call tries again.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    (module) => {
      purifier = createPurifier(module.default);
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
  return purifier !== undefined;
}

function getPurifier(): Purifier | null {
  if (purifier === undefined)
    throw new Error('[anstoss] the HTML sanitiser is not loaded yet: await loadSanitizer() first');
  return purifier;
}

function createPurifier(factory: Purifier): Purifier | null {
  if (typeof window === 'undefined') return null;
  const instance = factory(window);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeElement', (node, event) => {
    // Decided per node: the allow-list DOMPurify hands us is private to this sanitize call.
    if (event.tagName === 'script') event.allowedTags.script = isPropsScript(node as Element);
  });
  instance.addHook('uponSanitizeAttribute', (_node, event) => {
    // DOMPurify checks URL attributes only; data-* props (read as URLs by widgets) and URI-safe
    // attributes such as name or title pass unchecked. No attribute may carry a script URL.
    if (isScriptUrl(event.attrValue)) event.keepAttr = false;
    if (event.attrName === 'style' && isScriptyStyle(event.attrValue)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) addRel(node as Element);
  });
  return instance;
}

export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  let out = instance.sanitize(html, CONFIG);
  // The string is parsed again on insertion, and a sanitised tree does not always survive that
  // unchanged (removing an <object> can leave <a> inside <a>; nested forms; svg/math content):
  // the root of mutation XSS. Sanitise until the output is a fixed point, so what gets inserted
  // is exactly what was checked; give up (empty) if it does not settle.
  let previous = html;
  for (let round = 0; round < 4; round += 1) {
    if (out === previous) return out;
    previous = out;
    out = instance.sanitize(out, CONFIG);
  }
  return out === previous ? out : '';
}

/**
 * A sanitised DocumentFragment, ready for `append`: no HTML string is assigned to any sink, so
 * this path works where Trusted Types are enforced (DOMPurify uses its own 'dompurify' policy to
 * parse; allow it in the CSP `trusted-types` directive).
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  const instance = getPurifier();
  if (!instance) {
    if (typeof document === 'undefined') throw new Error('sanitizeToFragment needs a DOM');
    return document.createDocumentFragment();
  }
  // The fragment is built from the fixed point of sanitizeHtml, so the tree inserted is the tree
  // that was checked, on the same terms as the string path. A document without a body (a
  // frameset) gives no fragment at all: then nothing is let through.
  const fragment = instance.sanitize(sanitizeHtml(html), {
    ...CONFIG,
    RETURN_DOM_FRAGMENT: true,
  }) as DocumentFragment | null;
  return fragment ?? document.createDocumentFragment();
}
