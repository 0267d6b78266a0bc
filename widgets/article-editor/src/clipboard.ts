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

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The readable text of HTML: blocks separated by a blank line, <br> as a line break. */
export function htmlToPlainText(html: string): string {
  const doc = parse(html);
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        parts.push((child.nodeValue ?? '').replace(/\s+/g, ' '));
        continue;
      }
      if (child.nodeType !== 1) continue;
      const tag = (child as Element).localName;
      if (SKIPPED.has(tag)) continue;
      if (tag === 'br') {
        parts.push('\n');
        continue;
      }
      const block = BLOCK_TAGS.has(tag);
      if (block) parts.push('\n\n');
      walk(child);
      if (block) parts.push('\n\n');
    }
  };
  walk(doc.body);
  return parts
    .join('')
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
  const doc = parse(html);
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
