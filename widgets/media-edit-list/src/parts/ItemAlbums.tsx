import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin } from '@anstoss/runtime/widget';
import {
  ErrorText,
  Loader,
  SessionEnded,
  SubmitButton,
  useAction,
  useFocusAfter,
  useResource,
} from '@anstoss/ui';
import { addToAlbums, fetchItemAlbums } from '../api.ts';
import { albumsToAdd } from '../logic.ts';
import { useStoreApi } from '../storeContext.ts';

interface Props {
  albumUrl: string;
  itemId: string;
}

/**
 * The albums of an item in edit mode (`{albumUrl}/rel?xid=`) and adding it to chosen albums: one
 * write (`useAction`, aborted when the form closes or the page is left, never retried). Success
 * clears the choice, says 'added' in the list's status line, loads the albums again and moves
 * focus to the line naming them; a failure keeps the choice and takes focus with its message; an
 * ended session (`isSessionEnded`) offers the login, which takes focus.
 */
export function ItemAlbums({ albumUrl, itemId }: Props) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const ids = useId();
  const inAlbums = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfter();
  const [chosen, setChosen] = useState<string[]>([]);
  const [rel, resource] = useResource({
    key: itemId,
    load: (id, { signal }) => fetchItemAlbums(albumUrl, id, signal),
    onError: (err) => console.warn('[anstoss] media-edit-list: could not load albums', err),
  });
  const [adding, addAction] = useAction(
    (targets: string[], { signal }) => addToAlbums(albumUrl, itemId, targets, signal),
    {
      session: getSession,
      onSuccess: () => {
        focusAfter(inAlbums);
        setChosen([]);
        store.getState().setNotice('added');
        resource.reload();
      },
      onError: (_error, _targets, state) => {
        if (state.status === 'error' && state.sessionEnded) return; // The login offer takes focus when it shows.
        focusAfter(() => document.getElementById(`${ids}-error`));
        // Albums added before the failure now hold the item.
        resource.reload();
      },
    },
  );

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
    if (targets.length > 0) void addAction.run(targets);
  };

  return (
    <form className="ast-media-edit-list__albums" onSubmit={add} aria-labelledby={`${ids}-h`}>
      <h4 id={`${ids}-h`}>{t('anstoss.mediaEditList.albums')}</h4>
      <p ref={inAlbums} tabIndex={-1} className="ast-media-edit-list__in">
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
          <SubmitButton
            className="ast-button ast-button--secondary"
            busy={adding.status === 'pending'}
            busyLabel={t('anstoss.mediaEditList.adding')}
            // Nothing chosen: nothing to send (after a success focus is on the albums line).
            disabled={chosen.length === 0}
          >
            {t('anstoss.mediaEditList.addToAlbums')}
          </SubmitButton>
        </fieldset>
      )}
      {adding.status === 'error' &&
        (adding.sessionEnded ? (
          <SessionEnded
            className="ast-media-edit-list__session"
            message={t('anstoss.mediaEditList.sessionEnded')}
            onLogin={goToLogin}
            focusOnShow
          />
        ) : (
          <ErrorText id={`${ids}-error`} message={adding.message} />
        ))}
    </form>
  );
}
