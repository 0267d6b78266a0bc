import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { registerArticleEditing } from '../editing.ts';
import { htmlToBlocks } from '../clipboard.ts';
import {
  $countCharacters,
  $readBlocks,
  $writeBlocks,
  ARTICLE_NODES,
  registerArticleRules,
} from '../editorRules.ts';
import { useAnnounce } from '@anstoss/ui';
import { blocksToHtml, EDITOR_HEIGHT, MAX_CHARS, remaining } from '../logic.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';
import { Toolbar } from './Toolbar.tsx';

const THEME = {
  paragraph: 'ast-article-editor__p',
  heading: { h3: 'ast-article-editor__h3' },
  quote: 'ast-article-editor__quote',
  link: 'ast-article-editor__link',
  text: { bold: 'ast-article-editor__bold', italic: 'ast-article-editor__italic' },
};

/** Quiet time after the last change before "Zeichen: n" is spoken (as the teaser's counter). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * Wires the rules of editorRules.ts to the store. After every change of content the remaining
 * count is announced politely through the widget's status region once typing pauses (issue 28).
 */
function RulesPlugin() {
  const [editor] = useLexicalComposerContext();
  const store = useStoreApi();
  const { t } = useTranslation();
  const announce = useAnnounce();
  const announceCount = useRef((count: number) => {
    void count;
  });
  useEffect(() => {
    announceCount.current = (count) =>
      announce(t('anstoss.articleEditor.status', { n: formatNumber(remaining(count)) }), {
        delayMs: COUNT_ANNOUNCE_DELAY_MS,
      });
  });
  useEffect(() => {
    const unediting = registerArticleEditing(editor);
    const unregister = registerArticleRules(editor, {
      max: MAX_CHARS,
      onRefused: (reason) => store.getState().refused(reason),
      onCount: (count) => store.getState().setCount(count),
    });
    store.getState().setCount(editor.getEditorState().read(() => $countCharacters()));
    // The body as HTML after every change of content (not the opening state, not a caret move).
    const unlisten = editor.registerUpdateListener(
      ({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has('history-merge') || (dirtyElements.size === 0 && dirtyLeaves.size === 0))
          return;
        store.getState().setBody(blocksToHtml(editorState.read(() => $readBlocks())));
        announceCount.current(editorState.read(() => $countCharacters()));
      },
    );
    return () => {
      unregister();
      unediting();
      unlisten();
    };
  }, [editor, store]);
  return null;
}

/**
 * The rich-text area (spec §5, §9 Editor): toolbar, the editable surface of height 300 and the
 * status bar "Zeichen: {n}" (characters remaining).
 */
export function RichText({ initialHtml }: { initialHtml: string }) {
  const { t } = useTranslation();
  const count = useSelect((s) => s.count);
  const ids = useId();
  const [config] = useState(() => ({
    namespace: 'anstoss-article',
    nodes: ARTICLE_NODES,
    theme: THEME,
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => $writeBlocks(htmlToBlocks(initialHtml)),
  }));
  const statusId = `${ids}-status`;
  const labelId = `${ids}-label`;
  const left = remaining(count);
  return (
    <LexicalComposer initialConfig={config}>
      <div className="ast-article-editor__rich">
        <p id={labelId} className="ast-article-editor__label">
          {t('anstoss.articleEditor.body')}
        </p>
        <Toolbar />
        {
          <ContentEditable
            className="ast-article-editor__surface"
            style={{ height: EDITOR_HEIGHT }}
            ariaLabelledBy={labelId}
            ariaDescribedBy={statusId}
            ariaMultiline
            role="textbox"
            spellCheck
            lang="de"
          />
        }
        <p
          id={statusId}
          className={`ast-article-editor__status${left === 0 ? ' is-full' : ''}`}
          data-testid="article-status"
        >
          {t('anstoss.articleEditor.status', { n: formatNumber(left) })}
        </p>
      </div>
      <HistoryPlugin />
      <RulesPlugin />
    </LexicalComposer>
  );
}
