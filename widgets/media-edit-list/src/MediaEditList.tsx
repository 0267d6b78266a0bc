import { useEffect, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getSession, type WidgetProps } from '@anstoss/runtime/widget';
import { EditList, useResource, useStoreFields } from '@anstoss/ui';
import { fetchMediaPage } from './api.ts';
import { MediaItemRow } from './parts/MediaItemRow.tsx';
import type { MediaEditListProps } from './props.ts';
import { createMediaEditListStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import './mediaEditList.css';

/** View root: the edit list (EditList of @anstoss/ui) of the owner's items. */
export function MediaEditList({ props }: WidgetProps<MediaEditListProps>) {
  const { t } = useTranslation();
  // getSession: a failed write decides whether the session has ended (isSessionEnded).
  const [store] = useState(() => createMediaEditListStore(getSession));
  // Leaving the page aborts a write in flight.
  useEffect(() => () => store.getState().write.abort(), [store]);
  const { query } = useStoreFields(store, ['query']);

  const [list, resource] = useResource(
    {
      key: query,
      load: (q, { signal }) => fetchMediaPage(props.listUrl, q, signal),
      onData: (page, q) => store.getState().loaded(page, q.offset),
      onError: (error, q) => {
        console.warn('[anstoss] media-edit-list: could not load', props.listUrl, error);
        store.getState().failed(q.offset);
      },
    },
    (state) => state.status,
  );

  return (
    <StoreProvider store={store}>
      <EditList
        store={store}
        refreshing={list === 'loading' && query.offset === 0}
        onRetry={resource.retry}
        className="ast-media-edit-list"
        labels={{
          heading: t('anstoss.mediaEditList.heading'),
          range: t('anstoss.mediaEditList.range'),
          from: t('anstoss.mediaEditList.from'),
          to: t('anstoss.mediaEditList.to'),
          refresh: t('anstoss.mediaEditList.refresh'),
          refreshing: t('anstoss.mediaEditList.refreshing'),
          refreshFailed: { key: 'anstoss.mediaEditList.refreshFailed' },
          empty: t('anstoss.mediaEditList.empty'),
          count: (count, shown, more) =>
            more
              ? t('anstoss.mediaEditList.countShown', { count: shown })
              : t('anstoss.mediaEditList.count', { count, shown }),
          notice: (notice) => t(`anstoss.mediaEditList.notice.${notice}`),
        }}
        renderEntry={(item, onRemoved) => (
          <MediaItemRow
            key={item.id}
            item={item}
            itemUrl={props.itemUrl}
            albumUrl={props.albumUrl}
            onRemoved={onRemoved}
          />
        )}
      />
    </StoreProvider>
  );
}
