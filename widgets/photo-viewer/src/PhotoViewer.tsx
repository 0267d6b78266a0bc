import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { isApiError } from '@anstoss/api';
import { photoUrl, type Photo } from '@anstoss/api/media';
import { formatNumber, portalTextLang, useTranslation } from '@anstoss/i18n';
import { on, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Layer,
  LazyImage,
  Loader,
  Stars,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import { countView, fetchPhotos } from './api.ts';
import {
  commentsFrameUrl,
  keyStep,
  photoStars,
  startIndex,
  STRIP_MAX,
  stripIndexes,
  swipeDirection,
} from './logic.ts';
import type { PhotoViewerProps } from './props.ts';
import { createPhotoViewerStore, type PhotoViewerStore } from './store.ts';
import './photoViewer.css';

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * The photo viewer: a modal layer opened by album-detail's `photoOpen` event, one photo large
 * with stars, views (counted once per photo shown) and the comments frame; previous/next by
 * buttons, arrow keys and swipes; focus stays inside while it is open (packages/ui Layer).
 */
export function PhotoViewer({ props }: WidgetProps<PhotoViewerProps>) {
  const { t, i18n } = useTranslation();
  // Members title their albums and photos in German: in an English viewer they say so, on an
  // English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(createPhotoViewerStore);
  const s = useStoreFields(store, ['open', 'albumId', 'current']);
  const titleId = useId();

  useEffect(
    () =>
      on('photoOpen', (detail: unknown) => {
        // Page scripts may send anything: only a well-formed request opens the viewer.
        if (!detail || typeof detail !== 'object') return;
        const { albumId, photoId, index } = detail as Record<string, unknown>;
        if (!isText(albumId) || !isText(photoId)) return;
        store.getState().openAt(albumId, photoId, typeof index === 'number' ? index : 0);
      }),
    [store],
  );

  const [photos, resource] = useResource({
    key: s.open ? s.albumId : null,
    load: (albumId, { signal }) => fetchPhotos(props.detailUrl, albumId, signal),
    onData: (answer) => {
      const request = store.getState().request;
      if (request)
        store.getState().placed(
          startIndex(
            answer.entries.map((p) => p.id),
            request.photoId,
            request.index,
          ),
        );
    },
    onError: (error) =>
      console.warn('[anstoss] photo-viewer: could not load', props.detailUrl, error),
  });

  let content;
  if (photos.data && photos.data.entries.length > 0)
    content = (
      <Viewer
        store={store}
        entries={photos.data.entries}
        titleId={titleId}
        contentLang={contentLang}
        props={props}
        onRefresh={resource.reload}
      />
    );
  else if (photos.data)
    content = (
      <>
        <h2 id={titleId} lang={photos.data.album?.title ? contentLang : undefined}>
          {photos.data.album?.title ?? t('anstoss.photoViewer.title')}
        </h2>
        <p>{t('anstoss.photoViewer.empty')}</p>
      </>
    );
  else if (photos.status === 'error')
    content = (
      <>
        <h2 id={titleId}>{t('anstoss.photoViewer.title')}</h2>
        <ErrorText onRetry={resource.retry} />
      </>
    );
  else
    content = (
      <>
        <h2 id={titleId}>{t('anstoss.photoViewer.title')}</h2>
        <Loader />
      </>
    );

  return (
    <Layer
      open={s.open}
      onClose={() => store.getState().close()}
      labelledBy={titleId}
      className="ast-photo-viewer"
      portal
    >
      {content}
    </Layer>
  );
}

interface ViewerProps {
  store: PhotoViewerStore;
  entries: Photo[];
  titleId: string;
  contentLang: string | undefined;
  props: PhotoViewerProps;
  onRefresh: () => void;
}

function Viewer({ store, entries, titleId, contentLang, props, onRefresh }: ViewerProps) {
  const { t } = useTranslation();
  const s = useStoreFields(store, ['current', 'shown', 'views', 'gone']);
  const [comments, setComments] = useState(false);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const index = Math.min(s.current, entries.length - 1);
  const photo = entries[index]!;
  const count = entries.length;

  useResource({
    key: props.viewUrl ? photo.id : null,
    load: (id, { signal }) => countView(props.viewUrl, id, signal),
    onData: (answer, id) => store.getState().counted(id, answer.views),
    onError: (error, id) => {
      if (isApiError(error) && error.status === 404) store.getState().vanished(id);
    },
  });

  // On the document while open: the layer starts with focus on the dialog itself.
  const keyRef = useRef({ index, count });
  useEffect(() => {
    keyRef.current = { index, count };
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || target?.closest?.('input, textarea, select')) return;
      const { index: at, count: n } = keyRef.current;
      const next = keyStep(event.key, at, n);
      if (next === null) return;
      store.getState().go(next);
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction !== 0) store.getState().step(direction, count);
  };

  const views = s.views[photo.id] ?? photo.views;
  const strip = stripIndexes(index, count, s.shown);
  return (
    <div className="ast-photo-viewer__body">
      <h2
        id={titleId}
        className="ast-photo-viewer__title"
        lang={photo.title ? contentLang : undefined}
      >
        {photo.title || t('anstoss.photoViewer.untitled')}
      </h2>
      <p className="ast-photo-viewer__position" aria-live="polite">
        {t('anstoss.photoViewer.position', {
          index: formatNumber(index + 1),
          count: formatNumber(count),
        })}
      </p>
      <div
        className="ast-photo-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
      >
        <LazyImage
          key={photo.id}
          src={photoUrl(photo, 'large')}
          alt={photo.title}
          width={photo.image.width ?? 1280}
          height={photo.image.height ?? 853}
          className="ast-photo-viewer__image"
        />
      </div>
      <div className="ast-photo-viewer__nav">
        <button
          type="button"
          className="ast-button ast-button--secondary"
          onClick={() => store.getState().step(-1, count)}
        >
          <span aria-hidden="true">‹ </span>
          {t('anstoss.photoViewer.previous')}
        </button>
        <button
          type="button"
          className="ast-button ast-button--secondary"
          onClick={() => store.getState().step(1, count)}
        >
          {t('anstoss.photoViewer.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {s.gone[photo.id] ? (
        <p className="ast-photo-viewer__gone" role="status">
          {t('anstoss.photoViewer.gone')}
        </p>
      ) : (
        <p className="ast-photo-viewer__meta">
          <Stars lit={photoStars(photo.votes.average)} />
          <span>
            {t('anstoss.photoViewer.views', { count: views, formatted: formatNumber(views) })}
          </span>
        </p>
      )}
      {props.commentsUrl && (
        <div className="ast-photo-viewer__comments">
          <button
            type="button"
            className="ast-button ast-button--secondary"
            aria-expanded={comments}
            onClick={() => setComments(!comments)}
          >
            {comments
              ? t('anstoss.photoViewer.hideComments')
              : t('anstoss.photoViewer.showComments', {
                  count: photo.comments ?? 0,
                  formatted: formatNumber(photo.comments ?? 0),
                })}
          </button>
          {comments && (
            <iframe
              key={photo.id}
              className="ast-photo-viewer__frame"
              src={commentsFrameUrl(props.commentsUrl, photo.id)}
              title={t('anstoss.photoViewer.commentsFrame', { title: photo.title })}
              loading="lazy"
            />
          )}
        </div>
      )}
      {strip.length > 0 && (
        <section
          className="ast-photo-viewer__strip"
          aria-label={t('anstoss.photoViewer.following')}
        >
          <ul>
            {strip.map((i) => (
              <li key={entries[i]!.id}>
                <button
                  type="button"
                  onClick={() => store.getState().go(i)}
                  aria-label={t('anstoss.photoViewer.show', {
                    title: entries[i]!.title || formatNumber(i + 1),
                  })}
                >
                  <LazyImage src={photoUrl(entries[i]!, 'small')} alt="" width={90} height={60} />
                </button>
              </li>
            ))}
          </ul>
          <div className="ast-photo-viewer__strip-actions">
            {s.shown < STRIP_MAX && strip.length < count - 1 && (
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={() => store.getState().more()}
              >
                {t('anstoss.photoViewer.more')}
              </button>
            )}
            <button type="button" className="ast-button ast-button--secondary" onClick={onRefresh}>
              {t('anstoss.photoViewer.refresh')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
