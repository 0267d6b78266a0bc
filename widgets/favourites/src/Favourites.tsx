import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import {
  emit,
  getConfig,
  getSession,
  goToLogin,
  on,
  type WidgetProps,
} from '@anstoss/runtime/widget';
import { ErrorText, Loader, useResource, useStoreFields } from '@anstoss/ui';
import { favouritesOfEvent, fetchFavourites, saveFavourite } from './api.ts';
import { resolveFwUrl, savedAfter, shouldLoadFavourites } from './logic.ts';
import type { FavouritesProps } from './props.ts';
import { createFavouritesStore } from './store.ts';
import { FavouritesList } from './parts/FavouritesList.tsx';
import { SaveButton } from './parts/SaveButton.tsx';
import './favourites.css';

/**
 * View root: the person's favourites list (data-favorites-url) and/or the save button
 * (data-save-url). Every instance follows 'favourites changed' events, so all lists on the page
 * show the latest data.favorites.
 */
export function Favourites({ props }: WidgetProps<FavouritesProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createFavouritesStore({ saved: props.saved }));
  const state = useStoreFields(store, ['favorites', 'list', 'save', 'saveError', 'saved']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const load = shouldLoadFavourites(loggedIn, props.favoritesUrl);

  const [, list] = useResource({
    key: load && props.favoritesUrl ? props.favoritesUrl : null,
    load: (url, { signal }) => {
      store.getState().loadStarted();
      return fetchFavourites(url, signal);
    },
    onData: (response) => store.getState().loaded(response.favorites),
    onError: (error, url) => {
      console.warn('[anstoss] favourites: could not load', url, error);
      store.getState().loadFailed();
    },
  });

  useEffect(
    () =>
      on('favouritesChanged', (data) => {
        const favorites = favouritesOfEvent(data);
        if (favorites) store.getState().loaded(favorites);
      }),
    [store],
  );

  const save = useCallback(() => {
    if (!props.saveUrl) return;
    const current = `${window.location.pathname}${window.location.search}`;
    if (!getSession().loggedIn) {
      goToLogin(current);
      return;
    }
    const { saved } = store.getState();
    store.getState().saveStarted();
    saveFavourite(props.saveUrl, resolveFwUrl(props.fwUrl, window.location)).then(
      (response) => {
        if (response.success === false) {
          store.getState().saveFailed(errorMessage(response));
          return;
        }
        store.getState().saveDone(savedAfter(response, saved), null);
        // The answer goes to every favourites view on the page (this one included).
        emit('favouritesChanged', response);
      },
      (error: unknown) => store.getState().saveFailed(errorMessage(error)),
    );
  }, [props.saveUrl, props.fwUrl, store]);

  return (
    <div className="ast-widget ast-favourites">
      {props.saveUrl && (
        <SaveButton
          saved={state.saved}
          busy={state.save === 'saving'}
          done={state.save === 'done'}
          label={props.label}
          error={state.saveError}
          onSave={save}
        />
      )}
      {props.favoritesUrl &&
        (load ? (
          <div className="ast-favourites__list">
            {state.list === 'loading' && !state.favorites && <Loader />}
            {state.list === 'error' && !state.favorites && (
              <ErrorText message={{ key: 'anstoss.favourites.loadError' }} onRetry={list.retry} />
            )}
            {state.favorites && <FavouritesList favorites={state.favorites} />}
          </div>
        ) : (
          <p className="ast-favourites__login">
            <a
              href={`${getConfig().loginUrl}?fw_url=${encodeURIComponent(
                `${window.location.pathname}${window.location.search}`,
              )}`}
            >
              {t('anstoss.favourites.login')}
            </a>
          </p>
        ))}
    </div>
  );
}
