import { useId, useState } from 'react';
import { photoUrl, type Photo } from '@anstoss/api/media';
import { formatNumber, portalTextLang, useTranslation } from '@anstoss/i18n';
import { emit, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, LazyImage, Loader, Stars, useFocusHandOffPair, useResource } from '@anstoss/ui';
import { fetchAlbum } from './api.ts';
import {
  albumIdFromPath,
  imagesInProgress,
  nthPosition,
  pageCount,
  pageSlice,
  photoStars,
  pollInterval,
} from './logic.ts';
import type { AlbumDetailProps } from './props.ts';
import './albumDetail.css';

/** View root: the album's title and facts, its photos in pages, each opening the photo viewer. */
export function AlbumDetail({ props }: WidgetProps<AlbumDetailProps>) {
  const { t, i18n } = useTranslation();
  // Members title and describe their albums in German: in an English widget they say so, on an
  // English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [albumId] = useState(() => props.albumId || albumIdFromPath(window.location.pathname));
  const [page, setPage] = useState(0);
  // Photos whose picture failed: their button shows "Bild nicht verfügbar", so its name says so too.
  const [failed, setFailed] = useState<ReadonlySet<Photo['id']>>(() => new Set());
  const ids = useId();
  // The pager button disabled at the first or last page hands focus to the other one.
  const [prevRef, nextRef] = useFocusHandOffPair();
  const [state, resource] = useResource({
    key: albumId,
    load: (id, { signal }) => fetchAlbum(props.detailUrl, id, signal),
    onError: (error) =>
      console.warn('[anstoss] album-detail: could not load', props.detailUrl, error),
    // Spec §4: while the server has photos still being processed, load again every 5000 ms.
    poll: {
      intervalMs: (current) => pollInterval(current.data?.album, current.data?.entries.length ?? 0),
    },
  });

  if (!state.data) {
    if (state.status === 'error') return <ErrorText onRetry={resource.retry} />;
    return <Loader />;
  }
  const { album, entries } = state.data;
  const title = album?.title || t('anstoss.albumDetail.untitled');
  const fotos = album?.fotos ?? entries.length;
  const inProgress = album?.encodingrunning ? imagesInProgress(fotos, entries.length) : 0;
  const pages = pageCount(entries.length);
  const shown = pageSlice(entries, page);
  const open = (photo: Photo, index: number) =>
    emit('photoOpen', { albumId: album?.id ?? albumId, photoId: photo.id, index });

  return (
    <div className="ast-widget ast-album-detail">
      <h1 className="ast-album-detail__title" lang={album?.title ? contentLang : undefined}>
        {title}
      </h1>
      {album?.description && (
        <p className="ast-album-detail__description" lang={contentLang}>
          {album.description}
        </p>
      )}
      <p className="ast-album-detail__facts">
        {t('anstoss.albumDetail.photos', { count: fotos, formatted: formatNumber(fotos) })}
        {album?.owner ? ` · ${t('anstoss.albumDetail.by', { owner: album.owner })}` : ''}
      </p>
      {inProgress > 0 && (
        <p className="ast-album-detail__encoding" role="status">
          {t('anstoss.albumDetail.encoding')}{' '}
          {t('anstoss.albumDetail.inProgress', {
            count: inProgress,
            formatted: formatNumber(inProgress),
          })}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="ast-album-detail__empty">{t('anstoss.albumDetail.empty')}</p>
      ) : (
        <>
          <ul className="ast-album-detail__grid" aria-label={t('anstoss.albumDetail.gridLabel')}>
            {shown.items.map((photo, i) => (
              <li
                key={photo.id}
                className={`ast-album-detail__item ast-album-detail__item--n${nthPosition(shown.first + i)}`}
              >
                <button
                  type="button"
                  className="ast-album-detail__photo"
                  onClick={() => open(photo, shown.first + i)}
                  aria-label={t(
                    failed.has(photo.id)
                      ? 'anstoss.albumDetail.openUnavailable'
                      : 'anstoss.albumDetail.open',
                    { title: photo.title || formatNumber(shown.first + i + 1) },
                  )}
                >
                  <LazyImage
                    src={photoUrl(photo, 'small')}
                    alt=""
                    width={180}
                    height={120}
                    className="ast-album-detail__thumb"
                    onFail={() => setFailed((set) => new Set(set).add(photo.id))}
                  />
                </button>
                <span className="ast-album-detail__meta">
                  <Stars lit={photoStars(photo.votes.average)} />
                  <span>
                    {t('anstoss.albumDetail.views', {
                      count: photo.views,
                      formatted: formatNumber(photo.views),
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="ast-album-detail__pager" aria-labelledby={`${ids}-pager`}>
              <h2 id={`${ids}-pager`} className="ast-visually-hidden">
                {t('anstoss.albumDetail.pages')}
              </h2>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                ref={prevRef}
                disabled={shown.page === 0}
                onClick={() => setPage(shown.page - 1)}
              >
                {t('anstoss.albumDetail.previousPage')}
              </button>
              <span aria-live="polite">
                {t('anstoss.albumDetail.pageOf', {
                  page: formatNumber(shown.page + 1),
                  pages: formatNumber(pages),
                })}
              </span>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                ref={nextRef}
                disabled={shown.page >= pages - 1}
                onClick={() => setPage(shown.page + 1)}
              >
                {t('anstoss.albumDetail.nextPage')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
