import { safeUrl } from '@anstoss/api';
import type { Album } from '@anstoss/api/media';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import { EditListItem, ErrorText, LazyImage, SessionEnded, useEditListEntry } from '@anstoss/ui';
import { deleteAlbum, editAlbum, publishAlbum } from '../api.ts';
import { editPageHref } from '../logic.ts';
import { useStoreApi } from '../storeContext.ts';
import { AlbumForm } from './AlbumForm.tsx';

interface Props {
  album: Album;
  albumBase: string;
  editPage: string;
  onRemoved: () => void;
}

/**
 * One own album (an EditListItem): cover, photo count, state badges, the link to its photos, and
 * (when open) its edit form with the error inside it.
 */
export function AlbumRow({ album, albumBase, editPage, onRemoved }: Props) {
  const { t } = useTranslation();
  const entry = useEditListEntry(useStoreApi(), album.id, onRemoved);
  // An ended session is said once, by the login offer.
  const error = entry.sessionEnded ? null : entry.error;

  // EntryForm refuses a too short title itself; only a valid one is sent.
  const save = (title: string, description: string) => {
    const fields = { title: title.trim(), description: description.trim() };
    entry.save(
      (signal) => editAlbum(albumBase, album.id, fields.title, fields.description, signal),
      fields,
    );
  };

  const cover = safeUrl(album.albumimage);
  const href = editPageHref(editPage, album.id);
  const name = album.title || t('anstoss.albumEditList.untitled');

  return (
    <EditListItem
      entry={entry}
      name={name}
      description={album.description}
      notpublic={album.notpublic}
      labels={{
        edit: t('anstoss.albumEditList.edit'),
        publish: t('anstoss.albumEditList.publish'),
        delete: t('anstoss.albumEditList.delete'),
        confirmDelete: t('anstoss.albumEditList.confirmDelete', { title: name }),
        confirmYes: t('anstoss.albumEditList.confirmYes'),
        cancel: t('anstoss.albumEditList.cancel'),
      }}
      media={
        <span className="ast-edit-list__media">
          {cover ? (
            <LazyImage src={cover} alt="" width={120} height={90} />
          ) : (
            // An album without photos: the box says so (the count beside it is what is read).
            <span className="ast-album-edit-list__no-cover" aria-hidden="true">
              {t('anstoss.albumEditList.noCover')}
            </span>
          )}
        </span>
      }
      details={
        <p className="ast-album-edit-list__meta">
          {t('anstoss.albumEditList.photos', { count: album.fotos })}
          {album.notpublic && (
            <span className="ast-edit-list__badge ast-edit-list__badge--private">
              {t('anstoss.albumEditList.notPublic')}
            </span>
          )}
          {album.encodingrunning && (
            <span className="ast-edit-list__badge">{t('anstoss.albumEditList.encoding')}</span>
          )}
        </p>
      }
      tools={(titleId) =>
        href && (
          <a className="ast-button ast-button--secondary" href={href} aria-describedby={titleId}>
            {t('anstoss.albumEditList.editPhotos')}
          </a>
        )
      }
      onPublish={() => entry.publish((signal) => publishAlbum(albumBase, album.id, signal))}
      onConfirmDelete={() =>
        entry.confirmDelete((signal) => deleteAlbum(albumBase, album.id, signal))
      }
    >
      {error && !entry.editing && <ErrorText message={error} />}
      {entry.editing && (
        <AlbumForm
          heading={t('anstoss.albumEditList.editHeading', { title: name })}
          initialTitle={album.title}
          initialDescription={album.description}
          busy={entry.busy}
          error={error}
          submitLabel={t('anstoss.albumEditList.save')}
          onSubmit={save}
          onCancel={() => entry.toggleEdit()}
        />
      )}
      {entry.sessionEnded && (
        <SessionEnded
          className="ast-album-edit-list__session"
          message={t('anstoss.albumEditList.sessionEnded')}
          onLogin={goToLogin}
          focusOnShow
        />
      )}
    </EditListItem>
  );
}
