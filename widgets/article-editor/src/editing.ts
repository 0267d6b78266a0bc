/**
 * The editing commands of the article editor: what @lexical/rich-text's registerRichText does,
 * cut down to what an article with paragraphs, h3 and quotes needs. registerRichText also pulls
 * in Lexical's HTML import and rich clipboard (about 13 kB gzip); this editor pastes plain text
 * only (editorRules.ts) and copies plain text, so it does without them and stays within its
 * 70 kB budget. Tab is not taken: it leaves the editor (keyboard users are never trapped).
 */
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $selectAll,
  COMMAND_PRIORITY_EDITOR,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  COPY_COMMAND,
  CUT_COMMAND,
  DELETE_CHARACTER_COMMAND,
  DELETE_LINE_COMMAND,
  DELETE_WORD_COMMAND,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  KEY_BACKSPACE_COMMAND,
  KEY_DELETE_COMMAND,
  KEY_ENTER_COMMAND,
  mergeRegister,
  REMOVE_TEXT_COMMAND,
  SELECT_ALL_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { $toggleLink, TOGGLE_LINK_COMMAND } from './linkNode.ts';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { safeHref } from './logic.ts';

const P = COMMAND_PRIORITY_EDITOR;

/** Runs `fn` with the range selection; false (not handled) without one. */
function withRange(fn: (selection: NonNullable<ReturnType<typeof rangeSelection>>) => void) {
  const selection = rangeSelection();
  if (!selection) return false;
  fn(selection);
  return true;
}

function rangeSelection() {
  const selection = $getSelection();
  return $isRangeSelection(selection) ? selection : null;
}

/** Backspace at the very start of a heading or quote turns it into a paragraph. */
function $unblockAtStart(): boolean {
  const selection = rangeSelection();
  if (!selection || !selection.isCollapsed() || selection.anchor.offset !== 0) return false;
  const block = selection.anchor.getNode().getTopLevelElement();
  if (!block || !($isHeadingNode(block) || $isQuoteNode(block))) return false;
  const first = block.getFirstDescendant();
  const anchor = selection.anchor.getNode();
  if (first && first !== anchor && block !== anchor) return false;
  const paragraph = $createParagraphNode();
  paragraph.append(...block.getChildren());
  block.replace(paragraph);
  paragraph.selectStart();
  return true;
}

function copyPlain(event: ClipboardEvent | KeyboardEvent | null, cut: boolean): boolean {
  const selection = rangeSelection();
  if (!selection || !event || !('clipboardData' in event) || !event.clipboardData) return false;
  event.preventDefault();
  event.clipboardData.setData('text/plain', selection.getTextContent());
  if (cut) selection.removeText();
  return true;
}

export function registerArticleEditing(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(
      DELETE_CHARACTER_COMMAND,
      (backward) => withRange((s) => s.deleteCharacter(backward)),
      P,
    ),
    editor.registerCommand(DELETE_WORD_COMMAND, (b) => withRange((s) => s.deleteWord(b)), P),
    editor.registerCommand(DELETE_LINE_COMMAND, (b) => withRange((s) => s.deleteLine(b)), P),
    editor.registerCommand(
      CONTROLLED_TEXT_INSERTION_COMMAND,
      (input) =>
        withRange((s) => {
          if (typeof input === 'string') return s.insertText(input);
          // Pastes and drops arrive as their own commands (editorRules.ts); typed or
          // spell-checked text here, always as plain text.
          if (input.inputType === 'insertFromPaste' || input.inputType === 'insertFromDrop') return;
          const text = input.dataTransfer?.getData('text/plain') || input.data;
          if (text) s.insertText(text);
        }),
      P,
    ),
    editor.registerCommand(REMOVE_TEXT_COMMAND, () => withRange((s) => s.removeText()), P),
    editor.registerCommand(
      FORMAT_TEXT_COMMAND,
      (format) => withRange((s) => s.formatText(format)),
      P,
    ),
    editor.registerCommand(
      INSERT_LINE_BREAK_COMMAND,
      (selectStart) => withRange((s) => s.insertLineBreak(selectStart)),
      P,
    ),
    editor.registerCommand(
      INSERT_PARAGRAPH_COMMAND,
      () => withRange((s) => s.insertParagraph()),
      P,
    ),
    editor.registerCommand(
      KEY_ENTER_COMMAND,
      (event) => {
        if (!rangeSelection()) return false;
        event?.preventDefault();
        return editor.dispatchCommand(
          event?.shiftKey ? INSERT_LINE_BREAK_COMMAND : INSERT_PARAGRAPH_COMMAND,
          false,
        );
      },
      P,
    ),
    editor.registerCommand(
      KEY_BACKSPACE_COMMAND,
      (event) => {
        if (!rangeSelection()) return false;
        event.preventDefault();
        if ($unblockAtStart()) return true;
        return editor.dispatchCommand(DELETE_CHARACTER_COMMAND, true);
      },
      P,
    ),
    editor.registerCommand(
      KEY_DELETE_COMMAND,
      (event) => {
        if (!rangeSelection()) return false;
        event.preventDefault();
        return editor.dispatchCommand(DELETE_CHARACTER_COMMAND, false);
      },
      P,
    ),
    editor.registerCommand(
      SELECT_ALL_COMMAND,
      () => {
        $selectAll();
        return true;
      },
      P,
    ),
    editor.registerCommand(COPY_COMMAND, (event) => copyPlain(event, false), P),
    editor.registerCommand(CUT_COMMAND, (event) => copyPlain(event, true), P),
    // Links: http(s), mailto, tel or same-site paths only; rel may be nofollow.
    editor.registerCommand(
      TOGGLE_LINK_COMMAND,
      (payload) => {
        if (payload === null) {
          $toggleLink(null);
          return true;
        }
        const href = safeHref(typeof payload === 'string' ? payload : payload.url);
        if (href === null) return false;
        $toggleLink(href, typeof payload === 'string' ? null : (payload.rel ?? null));
        return true;
      },
      P,
    ),
  );
}
