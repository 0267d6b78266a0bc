import { useId, useRef, useState } from 'react';
import { formatDateTime, useTranslation } from '@anstoss/i18n';
import { emit, getSession } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Loader,
  ServerHtml,
  errorTextOf,
  scrollToForm,
  useAction,
  useAnnounce,
  useFocusAfter,
  useFormFields,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import { fetchReplies, reportDraft, sendTool, type Comment } from '../api.ts';
import { quoteFromSelection } from '../logic.ts';
import { createCommentToolsStore, isToolOpen, type Tool } from '../store.ts';
import { appendToThreadText, selectionIn } from '../threadText.ts';
import { ToolActions } from './ToolActions.tsx';

export interface CommentItemProps {
  comment: Comment;
  deleteUrl: string;
  reportUrl: string;
  threadTextId: string;
  loggedIn: boolean;
  /** The server's own rendering of this comment's text, when it came with the page. */
  rendered?: readonly Node[] | undefined;
  /** The HTML `rendered` was rendered from (the first page's props). */
  renderedFrom?: string | undefined;
  /** `lang` of the members' texts when the widget speaks another language (WCAG 3.1.2). */
  contentLang?: string | undefined;
}

/** One comment: its sanitised text, the replies, quoting, and the delete and report tools. */
export function CommentItem({
  comment,
  deleteUrl,
  reportUrl,
  threadTextId,
  loggedIn,
  rendered,
  renderedFrom,
  contentLang,
}: CommentItemProps) {
  const { t } = useTranslation();
  const [store] = useState(() =>
    createCommentToolsStore({
      send: (request, { signal }) =>
        sendTool({ deleteUrl, reportUrl }, comment.id, request, signal),
      session: getSession,
    }),
  );
  const s = useStoreFields(store, ['done', 'panel', 'quoteError', 'repliesHtml', 'repliesStatus']);
  const [tool, toolAction] = useAction(store.getState().tool, { abortOnUnmount: true });
  const textRef = useRef<HTMLDivElement | null>(null);
  const itemRef = useRef<HTMLLIElement | null>(null);
  const reportRef = useRef<HTMLButtonElement | null>(null);
  const deleteRef = useRef<HTMLButtonElement | null>(null);
  // What is typed into the report survives a reload, a failure and an ended session (issue 25).
  const [draft] = useState(() => reportDraft(comment.id));
  const [message, setMessage] = useState(() => draft.read()?.message ?? '');
  // An empty report is not sent: the field is marked and described (issue 18, spec §5).
  const form = useFormFields<'message'>({
    errors: { message: message.trim() ? null : { key: 'anstoss.comments.reportEmpty' } },
  });
  const reportField = form.field('message');
  const focusAfter = useFocusAfter();
  const announce = useAnnounce();
  const ids = useId();
  const toolErrorId = `${ids}-tool-error`;
  const noticeId = `${ids}-notice`;
  const repliesId = `${ids}-replies`;
  const nameId = `${ids}-name`;
  // The replies load on the first opening (the key is set then) and on a retry.
  const [repliesKey, setRepliesKey] = useState<string | null>(null);
  const [, replies] = useResource({
    key: repliesKey,
    load: (url, { signal }) => fetchReplies(url, signal),
    onData: (html) => store.getState().repliesLoaded(html),
    onError: () => store.getState().repliesFailed(),
  });

  if (s.done === 'deleted') {
    return (
      <li id={noticeId} className="ast-comment ast-comment--done" role="status">
        {t('anstoss.comments.deleted')}
      </li>
    );
  }

  // The author in every tool's accessible name: six "Melden" in a thread are told apart. The
  // name starts with the visible label (WCAG 2.5.3 label in name).
  const forAuthor = (label: string) => ({
    'aria-label': `${label}, ${t('anstoss.comments.quoteFor', { name: comment.name })}`,
  });

  const loadReplies = () => {
    if (!comment.repliesUrl) return;
    if (repliesKey === comment.repliesUrl) replies.retry();
    else setRepliesKey(comment.repliesUrl);
  };
  const toggleReplies = () => {
    if (store.getState().toggleReplies()) loadReplies();
  };

  const quote = () => {
    const { text, inside } = selectionIn(textRef.current);
    const result = quoteFromSelection(
      comment.name,
      text,
      inside,
      textRef.current?.textContent ?? '',
    );
    if ('error' in result) {
      store.getState().setQuoteError({ key: result.error });
      return;
    }
    const added = appendToThreadText(threadTextId, result.quote);
    store.getState().setQuoteError(added ? null : {});
    if (added) announce(t('anstoss.comments.quoted', { name: comment.name }));
  };

  const reply = () => {
    emit('commentReply', { parentId: comment.id, name: comment.name, threadTextId });
  };

  const openTool = (which: Tool) => {
    if (!store.getState().openTool(which)) return;
    // Into the opened form: the report's field, or the delete question.
    focusAfter(() =>
      which === 'report'
        ? document.getElementById(reportField.inputProps.id)
        : (itemRef.current?.querySelector<HTMLElement>('.ast-comment__tool p') ?? null),
    );
  };

  const closeTool = (which: Tool) => {
    if (tool.status === 'pending') return;
    // Back to the trigger that opened the form (issue 18: never to <body>).
    focusAfter(which === 'report' ? reportRef : deleteRef);
    form.reset();
    store.getState().closeTool();
  };

  const submitTool = (which: Tool) => {
    void toolAction.run({ tool: which, message: message.trim() }).then((state) => {
      if (state.status === 'error') {
        // The error (or the login offer) takes focus; what was typed stays.
        focusAfter(() => document.getElementById(toolErrorId));
        return;
      }
      if (state.status !== 'success') return;
      if (which === 'report') draft.clear();
      // The confirmation that replaced the form takes focus; the page comes to rest above it.
      focusAfter(() => document.getElementById(noticeId));
      if (which === 'report') requestAnimationFrame(() => scrollToForm(itemRef.current));
    });
  };

  const toolOpen = isToolOpen(s.panel);
  const busy = tool.status === 'pending';
  const toolError =
    tool.status === 'error' ? { message: tool.message, sessionEnded: tool.sessionEnded } : null;
  const gate = loggedIn ? {} : { 'data-login-gate': '' };

  return (
    <li className="ast-comment" aria-labelledby={nameId} ref={itemRef}>
      <article>
        <p className="ast-comment__meta">
          <strong id={nameId} className="ast-comment__author">
            {comment.name}
          </strong>{' '}
          <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
        </p>
        <ServerHtml
          html={comment.html}
          rendered={rendered}
          renderedFrom={renderedFrom}
          source="user"
          className="ast-comment__text"
          lang={contentLang}
          ref={textRef}
        />
        {s.done === 'reported' && (
          <p id={noticeId} className="ast-comment__notice" role="status">
            {t('anstoss.comments.reported')}
          </p>
        )}
        <div className="ast-comment__actions">
          {comment.repliesUrl && (
            <button
              type="button"
              className="ast-link-button"
              aria-expanded={s.panel === 'replies'}
              aria-controls={repliesId}
              disabled={toolOpen}
              onClick={toggleReplies}
            >
              {t(
                s.panel === 'replies'
                  ? 'anstoss.comments.hideReplies'
                  : 'anstoss.comments.showReplies',
                {
                  count: comment.replyCount,
                },
              )}
            </button>
          )}
          <span className="ast-comment__tools" {...gate}>
            <button
              type="button"
              className="ast-link-button"
              onClick={reply}
              {...forAuthor(t('anstoss.comments.reply'))}
            >
              {t('anstoss.comments.reply')}
            </button>
            <button
              type="button"
              className="ast-link-button"
              // Keeps the reader's text selection when the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={quote}
              {...forAuthor(t('anstoss.comments.quote'))}
            >
              {t('anstoss.comments.quote')}
            </button>
            {comment.deletable && (
              <button
                ref={deleteRef}
                type="button"
                className="ast-link-button"
                disabled={toolOpen}
                onClick={() => openTool('delete')}
                {...forAuthor(t('anstoss.comments.delete'))}
              >
                {t('anstoss.comments.delete')}
              </button>
            )}
            {s.done !== 'reported' && (
              <button
                ref={reportRef}
                type="button"
                className="ast-link-button"
                disabled={toolOpen}
                onClick={() => openTool('report')}
                {...forAuthor(t('anstoss.comments.report'))}
              >
                {t('anstoss.comments.report')}
              </button>
            )}
          </span>
        </div>
        {s.quoteError && <ErrorText message={s.quoteError} className="ast-comment__error" />}

        {s.panel === 'delete' && (
          <form
            className="ast-comment__tool"
            aria-label={t('anstoss.comments.deleteTitle')}
            onSubmit={(e) => {
              e.preventDefault();
              submitTool('delete');
            }}
          >
            <p>{t('anstoss.comments.deleteConfirm')}</p>
            <ToolActions
              submitLabel={t('anstoss.comments.deleteSubmit')}
              busy={busy}
              error={toolError}
              errorId={toolErrorId}
              onCancel={() => closeTool('delete')}
            />
          </form>
        )}
        {s.panel === 'report' && (
          <form
            className="ast-comment__tool"
            aria-label={t('anstoss.comments.reportTitle')}
            noValidate
            onSubmit={(event) => form.onSubmit(() => submitTool('report'))(event)}
          >
            <label {...reportField.labelProps}>{t('anstoss.comments.reportLabel')}</label>
            <textarea
              {...reportField.inputProps}
              value={message}
              maxLength={1000}
              rows={3}
              onChange={(e) => {
                setMessage(e.target.value);
                if (e.target.value.trim()) draft.write({ message: e.target.value });
                else draft.clear();
              }}
            />
            {reportField.invalid && (
              <p {...reportField.errorProps} className="ast-comment__field-error">
                {errorTextOf(form.errorOf('message') || undefined, t)}
              </p>
            )}
            <ToolActions
              submitLabel={t('anstoss.comments.reportSubmit')}
              busy={busy}
              error={toolError}
              errorId={toolErrorId}
              onCancel={() => closeTool('report')}
            />
          </form>
        )}
        {comment.repliesUrl && (
          <div id={repliesId} className="ast-comment__replies" hidden={s.panel !== 'replies'}>
            {s.repliesStatus === 'loading' && <Loader />}
            {s.repliesStatus === 'error' && (
              <ErrorText onRetry={() => store.getState().retryReplies() && loadReplies()} />
            )}
            {s.repliesStatus === 'loaded' && (
              <ServerHtml html={s.repliesHtml} source="user" lang={contentLang} />
            )}
          </div>
        )}
      </article>
    </li>
  );
}
