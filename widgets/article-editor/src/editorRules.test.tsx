/**
 * The Lexical rules on a headless editor (jsdom for DOMParser and ClipboardEvent): forbidden
 * nesting undone by the transforms, guards for paste, drop and links, the limit.
 */
import {
  $createTextNode,
  $getRoot,
  $selectAll,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  createEditor,
  KEY_BACKSPACE_COMMAND,
  KEY_ENTER_COMMAND,
  PASTE_COMMAND,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';
import { $createLinkNode, TOGGLE_LINK_COMMAND } from './linkNode.ts';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { registerArticleEditing } from './editing.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $countCharacters,
  $readBlocks,
  $setBlockType,
  $writeBlocks,
  ARTICLE_NODES,
  registerArticleRules,
  type Refusal,
} from './editorRules.ts';
import { blocksToHtml, type Block } from './logic.ts';

let editor: LexicalEditor;
let refused: Refusal[];
let counts: number[];
let cleanup: () => void;

function setup(max = 50) {
  editor = createEditor({
    namespace: 'test',
    nodes: ARTICLE_NODES,
    onError: (error) => {
      throw error;
    },
  });
  const root = document.createElement('div');
  root.contentEditable = 'true';
  document.body.append(root);
  editor.setRootElement(root);
  const unrich = registerArticleEditing(editor);
  const unrules = registerArticleRules(editor, {
    max,
    onRefused: (r) => refused.push(r),
    onCount: (n) => counts.push(n),
  });
  cleanup = () => {
    unrules();
    unrich();
    editor.setRootElement(null);
    root.remove();
  };
}

const update = (fn: () => void) => editor.update(fn, { discrete: true });
const blocks = () => editor.getEditorState().read(() => $readBlocks());
const html = () => blocksToHtml(blocks());

function write(b: Block[]) {
  update(() => $writeBlocks(b));
}

function paste(data: Record<string, string>) {
  const clipboardData = {
    getData: (type: string) => data[type] ?? '',
    types: Object.keys(data),
  };
  const event = new Event('paste', { cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  update(() => editor.dispatchCommand(PASTE_COMMAND, event));
  return event;
}

function selectEnd() {
  update(() => {
    $getRoot().selectEnd();
  });
}

beforeEach(() => {
  refused = [];
  counts = [];
});
afterEach(() => cleanup());

describe('forbidden nesting (spec §5) undone by node transforms', () => {
  beforeEach(() => setup(1000));

  it('a link inside h3 loses the link and keeps its text', () => {
    update(() => {
      const h = $createHeadingNode('h3');
      h.append($createLinkNode('https://example.org').append($createTextNode('Tor')));
      $getRoot().clear().append(h);
    });
    expect(html()).toBe('<h3>Tor</h3>');
    expect(refused).toContain('nesting');
  });

  it('a link inside a blockquote loses the link and keeps its text', () => {
    update(() => {
      const q = $createQuoteNode();
      q.append($createTextNode('Er sagte '));
      q.append($createLinkNode('https://example.org').append($createTextNode('dies')));
      $getRoot().clear().append(q);
    });
    expect(html()).toBe('<blockquote>Er sagte dies</blockquote>');
  });

  it('a blockquote inside h3 is flattened into the heading', () => {
    update(() => {
      const h = $createHeadingNode('h3');
      h.append($createQuoteNode().append($createTextNode('Zitat')));
      $getRoot().clear().append(h);
    });
    expect(blocks()).toEqual([{ type: 'h3', children: [{ kind: 'text', text: 'Zitat' }] }]);
  });

  it('an h3 inside a blockquote is flattened into the quote', () => {
    update(() => {
      const q = $createQuoteNode();
      q.append($createHeadingNode('h3').append($createTextNode('Titel')));
      $getRoot().clear().append(q);
    });
    expect(blocks()).toEqual([{ type: 'quote', children: [{ kind: 'text', text: 'Titel' }] }]);
  });

  it('headings other than h3 become h3', () => {
    update(() => {
      $getRoot()
        .clear()
        .append($createHeadingNode('h1').append($createTextNode('Groß')));
    });
    expect(html()).toBe('<h3>Groß</h3>');
  });

  it('the link command is refused inside h3 and blockquote, allowed in a paragraph', () => {
    write([{ type: 'h3', children: [{ kind: 'text', text: 'Titel' }] }]);
    update(() => $selectAll());
    update(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, 'https://example.org'));
    expect(html()).toBe('<h3>Titel</h3>');
    expect(refused).toContain('link');

    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'Text' }] }]);
    update(() => $selectAll());
    update(() =>
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url: 'https://example.org', rel: 'nofollow' }),
    );
    expect(html()).toBe('<p><a href="https://example.org" rel="nofollow">Text</a></p>');
  });

  it('the toolbar turning a paragraph with a link into h3 or a quote drops the link, keeps the text', () => {
    write([
      {
        type: 'paragraph',
        children: [
          { kind: 'text', text: 'Siehe ' },
          {
            kind: 'link',
            href: 'https://a.de',
            nofollow: false,
            children: [{ kind: 'text', text: 'hier' }],
          },
        ],
      },
    ]);
    update(() => $selectAll());
    update(() => $setBlockType(() => $createHeadingNode('h3')));
    expect(html()).toBe('<h3>Siehe hier</h3>');
    update(() => $selectAll());
    update(() => $setBlockType(() => $createQuoteNode()));
    expect(html()).toBe('<blockquote>Siehe hier</blockquote>');
  });

  it('pasted HTML with blockquote in a list item, script and handlers arrives as plain text', () => {
    selectEnd();
    paste({
      'text/html':
        '<ul><li><blockquote>Zitat</blockquote></li></ul><h3><a href="x">Link</a></h3><script>alert(1)</script><img src=x onerror=alert(2)>Ende',
    });
    const out = html();
    expect(out).not.toMatch(/<(ul|li|blockquote|h3|a|script|img)\b/);
    expect(out).toContain('Zitat');
    expect(out).toContain('Ende');
    expect(out).not.toContain('alert');
  });

  it('Word-style paste with text/plain uses the plain text', () => {
    selectEnd();
    const event = paste({
      'text/plain': 'Anpfiff\u00a0um 15 Uhr',
      'text/html': '<p class=MsoNormal><b>Anpfiff</b></p>',
    });
    expect(event.defaultPrevented).toBe(true);
    expect(html()).toBe('<p>Anpfiff um 15 Uhr</p>');
  });
});

describe('the character limit', () => {
  beforeEach(() => setup(10));

  it('a paste beyond the limit is refused whole; what was there stays', () => {
    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'Hallo' }] }]);
    selectEnd();
    paste({ 'text/plain': 'x'.repeat(6) });
    expect(html()).toBe('<p>Hallo</p>');
    expect(refused).toContain('pasteLimit');
    paste({ 'text/plain': 'x'.repeat(5) });
    expect(html()).toBe('<p>Hallox</p>'.replace('x', 'xxxxx'));
  });

  it('typing one character over the limit is undone (counter stays at 0 remaining)', () => {
    write([{ type: 'paragraph', children: [{ kind: 'text', text: '0123456789' }] }]);
    selectEnd();
    update(() => {
      const p = $getRoot().getFirstChildOrThrow<ElementNode>();
      p.append($createTextNode('!'));
    });
    expect(editor.getEditorState().read(() => $countCharacters())).toBe(10);
    expect(refused).toContain('limit');
  });

  it('deleting from an over-long text is allowed', () => {
    cleanup();
    setup(1000);
    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'x'.repeat(20) }] }]);
    cleanup();
    setup(10);
    update(() => $writeBlocks([{ type: 'paragraph', children: [{ kind: 'text', text: 'x' }] }]));
    expect(html()).toBe('<p>x</p>');
  });

  it('reports the count after every change', () => {
    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'abc' }] }]);
    expect(counts.at(-1)).toBe(3);
  });
});

describe('editing commands (editing.ts)', () => {
  beforeEach(() => setup(1000));
  const key = (k: string, shiftKey = false) =>
    new KeyboardEvent('keydown', { key: k, shiftKey, cancelable: true });

  it('Backspace at the start of a subheading turns it into a paragraph', () => {
    write([{ type: 'h3', children: [{ kind: 'text', text: 'Titel' }] }]);
    update(() => {
      $getRoot().selectStart();
    });
    update(() => editor.dispatchCommand(KEY_BACKSPACE_COMMAND, key('Backspace')));
    expect(html()).toBe('<p>Titel</p>');
  });

  it('Enter starts a paragraph, Shift+Enter a line break', () => {
    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'a' }] }]);
    selectEnd();
    update(() => editor.dispatchCommand(KEY_ENTER_COMMAND, key('Enter', true)));
    update(() => editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, 'b'));
    expect(html()).toBe('<p>a<br>b</p>');
    update(() => editor.dispatchCommand(KEY_ENTER_COMMAND, key('Enter')));
    update(() => editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, 'c'));
    expect(html()).toBe('<p>a<br>b</p><p>c</p>');
  });

  it('typing over the limit through the insertion command is refused', () => {
    cleanup();
    setup(3);
    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'abc' }] }]);
    selectEnd();
    update(() => editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, 'd'));
    expect(html()).toBe('<p>abc</p>');
    expect(refused).toContain('limit');
  });

  it('a link to a script URL is not set', () => {
    write([{ type: 'paragraph', children: [{ kind: 'text', text: 'x' }] }]);
    update(() => $selectAll());
    update(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, 'javascript:alert(1)'));
    expect(html()).toBe('<p>x</p>');
  });
});

describe('block model round trip', () => {
  beforeEach(() => setup(1000));
  it('writes and reads paragraphs, h3, quotes, marks, breaks and links', () => {
    const doc: Block[] = [
      { type: 'h3', children: [{ kind: 'text', text: 'Titel' }] },
      {
        type: 'paragraph',
        children: [
          { kind: 'text', text: 'fett', bold: true },
          { kind: 'break' },
          {
            kind: 'link',
            href: 'https://example.org/a',
            nofollow: true,
            children: [{ kind: 'text', text: 'hier' }],
          },
        ],
      },
      { type: 'quote', children: [{ kind: 'text', text: 'Zitat', italic: true }] },
    ];
    write(doc);
    expect(blocks()).toEqual(doc);
  });
});
