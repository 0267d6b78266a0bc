/**
 * The article's link: an inline element with an address and an optional rel="nofollow"
 * (spec §5). A small node of our own instead of @lexical/link's LinkNode, whose module brings
 * auto-links, link extensions and HTML import along (about 3 kB gzip the 70 kB budget of this
 * editor has no room for). Same type name ('link') and JSON shape as Lexical's LinkNode.
 */
import {
  $applyNodeReplacement,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  createCommand,
  ElementNode,
  type LexicalCommand,
  type LexicalNode,
  type NodeKey,
  type RangeSelection,
  type SerializedElementNode,
  type Spread,
} from 'lexical';

export type SerializedArticleLink = Spread<
  { url: string; rel: string | null },
  SerializedElementNode
>;

export class LinkNode extends ElementNode {
  __url: string;
  __rel: string | null;

  static override getType(): string {
    return 'link';
  }

  static override clone(node: LinkNode): LinkNode {
    return new LinkNode(node.__url, node.__rel, node.__key);
  }

  constructor(url = '', rel: string | null = null, key?: NodeKey) {
    super(key);
    this.__url = url;
    this.__rel = rel;
  }

  override createDOM(): HTMLAnchorElement {
    const a = document.createElement('a');
    a.href = this.__url;
    if (this.__rel) a.rel = this.__rel;
    a.className = 'ast-article-editor__link';
    return a;
  }

  override updateDOM(prev: LinkNode, dom: HTMLElement): boolean {
    if (prev.__url !== this.__url) dom.setAttribute('href', this.__url);
    if (prev.__rel !== this.__rel) {
      if (this.__rel) dom.setAttribute('rel', this.__rel);
      else dom.removeAttribute('rel');
    }
    return false;
  }

  static override importJSON(json: SerializedArticleLink): LinkNode {
    return $createLinkNode(json.url, json.rel);
  }

  override exportJSON(): SerializedArticleLink {
    return { ...super.exportJSON(), url: this.__url, rel: this.__rel };
  }

  getURL(): string {
    return this.getLatest().__url;
  }

  getRel(): string | null {
    return this.getLatest().__rel;
  }

  setAttributes(url: string, rel: string | null): this {
    const self = this.getWritable();
    self.__url = url;
    self.__rel = rel;
    return self;
  }

  override isInline(): true {
    return true;
  }

  override canInsertTextBefore(): false {
    return false;
  }

  override canInsertTextAfter(): false {
    return false;
  }

  override canBeEmpty(): false {
    return false;
  }

  override insertNewAfter(_: RangeSelection, restoreSelection = true): ElementNode | null {
    const link = $createLinkNode(this.__url, this.__rel);
    this.insertAfter(link, restoreSelection);
    return link;
  }
}

export function $createLinkNode(url = '', rel: string | null = null): LinkNode {
  return $applyNodeReplacement(new LinkNode(url, rel));
}

export function $isLinkNode(node: LexicalNode | null | undefined): node is LinkNode {
  return node instanceof LinkNode;
}

export type LinkPayload = string | { url: string; rel?: string | null } | null;

/** Sets (a URL) or removes (null) the link on the selected text. */
export const TOGGLE_LINK_COMMAND: LexicalCommand<LinkPayload> = createCommand('TOGGLE_LINK');

function $unwrap(link: LinkNode) {
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
}

/** Links the selected text (splitting text nodes at the selection's edges) or unlinks it. */
export function $toggleLink(url: string | null, rel: string | null = null): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const nodes = selection.extract();
  if (url === null) {
    const links = new Set<LinkNode>();
    for (const node of nodes) {
      const link = $isLinkNode(node) ? node : node.getParent();
      if ($isLinkNode(link)) links.add(link);
    }
    links.forEach($unwrap);
    return;
  }
  let current: LinkNode | null = null;
  for (const node of nodes) {
    const parent = node.getParent();
    if ($isLinkNode(parent)) {
      parent.setAttributes(url, rel);
      current = null;
      continue;
    }
    if ($isLinkNode(node)) {
      node.setAttributes(url, rel);
      current = null;
      continue;
    }
    if (!$isTextNode(node)) continue;
    // Neighbouring text nodes share one link.
    if (current && current.getNextSibling() === node) {
      current.append(node);
      continue;
    }
    current = $createLinkNode(url, rel);
    node.insertBefore(current);
    current.append(node);
  }
}
