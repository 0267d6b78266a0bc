/**
 * Clipboard and stored article HTML, read with the browser's inert parser (DOMParser runs no
 * script, loads no image and fires no handler): a paste becomes plain text, a stored article
 * becomes the block model (only p, h3, blockquote, strong/b, em/i, a, br survive).
 */
import type { Block, BlockType, Inline, TextRun } from './logic.ts';

/** Elements whose end starts a new paragraph in the plain text of a paste. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'li',
  'tr',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'table',
  'ul',
  'ol',
]);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'iframe']);

interface InertPolicy {
  createHTML(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string }): InertPolicy;
}

let policy: InertPolicy | null | undefined;

/**
 * The portal requires Trusted Types for script sinks, and DOMParser.parseFromString is one.
 * This policy is used for nothing else: DOMParser builds an inert document (no script runs, no
 * image loads, no handler fires), from which only text and the allowed tags are read.
 */
function inertHtml(html: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      policy = factory
        ? factory.createPolicy('anstoss-inert-parse', { createHTML: (s) => s })
        : null;
    } catch {
      // A page that allows only named policies: htmlToBlocks falls back to plain text.
      policy = null;
    }
  }
  return policy ? (policy.createHTML(html) as string) : html;
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(inertHtml(html), 'text/html');
}

/** Named entities a paste commonly holds; numeric ones are decoded in general. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

const BLOCK_TAG_NAMES = [...BLOCK_TAGS].join('|');
const SKIPPED_BLOCK = new RegExp(`<(${[...SKIPPED].join('|')})\\b[\\s\\S]*?</\\1\\s*>`, 'gi');
const BLOCK_EDGE = new RegExp(`</?(?:${BLOCK_TAG_NAMES})\\b[^>]*>`, 'gi');

/**
 * The readable text of HTML: blocks separated by a blank line, <br> as a line break, every
 * other tag dropped, entities decoded. A linear scan without a DOM, so a 1 MB paste from a web
 * page takes milliseconds (the browser's parser needs seconds for it on a slow phone) and no
 * markup ever reaches a parser: the result is only ever inserted as text.
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(SKIPPED_BLOCK, '')
    .replace(/\s+/g, ' ')
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(BLOCK_EDGE, '\n\n')
    .replace(/<\/?[a-z!?][^>]*>/gi, '');
  return decodeEntities(text)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

interface ClipboardLike {
  getData(type: string): string;
  readonly types?: readonly string[];
}

/**
 * What a paste inserts: the clipboard's plain text when it has one (Word, Google Docs and web
 * pages all put one there), otherwise the text of its HTML; never markup.
 */
export function clipboardText(data: ClipboardLike): string {
  const plain = data.getData('text/plain');
  if (plain) return plain;
  const html = data.getData('text/html');
  return html ? htmlToPlainText(html) : '';
}

const BLOCK_OF: Record<string, BlockType> = { p: 'paragraph', h3: 'h3', blockquote: 'quote' };

type Marks = { bold?: boolean; italic?: boolean };
const inlinesOf = (node: Node, marks: Marks) => inlinesOfNodes([...node.childNodes], marks);

function inlinesOfNodes(nodes: readonly Node[], marks: Marks): Inline[] {
  const runs: Inline[] = [];
  for (const child of nodes) {
    if (child.nodeType === 3) {
      const text = (child.nodeValue ?? '').replace(/\s+/g, ' ');
      if (text) runs.push({ kind: 'text', text, ...marks });
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    const tag = el.localName;
    if (SKIPPED.has(tag)) continue;
    if (tag === 'br') runs.push({ kind: 'break' });
    else if (tag === 'strong' || tag === 'b') runs.push(...inlinesOf(el, { ...marks, bold: true }));
    else if (tag === 'em' || tag === 'i') runs.push(...inlinesOf(el, { ...marks, italic: true }));
    else if (tag === 'a' && el.getAttribute('href'))
      runs.push({
        kind: 'link',
        href: el.getAttribute('href') ?? '',
        nofollow: /\bnofollow\b/.test(el.getAttribute('rel') ?? ''),
        children: inlinesOf(el, marks).flatMap((r) =>
          r.kind === 'text' ? [r] : r.kind === 'link' ? r.children : [],
        ) as TextRun[],
      });
    else runs.push(...inlinesOf(el, marks));
  }
  return runs;
}

/**
 * A stored article as blocks. Unknown blocks become paragraphs; a block nested in another
 * allowed block is flattened to its text (the editor's transforms would do the same).
 */
export function htmlToBlocks(html: string): Block[] {
  let doc: Document;
  try {
    doc = parse(html);
  } catch {
    // Parsing refused (a page that allows only named Trusted Types policies): text paragraphs.
    return htmlToPlainText(html)
      .split('\n\n')
      .map((text) => ({ type: 'paragraph', children: [{ kind: 'text', text }] }));
  }
  const blocks: Block[] = [];
  let loose: Inline[] = [];
  const flush = () => {
    if (loose.some((r) => r.kind !== 'text' || r.text.trim() !== ''))
      blocks.push({ type: 'paragraph', children: loose });
    loose = [];
  };
  for (let child = doc.body.firstChild; child; child = child.nextSibling) {
    const tag = child.nodeType === 1 ? (child as Element).localName : '';
    const type = BLOCK_OF[tag];
    if (type) {
      flush();
      blocks.push({ type, children: inlinesOf(child, {}) });
    } else if (tag && BLOCK_TAGS.has(tag)) {
      flush();
      blocks.push({ type: 'paragraph', children: inlinesOf(child, {}) });
    } else if (child.nodeType === 1 || child.nodeType === 3) {
      loose.push(...inlinesOfNodes([child], {}));
    }
  }
  flush();
  return blocks.length ? blocks : [{ type: 'paragraph', children: [] }];
}
