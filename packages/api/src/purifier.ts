/**
 * The sanitiser's rules and its DOMPurify instance (the rules are described in sanitize.ts). Loaded
 * on first use together with DOMPurify, in the same chunk (vite.config.ts): pages that never insert
 * server HTML download neither.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isScriptUrl } from './safeUrl.ts';

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ALLOWED_URI =
  /^(?:(?:https?|ftp|mailto|tel|file|whatsapp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_parent', '_top']);

const CONFIG: Config = {
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style'],
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

/**
 * Every string is parsed as the body of a standards-mode document, as the page that receives it
 * is: without a doctype DOMParser works in quirks mode, where `<p><table>` nests the table in the
 * paragraph, and the page, parsing the same string again, would build another tree. The open body
 * also keeps head-only tags (title, meta) where they stand, and ignores a `<frameset>`.
 */
const asPageBody = (html: string) => `<!DOCTYPE html><body>${html}`;

function sanitizeWith(instance: Purifier, html: string): string {
  let out = instance.sanitize(asPageBody(html), CONFIG);
  // The string is parsed again on insertion, and a sanitised tree does not always survive that
  // unchanged (removing an <object> can leave <a> inside <a>; nested forms; svg/math content):
  // the root of mutation XSS. Sanitise until the output is a fixed point, so what gets inserted
  // is exactly what was checked; give up (empty) if it does not settle.
  let previous = html;
  for (let round = 0; round < 4; round += 1) {
    if (out === previous) return out;
    previous = out;
    out = instance.sanitize(asPageBody(out), CONFIG);
  }
  return out === previous ? out : '';
}

export interface Sanitizer {
  html(html: string): string;
  fragment(html: string): DocumentFragment;
}

/** The configured sanitiser, or null where DOMPurify cannot work (no DOM): then nothing passes. */
export function createSanitizer(): Sanitizer | null {
  const instance = createPurifier(DOMPurify);
  if (!instance) return null;
  return {
    html: (html) => sanitizeWith(instance, html),
    // The fragment is built from the fixed point of the string path, so the tree inserted is the
    // tree that was checked, on the same terms. A document without a body (a frameset) gives no
    // fragment at all: then nothing is let through.
    fragment: (html) =>
      (instance.sanitize(asPageBody(sanitizeWith(instance, html)), {
        ...CONFIG,
        RETURN_DOM_FRAGMENT: true,
      }) as DocumentFragment | null) ?? document.createDocumentFragment(),
  };
}
