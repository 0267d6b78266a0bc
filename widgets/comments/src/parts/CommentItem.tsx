import { useId, useRef, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { formatDateTime, useTranslation } from '@anstoss/i18n';
import { emit } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Loader,
  ServerHtml,
  scrollToForm,
  useAnnounce,
  useFocusAfter,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import { deleteComment, fetchReplies, reportComment, type Comment } from '../api.ts';
import { confirmsTool, quoteFromSelection } from '../logic.ts';
import { createCommentToolsStore, isToolOpen } from '../store.ts';
import { appendToThreadText, selectionIn } from '../threadText.ts';
import { ToolActions } from './ToolActions.tsx';

export interface CommentItemProps {
  comment: Comment;
  deleteUrl: string;
  reportUrl: string;
  threadTextId: string;
  loggedIn: boolean;
}

/** One comment: its sanitised text, the replies, quoting, and the delete and report tools. */
export function CommentItem({
  comment,
  deleteUrl,
  reportUrl,
  threadTextId,
  loggedIn,
}: CommentItemProps) {
  const { t } = useTranslation();
  const [store] = useState(() => createCommentToolsStore());
  const s = useStoreFields(store, [
    'panel',
    'quoteError',
    'repliesHtml',
    'repliesStatus',
    'toolError',
    'toolStatus',
  ]);
  const textRef = useRef<HTMLDivElement | null>(null);
  const itemRef = useRef<HTMLLIElement | null>(null);
  const reportRef = useRef<HTMLButtonElement | null>(null);
  const deleteRef = useRef<HTMLButtonElement | null>(null);
  const [message, setMessage] = useState('');
  /** The report was sent empty: the field is marked and described (issue 18). */
  const [reportInvalid, setReportInvalid] = useState(false);
  const focusAfter = useFocusAfter();
  const announce = useAnnounce();
  const ids = useId();
  const reportFieldId = `${ids}-report`;
  const reportErrorId = `${ids}-report-error`;
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

  if (s.toolStatus === 'deleted') {
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

  const openTool = (tool: 'delete' | 'report') => {
    if (!store.getState().openTool(tool)) return;
    // Into the opened form: the report's field, or the delete question.
    focusAfter(() =>
      tool === 'report'
        ? document.getElementById(reportFieldId)
        : (itemRef.current?.querySelector<HTMLElement>('.ast-comment__tool p') ?? null),
    );
  };

  const closeTool = (tool: 'delete' | 'report') => {
    // Back to the trigger that opened the form (issue 18: never to <body>).
    focusAfter(tool === 'report' ? reportRef : deleteRef);
    setReportInvalid(false);
    store.getState().closeTool();
  };

  const submitTool = (tool: 'delete' | 'report') => {
    if (tool === 'report' && !message.trim()) {
      setReportInvalid(true);
      document.getElementById(reportFieldId)?.focus();
      return;
    }
    store.getState().toolSending();
    const request =
      tool === 'delete'
        ? deleteComment(deleteUrl, comment.id)
        : reportComment(reportUrl, comment.id, message.trim(), 0);
    const failed = (error: unknown) => {
      focusAfter(() => document.getElementById(toolErrorId));
      store.getState().toolFailed(errorMessage(error));
    };
    request.then((answer) => {
      if (!confirmsTool(tool, answer)) return failed(answer);
      // The confirmation that replaced the form takes focus; the page comes to rest above it.
      focusAfter(() => document.getElementById(noticeId));
      store.getState().toolDone(tool);
      if (tool === 'report') requestAnimationFrame(() => scrollToForm(itemRef.current));
    }, failed);
  };

  const toolOpen = isToolOpen(s.panel);
  const sending = s.toolStatus === 'sending';
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
        <ServerHtml html={comment.html} source="user" className="ast-comment__text" ref={textRef} />
        {s.toolStatus === 'reported' && (
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
                disabled={toolOpen || s.toolStatus !== 'idle'}
                onClick={() => openTool('delete')}
                {...forAuthor(t('anstoss.comments.delete'))}
              >
                {t('anstoss.comments.delete')}
              </button>
            )}
            {s.toolStatus !== 'reported' && (
              <button
                ref={reportRef}
                type="button"
                className="ast-link-button"
                disabled={toolOpen || s.toolStatus !== 'idle'}
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
              sending={sending}
              error={s.toolError}
              errorId={toolErrorId}
              onCancel={() => closeTool('delete')}
            />
          </form>
        )}
        {s.panel === 'report' && (
          <form
            className="ast-comment__tool"
            aria-label={t('anstoss.comments.reportTitle')}
            onSubmit={(e) => {
              e.preventDefault();
              submitTool('report');
            }}
          >
            <label htmlFor={reportFieldId}>{t('anstoss.comments.reportLabel')}</label>
            <textarea
              id={reportFieldId}
              value={message}
              maxLength={1000}
              rows={3}
              aria-invalid={reportInvalid || undefined}
              aria-describedby={reportInvalid ? reportErrorId : undefined}
              onChange={(e) => {
                setMessage(e.target.value);
                if (e.target.value.trim()) setReportInvalid(false);
              }}
            />
            {reportInvalid && (
              <p id={reportErrorId} className="ast-comment__field-error">
                {t('anstoss.comments.reportEmpty')}
              </p>
            )}
            <ToolActions
              submitLabel={t('anstoss.comments.reportSubmit')}
              sending={sending}
              error={s.toolError}
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
            {s.repliesStatus === 'loaded' && <ServerHtml html={s.repliesHtml} source="user" />}
          </div>
        )}
      </article>
    </li>
  );
}
