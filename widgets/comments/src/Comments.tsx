import { useEffect, useState } from 'react';
import { getSession, on, type WidgetProps } from '@anstoss/runtime/widget';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import {
  ErrorText,
  LoadMore,
  Loader,
  StatusRegion,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import { fetchThread, type Comment } from './api.ts';
import type { CommentsProps } from './props.ts';
import { serverTexts } from './serverTexts.ts';
import { createThreadStore } from './store.ts';
import { CommentItem } from './parts/CommentItem.tsx';
import './comments.css';

/** View root: the thread in pages of server-rendered comments, each with its tools. */
export function Comments({ props, host }: WidgetProps<CommentsProps>) {
  const { t, i18n } = useTranslation();
  // Members write their comments in German: in an English widget the texts say so, on an English
  // page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(() => {
    const created = createThreadStore<Comment>();
    // Server-rendered first page (spec §3): taken over, not fetched again.
    if (props.firstPage) created.getState().loaded(props.firstPage, false);
    return created;
  });
  const thread = useStoreFields(store, [
    'comments',
    'lastAdded',
    'loadingMore',
    'moreError',
    'nextOffset',
    'posted',
    'status',
    'total',
  ]);
  // A comment posted from this thread's form shows after the form (spec §5): counted here.
  useEffect(
    () =>
      on('commentPosted', (detail) => {
        if (detail?.threadTextId === props.threadTextId) store.getState().postedOne();
      }),
    [props.threadTextId, store],
  );
  const [loggedIn] = useState(() => getSession().loggedIn);
  // The texts of the first page as the server rendered them into the host: shown as they are
  // while a comment's HTML is the same markup, so DOMPurify loads only for new HTML.
  const [rendered] = useState(() => (props.firstPage ? serverTexts(host) : new Map()));
  // The HTML each of those texts was rendered from: while a comment still has it, the server's
  // nodes are shown even where the server cleaned the markup (an imported old post).
  const [renderedFrom] = useState(
    () => new Map(props.firstPage?.comments.map((c) => [c.id, c.html] as const)),
  );

  // The first page follows the thread's URL; "more" asks for one further page at a time. The
  // store keeps the comments, the resources the requests (abort on unmount, no stale answers).
  const [, first] = useResource({
    key: props.firstPage ? null : props.url,
    load: (url, { signal }) => fetchThread(url, 0, signal),
    onData: (page) => store.getState().loaded(page, false),
    onError: (error) => {
      console.warn('[anstoss] comments: could not load', props.url, error);
      store.getState().failed(false);
    },
  });
  const [moreOffset, setMoreOffset] = useState<number | null>(null);
  const [, more] = useResource({
    key: moreOffset,
    load: (offset, { signal }) => fetchThread(props.url, offset, signal),
    onData: (page) => store.getState().loaded(page, true),
    onError: (error) => {
      console.warn('[anstoss] comments: could not load more', props.url, error);
      store.getState().failed(true);
    },
  });
  const loadMore = (offset: number) => {
    store.getState().startMore();
    if (offset === moreOffset) more.retry();
    else setMoreOffset(offset);
  };

  if (thread.status === 'loading') return <Loader />;
  if (thread.status === 'error')
    return <ErrorText onRetry={first.retry} className="ast-comments__error" />;

  return (
    <StatusRegion>
      <div className="ast-widget ast-comments">
        <p className="ast-comments__count">
          {t('anstoss.comments.count', { count: thread.total })}
        </p>
        {thread.comments.length === 0 ? (
          thread.posted === 0 && <p>{t('anstoss.comments.empty')}</p>
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
                rendered={rendered.get(comment.id)}
                renderedFrom={renderedFrom.get(comment.id)}
                contentLang={contentLang}
              />
            ))}
          </ol>
        )}
        <LoadMore
          status={thread.loadingMore ? 'loading' : thread.moreError ? 'error' : 'idle'}
          added={thread.lastAdded}
          hasMore={thread.nextOffset !== null}
          label={t('anstoss.comments.more')}
          onLoad={() => thread.nextOffset !== null && loadMore(thread.nextOffset)}
          className="ast-comments__more"
        />
      </div>
    </StatusRegion>
  );
}
