import { readNamedValue } from './cookieValues.ts';
import { within } from './elements.ts';

const PLACEHOLDER = /%((?:config:)?[A-Za-z0-9_.-]+)%/g;
/** Attributes holding URLs: values are URL-encoded there so a cookie cannot change the URL's shape. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster']);

/** Replaces every %NAME% with read(NAME) (missing values become ''). One pass, so inserted
 *  values are never themselves expanded. */
export function fillTemplate(
  text: string,
  read: (name: string) => string | null,
  encode = false,
): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = read(name) ?? '';
    return encode ? encodeURIComponent(value) : value;
  });
}

function readText(name: string): string | null {
  const value = readNamedValue(name);
  return Array.isArray(value) ? value.join(', ') : value;
}

const done = new WeakSet<Element>();

/**
 * Fills `data-template` elements: their text nodes, and the attributes named in
 * `data-template-attrs` (space or comma separated). Values go in as text, never as HTML.
 */
export function applyTemplates(root: ParentNode): void {
  for (const el of within(root, '[data-template]')) {
    if (done.has(el)) continue;
    done.add(el);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (text.includes('%')) node.nodeValue = fillTemplate(text, readText);
    }
    for (const attribute of (el.getAttribute('data-template-attrs') ?? '').split(/[\s,]+/)) {
      const value = attribute ? el.getAttribute(attribute) : null;
      if (value?.includes('%'))
        el.setAttribute(
          attribute,
          fillTemplate(value, readText, URL_ATTRIBUTES.has(attribute.toLowerCase())),
        );
    }
  }
}
