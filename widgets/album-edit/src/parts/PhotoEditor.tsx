import { useEffect, useId, useRef, useState } from 'react';
import { safeUrl } from '@anstoss/api';
import { photoUrl, type MediaActionResponse } from '@anstoss/api/media';
import { isGone } from '@anstoss/api/mediaEdit';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, LazyImage, LoadMore, useAction } from '@anstoss/ui';
import { deletePhoto, orderPhotos, removePhoto } from '../api.ts';
import { busyScope, writeError } from '../store.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';

interface Props {
  albumBase: string;
  albumId: string;
}

/**
 * The photos edit form: each photo moves forward or back by button (keyboard-operable, no drag
 * needed), leaves the album or is deleted; the order is saved in one request.
 */
export function PhotoEditor({ albumBase, albumId }: Props) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const ids = useId();
  const photos = useSelect((s) => s.photos);
  const shown = useSelect((s) => s.shown);
  const lastAdded = useSelect((s) => s.lastAdded);
  const dirty = useSelect((s) => s.dirty);
  const [write, writeAction] = useAction(store.getState().write);
  const busy = busyScope(write);
  const moved = useSelect((s) => s.moved);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lastMove = useRef<{ id: string; dir: 'up' | 'down' } | null>(null);

  // Focus follows the moved photo; at the end of the list it goes to the other direction.
  useEffect(() => {
    const move = lastMove.current;
    if (!move || !moved || moved.id !== move.id || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-photo="${CSS.escape(move.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-dir="${move.dir}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-dir="${move.dir === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved]);

  const run = (
    scope: string,
    request: (signal: AbortSignal) => Promise<MediaActionResponse>,
    done: () => void,
  ) => {
    if (writeAction.getState().status === 'pending') return;
    void writeAction.run({ scope, request }).then((end) => {
      if (end.status === 'success') done();
      // A reorder that meets a vanished album is a failure; a vanished photo simply leaves.
      else if (end.status === 'error' && scope !== 'order' && isGone(end.error)) {
        writeAction.reset();
        store.getState().photoGone(scope, 'gone');
        heading.current?.focus();
      }
    });
  };
  const leave = (id: string, how: 'removed' | 'deleted') => {
    setConfirmId(null);
    run(
      id,
      (signal) =>
        how === 'removed'
          ? removePhoto(albumBase, albumId, id, signal)
          : deletePhoto(albumBase, id, signal),
      () => {
        store.getState().photoGone(id, how);
        heading.current?.focus();
      },
    );
  };
  const move = (id: string, dir: 'up' | 'down') => {
    lastMove.current = { id, dir };
    store.getState().move(id, dir === 'up' ? -1 : 1);
  };

  const count = photos.length;
  return (
    <div className="ast-album-edit__photos" role="group" aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`} ref={heading} tabIndex={-1} className="ast-album-edit__form-heading">
        {t('anstoss.albumEdit.photosForm')}
      </h3>
      <p id={`${ids}-hint`} className="ast-album-edit__hint">
        {t('anstoss.albumEdit.orderHint')}
      </p>
      <ol ref={list} className="ast-album-edit__order" aria-describedby={`${ids}-hint`}>
        {photos.slice(0, shown).map((photo, i) => {
          const src = safeUrl(photoUrl(photo));
          const label = photo.title || t('anstoss.albumEdit.photoN', { n: i + 1 });
          const rowError = writeError(write, photo.id);
          return (
            <li key={photo.id} data-photo={photo.id} className="ast-album-edit__row">
              <span className="ast-album-edit__thumb">
                {src ? <LazyImage src={src} alt="" width={96} height={72} /> : null}
              </span>
              <span id={`${ids}-${i}`} className="ast-album-edit__label">
                {t('anstoss.albumEdit.position', { label, position: i + 1, count })}
              </span>
              <span className="ast-album-edit__buttons">
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  data-dir="up"
                  disabled={i === 0}
                  aria-label={t('anstoss.albumEdit.moveUp', { label })}
                  onClick={() => move(photo.id, 'up')}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  data-dir="down"
                  disabled={i === count - 1}
                  aria-label={t('anstoss.albumEdit.moveDown', { label })}
                  onClick={() => move(photo.id, 'down')}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-describedby={`${ids}-${i}`}
                  aria-disabled={busy !== null || undefined}
                  onClick={() => leave(photo.id, 'removed')}
                >
                  {t('anstoss.albumEdit.remove')}
                </button>
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-describedby={`${ids}-${i}`}
                  aria-expanded={confirmId === photo.id}
                  onClick={() => setConfirmId(confirmId === photo.id ? null : photo.id)}
                >
                  {t('anstoss.albumEdit.delete')}
                </button>
              </span>
              {confirmId === photo.id && (
                <span className="ast-album-edit__confirm">
                  <span>{t('anstoss.albumEdit.confirmDelete', { label })}</span>
                  <button
                    type="button"
                    className="ast-button"
                    aria-disabled={busy !== null || undefined}
                    onClick={() => leave(photo.id, 'deleted')}
                  >
                    {t('anstoss.albumEdit.confirmYes')}
                  </button>
                </span>
              )}
              {rowError && <ErrorText message={rowError} />}
            </li>
          );
        })}
      </ol>
      <LoadMore
        status="idle"
        added={lastAdded}
        hasMore={count > shown}
        label={t('anstoss.albumEdit.showMore')}
        onLoad={() => store.getState().showMore()}
      />
      {writeError(write, 'order') && <ErrorText message={writeError(write, 'order')!} />}
      <div className="ast-album-edit__actions">
        <button
          type="button"
          className="ast-button"
          aria-disabled={!dirty || busy !== null || undefined}
          onClick={() =>
            dirty &&
            run(
              'order',
              (signal) =>
                orderPhotos(
                  albumBase,
                  albumId,
                  store.getState().photos.map((p) => p.id),
                  signal,
                ),
              () => store.getState().orderSaved(),
            )
          }
        >
          {busy === 'order' ? t('anstoss.albumEdit.saving') : t('anstoss.albumEdit.saveOrder')}
        </button>
        <button
          type="button"
          className="ast-button ast-button--secondary"
          onClick={() => store.getState().closeForm()}
        >
          {t('anstoss.albumEdit.done')}
        </button>
      </div>
    </div>
  );
}
