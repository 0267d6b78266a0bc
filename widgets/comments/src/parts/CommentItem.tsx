import { useId, useRef, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { formatDateTime, useTranslation } from '@anstoss/i18n';
import { ErrorText, Loader, ServerHtml, useResource, useStoreFields } from '@anstoss/ui';
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
  const [message, setMessage] = useState('');
  const ids = useId();
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
      <li className="ast-comment ast-comment--done" role="status">
        {t('anstoss.comments.deleted')}
      </li>
    );
  }

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
    const result = quoteFromSelection(comment.name, text, inside);
    if ('error' in result) {
      store.getState().setQuoteError({ key: result.error });
      return;
    }
    store.getState().setQuoteError(appendToThreadText(threadTextId, result.quote) ? null : {});
  };

  const submitTool = (tool: 'delete' | 'report') => {
    store.getState().toolSending();
    const request =
      tool === 'delete'
        ? deleteComment(deleteUrl, comment.id)
        : reportComment(reportUrl, comment.id, message.trim(), 0);
    request.then(
      (answer) => {
        if (confirmsTool(tool, answer)) store.getState().toolDone(tool);
        else store.getState().toolFailed(errorMessage(answer));
      },
      (error: unknown) => store.getState().toolFailed(errorMessage(error)),
    );
  };

  const toolOpen = isToolOpen(s.panel);
  const sending = s.toolStatus === 'sending';
  const gate = loggedIn ? {} : { 'data-login-gate': '' };

  return (
    <li className="ast-comment" aria-labelledby={nameId}>
      <article>
        <p className="ast-comment__meta">
          <strong id={nameId} className="ast-comment__author">
            {comment.name}
          </strong>{' '}
          <time dateTime={comment.date}>{formatDateTime(comment.date)}</time>
        </p>
        <ServerHtml html={comment.html} className="ast-comment__text" ref={textRef} />
        {s.toolStatus === 'reported' && (
          <p className="ast-comment__notice" role="status">
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
              // Keeps the reader's text selection when the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={quote}
            >
              {t('anstoss.comments.quote')}
            </button>
            {comment.deletable && (
              <button
                type="button"
                className="ast-link-button"
                disabled={toolOpen || s.toolStatus !== 'idle'}
                onClick={() => store.getState().openTool('delete')}
              >
                {t('anstoss.comments.delete')}
              </button>
            )}
            {s.toolStatus !== 'reported' && (
              <button
                type="button"
                className="ast-link-button"
                disabled={toolOpen || s.toolStatus !== 'idle'}
                onClick={() => store.getState().openTool('report')}
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
              onCancel={() => store.getState().closeTool()}
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
            <label htmlFor={`${ids}-report`}>{t('anstoss.comments.reportLabel')}</label>
            <textarea
              id={`${ids}-report`}
              value={message}
              maxLength={1000}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
            />
            <ToolActions
              submitLabel={t('anstoss.comments.reportSubmit')}
              sending={sending}
              error={s.toolError}
              onCancel={() => store.getState().closeTool()}
            />
          </form>
        )}
        {comment.repliesUrl && (
          <div id={repliesId} className="ast-comment__replies" hidden={s.panel !== 'replies'}>
            {s.repliesStatus === 'loading' && <Loader />}
            {s.repliesStatus === 'error' && (
              <ErrorText onRetry={() => store.getState().retryReplies() && loadReplies()} />
            )}
            {s.repliesStatus === 'loaded' && <ServerHtml html={s.repliesHtml} />}
          </div>
        )}
      </article>
    </li>
  );
}
