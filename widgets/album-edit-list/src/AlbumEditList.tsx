import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { getConfig, getSession, type WidgetProps } from '@anstoss/runtime/widget';
import { DateRange, ErrorText, LoadMore, Loader, useResource, useStoreFields } from '@anstoss/ui';
import { createAlbum, createEncodingPoller, fetchAlbumPage, type Owner } from './api.ts';
import { anyEncoding, answerError, titleError } from './logic.ts';
import { AlbumForm } from './parts/AlbumForm.tsx';
import { AlbumRow } from './parts/AlbumRow.tsx';
import type { AlbumEditListProps } from './props.ts';
import { createAlbumEditListStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import './albumEditList.css';

/** View root: date window, refresh, new album, the owner's albums and "Mehr laden". */
export function AlbumEditList({ props }: WidgetProps<AlbumEditListProps>) {
  const { t } = useTranslation();
  const [store] = useState(createAlbumEditListStore);
  const [owner] = useState<Owner>(() => ({
    abbreviation: getConfig().providerAbbreviation,
    userId: getSession().userId,
  }));
  const s = useStoreFields(store, [
    'status',
    'albums',
    'shown',
    'hasMore',
    'query',
    'loadingMore',
    'moreError',
    'refreshError',
    'lastAdded',
    'notice',
    'form',
    'busy',
    'formError',
  ]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const ids = useId();

  const [list, resource] = useResource(
    {
      key: s.query,
      load: (query, { signal }) => fetchAlbumPage(props.url, query, owner, signal),
      onData: (page, query) => store.getState().loaded(page, query.offset),
      onError: (error, query) => {
        console.warn('[anstoss] album-edit-list: could not load', props.url, error);
        store.getState().failed(query.offset);
      },
    },
    (state) => state.status,
  );

  // Spec §4/§9: while an album's photos are still being processed, ask again every 5000 ms.
  const encoding = s.status === 'ready' && anyEncoding(s.albums);
  useEffect(() => {
    if (!encoding) return;
    const poller = createEncodingPoller(
      props.url,
      () => store.getState().query,
      owner,
      () => Math.min(100, Math.max(1, store.getState().nextOffset)),
      (page) => store.getState().patch(page.entries),
    );
    poller.start();
    return () => poller.stop();
  }, [encoding, props.url, owner, store]);

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'error') return <ErrorText onRetry={resource.retry} />;

  const refreshing = list === 'loading' && s.query.offset === 0;
  const creating = s.form?.kind === 'create';
  const focusList = () => headingRef.current?.focus();

  const create = (title: string, description: string) => {
    const invalid = titleError(title);
    if (invalid) return store.getState().actionFailed('create', invalid);
    store.getState().started('create');
    createAlbum(props.albumBase, title.trim(), description.trim()).then(
      (answer) => {
        const failure = answerError(answer);
        if (failure) store.getState().actionFailed('create', failure);
        else {
          store.getState().created();
          newButton.current?.focus();
        }
      },
      (err: unknown) => store.getState().actionFailed('create', errorMessage(err)),
    );
  };

  return (
    <StoreProvider store={store}>
      <section className="ast-widget ast-album-edit-list" aria-labelledby={`${ids}-h`}>
        <h2 id={`${ids}-h`} ref={headingRef} tabIndex={-1} className="ast-album-edit-list__heading">
          {t('anstoss.albumEditList.heading')}
        </h2>
        <DateRange
          className="ast-album-edit-list__filter"
          label={t('anstoss.albumEditList.range')}
          fromLabel={t('anstoss.albumEditList.from')}
          toLabel={t('anstoss.albumEditList.to')}
          from={s.query.from}
          to={s.query.to}
          onChange={(from, to) => store.getState().setRange(from, to)}
        >
          <button
            type="button"
            className="ast-button ast-button--secondary"
            aria-disabled={refreshing || undefined}
            onClick={() => !refreshing && store.getState().refresh()}
          >
            {t('anstoss.albumEditList.refresh')}
          </button>
          <button
            ref={newButton}
            type="button"
            className="ast-button"
            aria-expanded={creating}
            onClick={() =>
              creating
                ? store.getState().closeForm()
                : store.getState().openForm({ kind: 'create' })
            }
          >
            {t('anstoss.albumEditList.new')}
          </button>
        </DateRange>
        {creating && (
          <AlbumForm
            heading={t('anstoss.albumEditList.newHeading')}
            busy={s.busy === 'create'}
            error={s.formError?.scope === 'create' ? s.formError.error : null}
            submitLabel={t('anstoss.albumEditList.create')}
            onSubmit={create}
            onCancel={() => {
              store.getState().closeForm();
              newButton.current?.focus();
            }}
          />
        )}
        <p className="ast-album-edit-list__status" role="status">
          {refreshing
            ? t('anstoss.albumEditList.refreshing')
            : s.notice
              ? t(`anstoss.albumEditList.notice.${s.notice}`)
              : ''}
        </p>
        {s.refreshError && (
          <ErrorText
            message={{ key: 'anstoss.albumEditList.refreshFailed' }}
            onRetry={resource.retry}
          />
        )}
        {s.albums.length === 0 ? (
          <p className="ast-album-edit-list__empty">{t('anstoss.albumEditList.empty')}</p>
        ) : (
          <>
            <p className="ast-album-edit-list__count">
              {t('anstoss.albumEditList.count', { count: s.albums.length, shown: s.shown })}
            </p>
            <ul className="ast-album-edit-list__albums">
              {s.albums.slice(0, s.shown).map((album) => (
                <AlbumRow
                  key={album.id}
                  album={album}
                  albumBase={props.albumBase}
                  editPage={props.editPage}
                  onRemoved={focusList}
                />
              ))}
            </ul>
          </>
        )}
        <LoadMore
          status={s.loadingMore ? 'loading' : s.moreError ? 'error' : 'idle'}
          added={s.lastAdded}
          hasMore={s.hasMore || s.albums.length > s.shown}
          onLoad={() => store.getState().showMore()}
        />
      </section>
    </StoreProvider>
  );
}
