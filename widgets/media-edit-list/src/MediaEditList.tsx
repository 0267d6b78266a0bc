import { useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { DateRange, ErrorText, LoadMore, Loader, useResource, useStoreFields } from '@anstoss/ui';
import { fetchMediaPage } from './api.ts';
import { MediaItemRow } from './parts/MediaItemRow.tsx';
import type { MediaEditListProps } from './props.ts';
import { createMediaEditListStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import './mediaEditList.css';

/** View root: the date-range filter, refresh, the owner's items and "Mehr laden". */
export function MediaEditList({ props }: WidgetProps<MediaEditListProps>) {
  const { t } = useTranslation();
  const [store] = useState(createMediaEditListStore);
  const s = useStoreFields(store, [
    'status',
    'items',
    'shown',
    'hasMore',
    'query',
    'loadingMore',
    'moreError',
    'refreshError',
    'lastAdded',
    'notice',
  ]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const [list, resource] = useResource(
    {
      key: s.query,
      load: (query, { signal }) => fetchMediaPage(props.listUrl, query, signal),
      onData: (page, query) => store.getState().loaded(page, query.offset),
      onError: (error, query) => {
        console.warn('[anstoss] media-edit-list: could not load', props.listUrl, error);
        store.getState().failed(query.offset);
      },
    },
    (state) => state.status,
  );

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'error') return <ErrorText onRetry={resource.retry} />;

  const refreshing = list === 'loading' && s.query.offset === 0;
  const focusList = () => headingRef.current?.focus();
  const visible = s.items.slice(0, s.shown);

  return (
    <StoreProvider store={store}>
      <section className="ast-widget ast-media-edit-list" aria-labelledby={`${ids}-h`}>
        <h2 id={`${ids}-h`} ref={headingRef} tabIndex={-1} className="ast-media-edit-list__heading">
          {t('anstoss.mediaEditList.heading')}
        </h2>
        <DateRange
          className="ast-media-edit-list__filter"
          label={t('anstoss.mediaEditList.range')}
          fromLabel={t('anstoss.mediaEditList.from')}
          toLabel={t('anstoss.mediaEditList.to')}
          from={s.query.from}
          to={s.query.to}
          onChange={(from, to) => store.getState().setRange(from, to)}
        >
          <button
            type="button"
            className="ast-button ast-button--secondary ast-media-edit-list__refresh"
            aria-disabled={refreshing || undefined}
            onClick={() => !refreshing && store.getState().refresh()}
          >
            {t('anstoss.mediaEditList.refresh')}
          </button>
        </DateRange>
        <p className="ast-media-edit-list__status" role="status">
          {refreshing
            ? t('anstoss.mediaEditList.refreshing')
            : s.notice
              ? t(`anstoss.mediaEditList.notice.${s.notice}`)
              : ''}
        </p>
        {s.refreshError && (
          <ErrorText
            message={{ key: 'anstoss.mediaEditList.refreshFailed' }}
            onRetry={resource.retry}
          />
        )}
        {s.items.length === 0 ? (
          <p className="ast-media-edit-list__empty">{t('anstoss.mediaEditList.empty')}</p>
        ) : (
          <>
            <p className="ast-media-edit-list__count">
              {t('anstoss.mediaEditList.count', { count: s.items.length, shown: s.shown })}
            </p>
            <ul className="ast-media-edit-list__items">
              {visible.map((item) => (
                <MediaItemRow
                  key={item.id}
                  item={item}
                  itemUrl={props.itemUrl}
                  albumUrl={props.albumUrl}
                  onRemoved={focusList}
                />
              ))}
            </ul>
          </>
        )}
        <LoadMore
          status={s.loadingMore ? 'loading' : s.moreError ? 'error' : 'idle'}
          added={s.lastAdded}
          hasMore={s.hasMore || s.items.length > s.shown}
          onLoad={() => store.getState().showMore()}
          className="ast-media-edit-list__more"
        />
      </section>
    </StoreProvider>
  );
}
