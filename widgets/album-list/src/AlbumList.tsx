import { useId, useRef, useState } from 'react';
import { formatNumber, portalTextLang, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import type { Album } from '@anstoss/api/media';
import { ErrorText, LazyImage, LoadMore, Loader, useResource, useStoreFields } from '@anstoss/ui';
import { fetchAlbums } from './api.ts';
import { albumHref, nthPosition, requestFor, searchTermOf, type PageRequest } from './logic.ts';
import type { AlbumListProps } from './props.ts';
import { createAlbumListStore } from './store.ts';
import './albumList.css';

/** View root: the search form, the albums in groups of 6, 'load more'. */
export function AlbumList({ props }: WidgetProps<AlbumListProps>) {
  const { t, i18n } = useTranslation();
  // Members title their albums in German: in an English widget the titles say so, on an English
  // page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(createAlbumListStore);
  const s = useStoreFields(store, ['status', 'more', 'albums', 'total', 'hasMore', 'added']);
  const [term] = useState(() => searchTermOf(window.location.search));
  const [page, setPage] = useState<PageRequest>(() => ({ term, offset: 0 }));
  const ids = useId();
  const gridRef = useRef<HTMLUListElement>(null);

  const [, resource] = useResource({
    key: page,
    load: (request, { signal }) => {
      const { url, params } = requestFor(request, props);
      return fetchAlbums(url, params, signal);
    },
    onData: (answer, request) => store.getState().pageLoaded(request.offset, answer),
    onError: (error) => {
      console.warn('[anstoss] album-list: could not load', props.listUrl, error);
      store.getState().failed();
    },
  });

  const loadMore = () => {
    store.getState().moreLoading();
    if (store.getState().albums.length === page.offset) resource.retry();
    else setPage({ term, offset: store.getState().albums.length });
  };

  let body;
  if (s.status === 'loading') body = <Loader />;
  else if (s.status === 'error') body = <ErrorText onRetry={resource.retry} />;
  else if (s.albums.length === 0)
    body = (
      <p className="ast-album-list__empty">
        {term ? t('anstoss.albumList.noResults') : t('anstoss.albumList.empty')}
      </p>
    );
  else
    body = (
      <>
        <ul ref={gridRef} className="ast-album-list__grid" aria-labelledby={`${ids}-head`}>
          {s.albums.map((album, i) => (
            <AlbumCard
              key={album.id}
              album={album}
              position={nthPosition(i)}
              href={albumHref(props.albumUrl, album.id)}
              contentLang={contentLang}
            />
          ))}
        </ul>
        <LoadMore
          status={s.more}
          hasMore={s.hasMore}
          added={s.added}
          onLoad={loadMore}
          label={t('anstoss.albumList.more')}
          // The last page removes the button: focus goes to the first album it brought.
          focusWhenDone={() =>
            gridRef.current
              ?.querySelectorAll<HTMLElement>('.ast-album-list__link')
              .item(s.albums.length - (s.added ?? 0)) ?? null
          }
        />
      </>
    );

  return (
    <div className="ast-widget ast-album-list">
      <form className="ast-album-list__search" role="search" method="get" action="">
        <label htmlFor={`${ids}-sw`}>{t('anstoss.albumList.searchLabel')}</label>
        <input id={`${ids}-sw`} name="sw" type="search" defaultValue={term} maxLength={100} />
        <button type="submit" className="ast-button">
          {t('anstoss.albumList.search')}
        </button>
      </form>
      <h2 id={`${ids}-head`} className="ast-album-list__head" aria-live="polite">
        {term ? t('anstoss.albumList.resultsFor', { term }) : t('anstoss.albumList.all')}
        {s.status === 'ready' && s.total !== null && (
          <span className="ast-album-list__count">
            {' '}
            {t('anstoss.albumList.count', { count: s.total, formatted: formatNumber(s.total) })}
          </span>
        )}
      </h2>
      {term && (
        <p className="ast-album-list__reset">
          <a href="?">{t('anstoss.albumList.showAll')}</a>
        </p>
      )}
      {body}
    </div>
  );
}

function AlbumCard({
  album,
  position,
  href,
  contentLang,
}: {
  album: Album;
  position: number;
  href: string;
  contentLang: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li className={`ast-album-list__item ast-album-list__item--n${position}`}>
      <a className="ast-album-list__link" href={href}>
        {album.albumimage ? (
          <LazyImage
            src={album.albumimage}
            alt=""
            width={320}
            height={213}
            className="ast-album-list__cover"
          />
        ) : (
          <span className="ast-album-list__cover ast-album-list__cover--none" aria-hidden="true" />
        )}
        <span className="ast-album-list__title" lang={album.title ? contentLang : undefined}>
          {album.title || t('anstoss.albumList.untitled')}
        </span>
      </a>
      <span className="ast-album-list__meta">
        {t('anstoss.albumList.photos', {
          count: album.fotos,
          formatted: formatNumber(album.fotos),
        })}
        {album.owner ? ` · ${album.owner}` : ''}
      </span>
    </li>
  );
}
