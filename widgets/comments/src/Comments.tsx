import { useCallback, useEffect, useState } from 'react';
import { getSession, type WidgetProps } from '@anstoss/runtime/widget';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, Loader, useStoreFields } from '@anstoss/ui';
import { fetchThread, type Comment } from './api.ts';
import type { CommentsProps } from './props.ts';
import { createThreadStore } from './store.ts';
import { CommentItem } from './parts/CommentItem.tsx';
import './comments.css';

/** View root: the thread in pages of server-rendered comments, each with its tools. */
export function Comments({ props }: WidgetProps<CommentsProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createThreadStore<Comment>());
  const thread = useStoreFields(store, [
    'comments',
    'loadingMore',
    'moreError',
    'nextOffset',
    'status',
    'total',
  ]);
  const [loggedIn] = useState(() => getSession().loggedIn);

  const load = useCallback(
    (offset: number, signal?: AbortSignal) => {
      const append = offset > 0;
      if (append) store.getState().startMore();
      fetchThread(props.url, offset, signal).then(
        (page) => store.getState().loaded(page, append),
        (error: unknown) => {
          if (signal?.aborted) return;
          console.warn('[anstoss] comments: could not load', props.url, error);
          store.getState().failed(append);
        },
      );
    },
    [props.url, store],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

  if (thread.status === 'loading') return <Loader />;
  if (thread.status === 'error')
    return <ErrorText onRetry={() => load(0)} className="ast-comments__error" />;

  return (
    <div className="ast-widget ast-comments">
      <p className="ast-comments__count">{t('anstoss.comments.count', { count: thread.total })}</p>
      {thread.comments.length === 0 ? (
        <p>{t('anstoss.comments.empty')}</p>
      ) : (
        <ol className="ast-comments__list">
          {thread.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              deleteUrl={props.deleteUrl}
              reportUrl={props.reportUrl}
              threadTextId={props.threadTextId}
              loggedIn={loggedIn}
            />
          ))}
        </ol>
      )}
      {thread.moreError && <ErrorText />}
      {thread.nextOffset !== null &&
        (thread.loadingMore ? (
          <Loader />
        ) : (
          <button
            type="button"
            className="ast-button ast-button--secondary ast-comments__more"
            onClick={() => thread.nextOffset !== null && load(thread.nextOffset)}
          >
            {t('anstoss.comments.more')}
          </button>
        ))}
    </div>
  );
}
