import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
} from 'lexical';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '../linkNode.ts';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { nextListIndex, useDismissable, useField } from '@anstoss/ui';
import { $selectedBlocks, $setBlockType } from '../editorRules.ts';
import { linkAllowedIn, safeHref, type BlockType } from '../logic.ts';
import { useStoreApi } from '../storeContext.ts';

interface ToolbarState {
  blocks: BlockType[];
  bold: boolean;
  italic: boolean;
  link: boolean;
}

const BLOCK_BUTTONS: { type: BlockType; label: TranslationKey }[] = [
  { type: 'paragraph', label: 'anstoss.articleEditor.paragraph' },
  { type: 'h3', label: 'anstoss.articleEditor.heading' },
  { type: 'quote', label: 'anstoss.articleEditor.quote' },
];

/**
 * The editor's toolbar (APG toolbar: one tab stop, arrow keys move between buttons): the three
 * allowed block types, bold, italic and link. The link button is disabled inside h3 and
 * blockquote, and the rules refuse a link there however it is asked for.
 */
export function Toolbar() {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const store = useStoreApi();
  const [state, setState] = useState<ToolbarState>({
    blocks: ['paragraph'],
    bold: false,
    italic: false,
    link: false,
  });
  const [active, setActive] = useState(0);
  const [linkForm, setLinkForm] = useState<{ selection: BaseSelection | null } | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setState({
            blocks: $selectedBlocks(),
            bold: selection.hasFormat('bold'),
            italic: selection.hasFormat('italic'),
            link: selection.getNodes().some((n) => $isLinkNode(n) || $isLinkNode(n.getParent())),
          });
        }),
      ),
    [editor],
  );

  const setBlock = (type: BlockType) =>
    editor.update(() =>
      $setBlockType(() =>
        type === 'h3'
          ? $createHeadingNode('h3')
          : type === 'quote'
            ? $createQuoteNode()
            : $createParagraphNode(),
      ),
    );

  const canLink = linkAllowedIn(state.blocks);
  const openLink = () => {
    if (!canLink) return store.getState().refused('link');
    setLinkForm({
      selection: editor.getEditorState().read(() => $getSelection()?.clone() ?? null),
    });
  };

  const single = (type: BlockType) => state.blocks.length === 1 && state.blocks[0] === type;
  const items = [
    ...BLOCK_BUTTONS.map((b) => ({
      key: b.type,
      label: t(b.label),
      pressed: single(b.type),
      disabled: false,
      run: () => setBlock(b.type),
    })),
    {
      key: 'bold',
      label: t('anstoss.articleEditor.bold'),
      pressed: state.bold,
      disabled: false,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'),
    },
    {
      key: 'italic',
      label: t('anstoss.articleEditor.italic'),
      pressed: state.italic,
      disabled: false,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'),
    },
    {
      key: 'link',
      label: state.link ? t('anstoss.articleEditor.unlink') : t('anstoss.articleEditor.link'),
      pressed: undefined,
      disabled: !canLink,
      run: () => (state.link ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : openLink()),
    },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextListIndex(active, items.length, event.key, { orientation: 'horizontal' });
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('anstoss.articleEditor.toolbar')}
        className="ast-article-editor__toolbar"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            className={`ast-article-editor__tool ast-article-editor__tool--${item.key}`}
            tabIndex={index === active ? 0 : -1}
            aria-pressed={item.pressed}
            aria-disabled={item.disabled || undefined}
            onFocus={() => setActive(index)}
            // Keep the editor's selection: the toolbar acts on what is selected.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => (item.disabled ? store.getState().refused('link') : item.run())}
          >
            {item.label}
          </button>
        ))}
      </div>
      {linkForm && (
        <LinkForm
          editorRoot={() => editor.getRootElement()}
          onCancel={() => {
            setLinkForm(null);
            editor.focus();
          }}
          onApply={(url, nofollow) => {
            editor.update(() => {
              if (linkForm.selection) $setSelection(linkForm.selection.clone());
              editor.dispatchCommand(TOGGLE_LINK_COMMAND, {
                url,
                rel: nofollow ? 'nofollow' : null,
              });
            });
            setLinkForm(null);
            editor.focus();
          }}
        />
      )}
    </>
  );
}

function LinkForm({
  onApply,
  onCancel,
  editorRoot,
}: {
  onApply: (url: string, nofollow: boolean) => void;
  onCancel: () => void;
  /** Where Escape returns focus: the editing surface the link is for. */
  editorRoot: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Escape cancels (the shared dismiss rule); a click elsewhere leaves the form open.
  const dismiss = useDismissable(ref, {
    open: true,
    onDismiss: onCancel,
    closeOnOutsideClick: false,
    returnFocusTo: editorRoot,
  });
  const [url, setUrl] = useState('https://');
  const [nofollow, setNofollow] = useState(true);
  const [invalid, setInvalid] = useState(false);
  const urlField = useField({
    id: `${ids}-url`,
    error: invalid && { key: 'anstoss.articleEditor.linkInvalid' },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = safeHref(url);
    if (!href || href === 'https://') return setInvalid(true);
    onApply(href, nofollow);
  };
  return (
    // Not a nested <form>: the article form is around it.
    <div
      ref={ref}
      className="ast-article-editor__link-form"
      role="group"
      aria-label={t('anstoss.articleEditor.linkForm')}
      {...dismiss}
      onKeyDown={(e) => {
        dismiss.onKeyDown(e);
        if (e.key === 'Enter' && (e.target as HTMLElement).localName === 'input') submit(e);
      }}
    >
      <label {...urlField.labelProps}>{t('anstoss.articleEditor.linkUrl')}</label>
      <input
        {...urlField.inputProps}
        type="url"
        value={url}
        autoFocus
        onChange={(e) => {
          setUrl(e.target.value);
          setInvalid(false);
        }}
      />
      <label className="ast-article-editor__check">
        <input type="checkbox" checked={nofollow} onChange={(e) => setNofollow(e.target.checked)} />
        {t('anstoss.articleEditor.nofollow')}
      </label>
      {urlField.invalid && (
        <p {...urlField.errorProps} role="alert" className="ast-article-editor__error">
          {t('anstoss.articleEditor.linkInvalid')}
        </p>
      )}
      <button type="button" className="ast-button" onClick={submit}>
        {t('anstoss.articleEditor.linkApply')}
      </button>
      <button type="button" className="ast-button ast-button--secondary" onClick={onCancel}>
        {t('anstoss.articleEditor.linkCancel')}
      </button>
    </div>
  );
}
