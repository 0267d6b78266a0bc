import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { actionError } from '@anstoss/api/mediaEdit';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, Loader, useResource, type ErrorMessage } from '@anstoss/ui';
import { addToAlbums, fetchItemAlbums } from '../api.ts';
import { albumsToAdd } from '../logic.ts';
import { useStoreApi } from '../storeContext.ts';

interface Props {
  albumUrl: string;
  itemId: string;
}

/** The albums of an item in edit mode (`{albumUrl}/rel?xid=`) and adding it to chosen albums. */
export function ItemAlbums({ albumUrl, itemId }: Props) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const ids = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [rel, resource] = useResource({
    key: itemId,
    load: (id, { signal }) => fetchItemAlbums(albumUrl, id, signal),
    onError: (err) => console.warn('[anstoss] media-edit-list: could not load albums', err),
  });

  if (!rel.data) {
    if (rel.status === 'error') return <ErrorText onRetry={resource.retry} />;
    return <Loader />;
  }
  const contained = rel.data.enthaltenInAlben.entries;
  const containedIds = contained.map((a) => a.id);
  const available = rel.data.verfuegbareAlben.entries.filter((a) => !containedIds.includes(a.id));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const targets = albumsToAdd(chosen, containedIds);
    if (adding || targets.length === 0) return;
    setAdding(true);
    setError(null);
    addToAlbums(albumUrl, itemId, targets).then(
      (answers) => {
        setAdding(false);
        const failure = answers.map(actionError).find((e) => e !== null);
        if (failure) setError(failure);
        else {
          setChosen([]);
          store.getState().setNotice('added');
        }
        resource.reload();
      },
      (err: unknown) => {
        setAdding(false);
        setError(errorMessage(err));
      },
    );
  };

  return (
    <form className="ast-media-edit-list__albums" onSubmit={add} aria-labelledby={`${ids}-h`}>
      <h4 id={`${ids}-h`}>{t('anstoss.mediaEditList.albums')}</h4>
      <p className="ast-media-edit-list__in">
        {contained.length > 0
          ? t('anstoss.mediaEditList.inAlbums', {
              titles: contained.map((a) => a.title || a.id).join(', '),
            })
          : t('anstoss.mediaEditList.inNoAlbum')}
      </p>
      {available.length === 0 ? (
        <p>{t('anstoss.mediaEditList.noMoreAlbums')}</p>
      ) : (
        <fieldset>
          <legend>{t('anstoss.mediaEditList.chooseAlbums')}</legend>
          {available.map((album) => (
            <label key={album.id} className="ast-checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(album.id)}
                onChange={(e) =>
                  setChosen((c) =>
                    e.target.checked ? [...c, album.id] : c.filter((id) => id !== album.id),
                  )
                }
              />{' '}
              {album.title || album.id}
            </label>
          ))}
          <button
            type="submit"
            className="ast-button ast-button--secondary"
            aria-disabled={adding || chosen.length === 0 || undefined}
          >
            {adding ? t('anstoss.mediaEditList.adding') : t('anstoss.mediaEditList.addToAlbums')}
          </button>
        </fieldset>
      )}
      {error && <ErrorText message={error} />}
    </form>
  );
}
