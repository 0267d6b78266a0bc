import { useEffect, useId, useRef } from 'react';
import { errorMessage, safeUrl } from '@anstoss/api';
import { type Album, type MediaActionResponse } from '@anstoss/api/media';
import { isGone } from '@anstoss/api/mediaEdit';
import { useTranslation } from '@anstoss/i18n';
import { ConfirmGroup, ErrorText, LazyImage } from '@anstoss/ui';
import { deleteAlbum, editAlbum, publishAlbum } from '../api.ts';
import { answerError, editPageHref, titleError } from '../logic.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';
import { AlbumForm } from './AlbumForm.tsx';

interface Props {
  album: Album;
  albumBase: string;
  editPage: string;
  onRemoved: () => void;
}

/** One own album: cover, title, photo count, state, its tools and (when open) its edit form. */
export function AlbumRow({ album, albumBase, editPage, onRemoved }: Props) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const ids = useId();
  const editing = useSelect((s) => s.form?.kind === 'edit' && s.form.id === album.id);
  const confirming = useSelect((s) => s.confirmDeleteId === album.id);
  const busy = useSelect((s) => s.busy === album.id);
  const anyBusy = useSelect((s) => s.busy !== null);
  const error = useSelect((s) => (s.formError?.scope === album.id ? s.formError.error : null));
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (!editing && wasEditing.current && editButton.current?.isConnected)
      editButton.current.focus();
    wasEditing.current = editing;
  }, [editing]);

  const run = (request: () => Promise<MediaActionResponse>, done: () => void) => {
    if (store.getState().busy !== null) return;
    store.getState().started(album.id);
    request().then(
      (answer) => {
        const failure = answerError(answer);
        if (failure) store.getState().actionFailed(album.id, failure);
        else done();
      },
      (err: unknown) => {
        if (isGone(err)) {
          store.getState().removed(album.id, 'gone');
          onRemoved();
        } else store.getState().actionFailed(album.id, errorMessage(err));
      },
    );
  };

  const save = (title: string, description: string) => {
    const invalid = titleError(title);
    if (invalid) return store.getState().actionFailed(album.id, invalid);
    const fields = { title: title.trim(), description: description.trim() };
    run(
      () => editAlbum(albumBase, album.id, fields.title, fields.description),
      () => store.getState().saved(album.id, fields),
    );
  };

  const cover = safeUrl(album.albumimage);
  const href = editPageHref(editPage, album.id);
  const name = album.title || t('anstoss.albumEditList.untitled');

  return (
    <li className="ast-album-edit-list__album" aria-busy={busy || undefined}>
      <div className="ast-album-edit-list__summary">
        <span className="ast-album-edit-list__cover">
          {cover ? <LazyImage src={cover} alt="" width={120} height={90} /> : null}
        </span>
        <div className="ast-album-edit-list__text">
          <h3 id={`${ids}-t`} className="ast-album-edit-list__title">
            {name}
          </h3>
          <p className="ast-album-edit-list__meta">
            {t('anstoss.albumEditList.photos', { count: album.fotos })}
            {album.notpublic && (
              <span className="ast-album-edit-list__badge ast-album-edit-list__badge--private">
                {t('anstoss.albumEditList.notPublic')}
              </span>
            )}
            {album.encodingrunning && (
              <span className="ast-album-edit-list__badge">
                {t('anstoss.albumEditList.encoding')}
              </span>
            )}
          </p>
          {album.description && !editing && (
            <p className="ast-album-edit-list__description">{album.description}</p>
          )}
        </div>
        <div className="ast-album-edit-list__tools">
          {href && (
            <a
              className="ast-button ast-button--secondary"
              href={href}
              aria-describedby={`${ids}-t`}
            >
              {t('anstoss.albumEditList.editPhotos')}
            </a>
          )}
          <button
            ref={editButton}
            type="button"
            className="ast-button ast-button--secondary"
            aria-expanded={editing}
            aria-describedby={`${ids}-t`}
            onClick={() =>
              editing
                ? store.getState().closeForm()
                : store.getState().openForm({ kind: 'edit', id: album.id })
            }
          >
            {t('anstoss.albumEditList.edit')}
          </button>
          {album.notpublic && (
            <button
              type="button"
              className="ast-button ast-button--secondary"
              aria-describedby={`${ids}-t`}
              aria-disabled={anyBusy || undefined}
              onClick={() =>
                run(
                  () => publishAlbum(albumBase, album.id),
                  () => store.getState().published(album.id),
                )
              }
            >
              {t('anstoss.albumEditList.publish')}
            </button>
          )}
          <button
            type="button"
            className="ast-button ast-button--secondary"
            aria-describedby={`${ids}-t`}
            onClick={() => store.getState().askDelete(album.id)}
          >
            {t('anstoss.albumEditList.delete')}
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmGroup
          className="ast-album-edit-list__confirm"
          question={t('anstoss.albumEditList.confirmDelete', { title: name })}
          confirmLabel={t('anstoss.albumEditList.confirmYes')}
          cancelLabel={t('anstoss.albumEditList.cancel')}
          busy={anyBusy}
          onConfirm={() =>
            run(
              () => deleteAlbum(albumBase, album.id),
              () => {
                store.getState().removed(album.id, 'deleted');
                onRemoved();
              },
            )
          }
          onCancel={() => {
            store.getState().cancelDelete();
            editButton.current?.focus();
          }}
        />
      )}
      {error && !editing && <ErrorText message={error} />}
      {editing && (
        <AlbumForm
          heading={t('anstoss.albumEditList.editHeading', { title: name })}
          initialTitle={album.title}
          initialDescription={album.description}
          busy={busy}
          error={error}
          submitLabel={t('anstoss.albumEditList.save')}
          onSubmit={save}
          onCancel={() => store.getState().closeForm()}
        />
      )}
    </li>
  );
}
