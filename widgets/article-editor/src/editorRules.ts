/**
 * The Lexical side of the rules in logic.ts: the nodes the article may hold, node transforms
 * that undo a forbidden nesting however it arose (typing, paste, toolbar, a legacy article),
 * command guards for paste, drop and links, the 20,000-character limit, and the conversion
 * between Lexical's tree and the block model the HTML is written from.
 */
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isLineBreakNode,
  $isRangeSelection,
  $isRootNode,
  $isTextNode,
  COMMAND_PRIORITY_CRITICAL,
  DROP_COMMAND,
  KEY_SPACE_COMMAND,
  PASTE_COMMAND,
  RootNode,
  mergeRegister,
  type EditorState,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { $createLinkNode, $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from './linkNode.ts';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  HeadingNode,
  QuoteNode,
} from '@lexical/rich-text';
import { $restoreEditorState } from '@lexical/utils';
import { clipboardText } from './clipboard.ts';
import {
  acceptsChange,
  acceptsPaste,
  countCharacters,
  linkAllowedIn,
  mayNest,
  MAX_CHARS,
  normalisePastedText,
  type Block,
  type BlockType,
  type Inline,
  type NodeKind,
  type TextRun,
} from './logic.ts';

/** The only node classes registered: paragraph and text come with Lexical itself. */
export const ARTICLE_NODES = [HeadingNode, QuoteNode, LinkNode];

export type Refusal = 'limit' | 'pasteLimit' | 'nesting' | 'link';

export interface RuleOptions {
  max?: number;
  /** Called when something was refused, so the view can say why. */
  onRefused?: (reason: Refusal) => void;
  /** Called with the character count after every change and on the space key. */
  onCount?: (count: number) => void;
}

export function kindOf(node: LexicalNode | null): NodeKind {
  if (!node || $isRootNode(node)) return 'root';
  if ($isHeadingNode(node)) return 'h3';
  if ($isQuoteNode(node)) return 'quote';
  if ($isLinkNode(node)) return 'link';
  if ($isTextNode(node)) return 'text';
  if (node.getType() === 'listitem') return 'listitem';
  return 'paragraph';
}

/** Replaces an element by its children (the text stays where it was). */
function $unwrap(node: ElementNode): void {
  for (const child of node.getChildren()) node.insertBefore(child);
  node.remove();
}

/** The nearest ancestor that a node may not sit in, or null. */
function forbiddenAncestor(node: LexicalNode): ElementNode | null {
  const kind = kindOf(node);
  for (let parent = node.getParent(); parent && !$isRootNode(parent); parent = parent.getParent())
    if (!mayNest(kindOf(parent), kind)) return parent;
  return null;
}

/** The characters counted against the limit (see countCharacters). */
export function $countCharacters(): number {
  return countCharacters($getRoot().getTextContent());
}

const countIn = (state: EditorState) => state.read(() => $countCharacters());

/** The kinds of the top-level blocks the selection touches. */
export function $selectedBlocks(): BlockType[] {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return [];
  const kinds = new Set<BlockType>();
  for (const node of selection.getNodes()) {
    const top = $isRootNode(node) ? null : node.getTopLevelElement();
    if (!top) continue;
    const kind = kindOf(top);
    kinds.add(kind === 'h3' || kind === 'quote' ? kind : 'paragraph');
  }
  return [...kinds];
}

/**
 * Turns every top-level block the selection touches into the element `create` makes, keeping
 * the children and the selection (what $setBlocksType of @lexical/selection does for our flat
 * documents, without its 4 kB). Links that may not stand in the new block are undone by the
 * LinkNode transform.
 */
export function $setBlockType(create: () => ElementNode): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const anchor = {
    key: selection.anchor.key,
    offset: selection.anchor.offset,
    type: selection.anchor.type,
  };
  const focus = {
    key: selection.focus.key,
    offset: selection.focus.offset,
    type: selection.focus.type,
  };
  const blocks = new Map<string, ElementNode>();
  for (const node of selection.getNodes()) {
    const top = $isRootNode(node) ? null : node.getTopLevelElement();
    if ($isElementNode(top)) blocks.set(top.getKey(), top);
  }
  if (blocks.size === 0) {
    const top = selection.anchor.getNode().getTopLevelElement();
    if ($isElementNode(top)) blocks.set(top.getKey(), top);
  }
  const replaced = new Map<string, string>();
  for (const block of blocks.values()) {
    const next = create();
    next.append(...block.getChildren());
    block.replace(next);
    replaced.set(block.getKey(), next.getKey());
  }
  // A caret on an element (an empty block) follows it to its replacement.
  const remap = (p: typeof anchor) => ({ ...p, key: replaced.get(p.key) ?? p.key });
  const a = remap(anchor);
  const f = remap(focus);
  selection.anchor.set(a.key, a.offset, a.type);
  selection.focus.set(f.key, f.offset, f.type);
}

/** Registers every rule on an editor; the returned function removes them. */
export function registerArticleRules(editor: LexicalEditor, options: RuleOptions = {}) {
  const max = options.max ?? MAX_CHARS;
  const refuse = (reason: Refusal) => options.onRefused?.(reason);
  const report = () => options.onCount?.(countIn(editor.getEditorState()));

  const $pastePlain = (text: string): boolean => {
    let selection = $getSelection();
    // Without a caret (nothing focused yet) the text goes to the end.
    if (!$isRangeSelection(selection)) selection = $getRoot().selectEnd();
    const plain = normalisePastedText(text);
    const current = $countCharacters();
    const selected = countCharacters(selection.getTextContent());
    if (!acceptsPaste(current, selected, countCharacters(plain), max)) {
      refuse('pasteLimit');
      return true;
    }
    selection.insertRawText(plain);
    return true;
  };

  return mergeRegister(
    // Only h3 headings; headings and quotes never inside each other or a list item.
    editor.registerNodeTransform(HeadingNode, (node) => {
      if (node.getTag() !== 'h3') node.setTag('h3');
      if (forbiddenAncestor(node)) {
        refuse('nesting');
        $unwrap(node);
      }
    }),
    editor.registerNodeTransform(QuoteNode, (node) => {
      if (forbiddenAncestor(node)) {
        refuse('nesting');
        $unwrap(node);
      }
    }),
    // Links never in h3 or blockquote: the link goes, its text stays.
    editor.registerNodeTransform(LinkNode, (node) => {
      if (forbiddenAncestor(node)) {
        refuse('nesting');
        $unwrap(node);
      }
    }),
    // The limit: a change that grows the text beyond it is undone as a whole.
    editor.registerNodeTransform(RootNode, () => {
      const before = countIn(editor.getEditorState());
      const after = $countCharacters();
      if (!acceptsChange(before, after, max)) {
        refuse('limit');
        $restoreEditorState(editor, editor.getEditorState());
      }
    }),
    // Pasting is text only, whatever the clipboard holds (Word, Google Docs, web pages).
    editor.registerCommand(
      PASTE_COMMAND,
      (event) => {
        const data = 'clipboardData' in event ? event.clipboardData : null;
        if (!data) return false;
        event.preventDefault();
        const text = clipboardText(data);
        $pastePlain(text);
        return true;
      },
      COMMAND_PRIORITY_CRITICAL,
    ),
    editor.registerCommand(
      DROP_COMMAND,
      (event) => {
        event.preventDefault();
        const data = event.dataTransfer;
        if (!data) return true;
        const text = clipboardText(data);
        if (text) $pastePlain(text);
        return true;
      },
      COMMAND_PRIORITY_CRITICAL,
    ),
    // The link button and Ctrl+K never put a link into h3 or blockquote.
    editor.registerCommand(
      TOGGLE_LINK_COMMAND,
      (payload) => {
        if (payload === null) return false;
        if (linkAllowedIn($selectedBlocks())) return false;
        refuse('link');
        return true;
      },
      COMMAND_PRIORITY_CRITICAL,
    ),
    // Spec §5: the status bar updates on every change and on the space key.
    editor.registerUpdateListener(({ editorState }) => options.onCount?.(countIn(editorState))),
    editor.registerCommand(
      KEY_SPACE_COMMAND,
      () => {
        report();
        return false;
      },
      COMMAND_PRIORITY_CRITICAL,
    ),
  );
}

// ---- Lexical tree <-> block model --------------------------------------------------------

function textRun(node: LexicalNode): TextRun | null {
  if (!$isTextNode(node)) return null;
  const run: TextRun = { kind: 'text', text: node.getTextContent() };
  if (node.hasFormat('bold')) run.bold = true;
  if (node.hasFormat('italic')) run.italic = true;
  return run;
}

function $inlines(element: ElementNode): Inline[] {
  const runs: Inline[] = [];
  for (const child of element.getChildren()) {
    if ($isLineBreakNode(child)) runs.push({ kind: 'break' });
    else if ($isLinkNode(child))
      runs.push({
        kind: 'link',
        href: child.getURL(),
        nofollow: /\bnofollow\b/.test(child.getRel() ?? ''),
        children: child.getChildren().flatMap((c) => textRun(c) ?? []),
      });
    else if ($isElementNode(child)) runs.push(...$inlines(child));
    else {
      const run = textRun(child);
      if (run) runs.push(run);
    }
  }
  return runs;
}

/** The document as blocks (call inside read or update). */
export function $readBlocks(): Block[] {
  return $getRoot()
    .getChildren()
    .flatMap((node): Block[] => {
      if (!$isElementNode(node)) return [];
      const kind = kindOf(node);
      const type: BlockType = kind === 'h3' || kind === 'quote' ? kind : 'paragraph';
      return [{ type, children: $inlines(node) }];
    });
}

function $textNode(run: TextRun) {
  const node = $createTextNode(run.text);
  if (run.bold) node.toggleFormat('bold');
  if (run.italic) node.toggleFormat('italic');
  return node;
}

/** Replaces the document with the blocks (call inside update). */
export function $writeBlocks(blocks: readonly Block[]): void {
  const root = $getRoot();
  root.clear();
  for (const block of blocks) {
    const element =
      block.type === 'h3'
        ? $createHeadingNode('h3')
        : block.type === 'quote'
          ? $createQuoteNode()
          : $createParagraphNode();
    for (const run of block.children) {
      if (run.kind === 'break') element.append($createLineBreakNode());
      else if (run.kind === 'text') element.append($textNode(run));
      else {
        const link = $createLinkNode(run.href, run.nofollow ? 'nofollow' : null);
        link.append(...run.children.map($textNode));
        element.append(link);
      }
    }
    root.append(element);
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
