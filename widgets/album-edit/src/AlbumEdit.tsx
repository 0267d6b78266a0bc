import { useEffect, useId, useRef, useState } from 'react';
import { safeUrl } from '@anstoss/api';
import { type MediaActionResponse } from '@anstoss/api/media';
import { isGone, titleError } from '@anstoss/api/mediaEdit';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, on, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  LazyImage,
  LoadMore,
  Loader,
  useAction,
  useFocusAfter,
  useResource,
  useStoreFields,
  type ErrorMessage,
  SessionEnded,
} from '@anstoss/ui';
import { createEncodingPoller, editAlbum, fetchAlbumDetail, publishAlbum } from './api.ts';
import { pendingPhotos } from './logic.ts';
import { AlbumDetailsForm } from './parts/AlbumDetailsForm.tsx';
import { PhotoEditor } from './parts/PhotoEditor.tsx';
import type { AlbumEditProps } from './props.ts';
import { busyScope, createAlbumEditStore, writeError } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { photoUrl } from '@anstoss/api/media';
import './albumEdit.css';

/** View root: the album's head, its two forms (one open at a time) and its photos. */
export function AlbumEdit({ props }: WidgetProps<AlbumEditProps>) {
  const { t, i18n } = useTranslation();
  // Members title and describe their albums in German: in English they say so (WCAG 3.1.2).
  const german = portalTextLang(i18n.language);
  const [store] = useState(() => createAlbumEditStore(getSession));
  const s = useStoreFields(store, [
    'status',
    'album',
    'photos',
    'shown',
    'form',
    'notice',
    'moved',
    'lastAdded',
  ]);
  const [write, writeAction] = useAction(store.getState().write, { abortOnUnmount: true });
  // The title check before sending (a field error of the album form, not a write).
  const [titleCheck, setTitleCheck] = useState<ErrorMessage | null>(null);
  const focusAfter = useFocusAfter();
  const heading = useRef<HTMLHeadingElement>(null);
  const loginRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const albumButton = useRef<HTMLButtonElement>(null);
  const photosButton = useRef<HTMLButtonElement>(null);
  // A form that closes (saved, cancelled, "Fertig") hands focus back to the button that opened it.
  const lastForm = useRef(s.form);
  useEffect(() => {
    const closed = lastForm.current;
    lastForm.current = s.form;
    if (s.form !== null || closed === null) return;
    (closed === 'album' ? albumButton : photosButton).current?.focus();
  }, [s.form]);

  const [, resource] = useResource({
    key: props.albumId,
    load: (album, { signal }) => fetchAlbumDetail(props.albumBase, album, signal),
    onData: (detail) =>
      detail.album ? store.getState().loaded(detail) : store.getState().failed(false),
    onError: (error) => {
      console.warn('[anstoss] album-edit: could not load', props.albumId, error);
      store.getState().failed(isGone(error));
    },
  });

  // Spec §4/§7: an upload on this page released a photo into this album: load it and show it.
  useEffect(
    () =>
      on('released', (detail) => {
        if (detail.album !== props.albumId || detail.photo === undefined) return;
        store.getState().photoAdded(detail.photo);
        resource.reload();
      }),
    [props.albumId, resource, store],
  );

  // Spec §4/§9: while the server counts more photos than arrived, ask again every 5000 ms.
  const pending = s.album ? pendingPhotos(s.album.fotos, s.photos.length) : 0;
  const encoding = s.status === 'ready' && pending > 0;
  useEffect(() => {
    if (!encoding) return;
    const poller = createEncodingPoller(props.albumBase, props.albumId, (detail) => {
      if (detail.album) store.getState().loaded(detail);
    });
    poller.start();
    return () => poller.stop();
  }, [encoding, props.albumBase, props.albumId, store]);

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'gone')
    return (
      <p className="ast-widget ast-album-edit ast-album-edit--gone" role="alert">
        {t('anstoss.albumEdit.gone')}
      </p>
    );
  if (s.status === 'error' || !s.album) return <ErrorText onRetry={resource.retry} />;

  const album = s.album;
  const run = (
    scope: string,
    request: (signal: AbortSignal) => Promise<MediaActionResponse>,
    done: () => void,
  ) => {
    if (writeAction.getState().status === 'pending') return;
    void writeAction.run({ scope, request }).then((end) => {
      if (end.status === 'success') done();
      // An ended session offers the login (what was typed stays): focus on that button.
      else if (end.status === 'error' && end.sessionEnded) focusAfter(loginRef);
    });
  };
  const saveAlbum = (title: string, description: string) => {
    const invalid = titleError(title);
    setTitleCheck(invalid);
    if (invalid) return;
    const fields = { title: title.trim(), description: description.trim() };
    run(
      'album',
      (signal) =>
        editAlbum(props.albumBase, props.albumId, fields.title, fields.description, signal),
      () => store.getState().albumSaved(fields),
    );
  };
  const back = safeUrl(props.backUrl);
  const toggle = (form: 'album' | 'photos') => {
    setTitleCheck(null);
    if (s.form === form) store.getState().closeForm();
    else store.getState().openForm(form);
  };
  const busy = busyScope(write);
  const sessionEnded = write.status === 'error' && write.sessionEnded;
  const headError = sessionEnded ? null : writeError(write, 'publish', 'album');
  const albumError = titleCheck ?? (sessionEnded ? null : writeError(write, 'album'));

  const notice =
    s.notice === 'moved' && s.moved
      ? t('anstoss.albumEdit.notice.moved', { position: s.moved.position, count: s.photos.length })
      : s.notice
        ? t(`anstoss.albumEdit.notice.${s.notice}`)
        : '';

  return (
    <StoreProvider store={store}>
      <section className="ast-widget ast-album-edit" aria-labelledby={`${ids}-h`}>
        {back && (
          <a className="ast-link ast-album-edit__back" href={back}>
            {t('anstoss.albumEdit.back')}
          </a>
        )}
        <h2
          id={`${ids}-h`}
          ref={heading}
          tabIndex={-1}
          className="ast-album-edit__heading"
          lang={album.title ? german : undefined}
        >
          {album.title || t('anstoss.albumEdit.untitled')}
        </h2>
        <p className="ast-album-edit__meta">
          {t('anstoss.albumEdit.photos', { count: album.fotos })}
          {album.notpublic && (
            <span className="ast-album-edit__badge ast-album-edit__badge--private">
              {t('anstoss.albumEdit.notPublic')}
            </span>
          )}
        </p>
        {album.description && s.form !== 'album' && (
          <p className="ast-album-edit__description" lang={german}>
            {album.description}
          </p>
        )}
        <p className="ast-album-edit__encoding" role="status">
          {encoding ? t('anstoss.albumEdit.encoding', { count: pending }) : ''}
        </p>
        <div className="ast-album-edit__tools">
          <button
            type="button"
            className="ast-button ast-button--secondary"
            ref={albumButton}
            aria-expanded={s.form === 'album'}
            onClick={() => toggle('album')}
          >
            {t('anstoss.albumEdit.editAlbum')}
          </button>
          <button
            type="button"
            className="ast-button ast-button--secondary"
            ref={photosButton}
            aria-expanded={s.form === 'photos'}
            onClick={() => toggle('photos')}
            disabled={s.photos.length === 0}
          >
            {t('anstoss.albumEdit.editPhotos')}
          </button>
          {album.notpublic && (
            <button
              type="button"
              className="ast-button ast-button--secondary"
              aria-disabled={busy !== null || undefined}
              onClick={() =>
                run(
                  'publish',
                  (signal) => publishAlbum(props.albumBase, props.albumId, signal),
                  () => {
                    // The button goes with the answer: focus to the album's heading.
                    focusAfter(heading);
                    store.getState().published();
                  },
                )
              }
            >
              {t('anstoss.albumEdit.publish')}
            </button>
          )}
        </div>
        <p className="ast-album-edit__status" role="status">
          {notice}
        </p>
        {headError && s.form !== 'album' && <ErrorText message={headError} />}
        {sessionEnded && (
          <SessionEnded
            className="ast-album-edit__session"
            message={t('anstoss.albumEdit.sessionEnded')}
            loginRef={loginRef}
            onLogin={goToLogin}
          />
        )}
        {s.form === 'album' && (
          <AlbumDetailsForm
            initialTitle={album.title}
            initialDescription={album.description}
            busy={busy === 'album'}
            error={albumError}
            onSubmit={saveAlbum}
            onCancel={() => {
              setTitleCheck(null);
              store.getState().closeForm();
            }}
          />
        )}
        {s.photos.length === 0 ? (
          <p className="ast-album-edit__empty">{t('anstoss.albumEdit.empty')}</p>
        ) : s.form === 'photos' ? (
          <PhotoEditor albumBase={props.albumBase} albumId={props.albumId} />
        ) : (
          <ul className="ast-album-edit__grid" aria-label={t('anstoss.albumEdit.photosLabel')}>
            {s.photos.slice(0, s.shown).map((photo, i) => {
              const src = safeUrl(photoUrl(photo));
              return (
                <li key={photo.id} className="ast-album-edit__cell">
                  {src ? (
                    <LazyImage
                      src={src}
                      alt={photo.title || t('anstoss.albumEdit.photoN', { n: i + 1 })}
                      width={160}
                      height={120}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {s.form !== 'photos' && (
          <LoadMore
            status="idle"
            added={s.lastAdded}
            hasMore={s.photos.length > s.shown}
            label={t('anstoss.albumEdit.showMore')}
            onLoad={() => store.getState().showMore()}
          />
        )}
      </section>
    </StoreProvider>
  );
}
