import { useEffect, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import {
  currentPageUrl,
  emit,
  getConfig,
  getSession,
  goToLogin,
  loginRedirectUrl,
  on,
  type WidgetProps,
} from '@anstoss/runtime/widget';
import { ErrorText, Loader, useAction, useResource, useStoreFields } from '@anstoss/ui';
import { favouritesOfEvent, fetchFavourites, savePage } from './api.ts';
import { resolveFwUrl, shouldLoadFavourites } from './logic.ts';
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
  const [store] = useState(() =>
    createFavouritesStore(
      { saved: props.saved },
      (_: void, { signal }) =>
        savePage(props.saveUrl ?? '', resolveFwUrl(props.fwUrl, window.location), signal),
      getSession,
    ),
  );
  const state = useStoreFields(store, ['favorites', 'list', 'saved']);
  const [saving, saveAction] = useAction(store.getState().save, { abortOnUnmount: true });
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

  const save = () => {
    if (!props.saveUrl) return;
    if (!getSession().loggedIn) {
      goToLogin();
      return;
    }
    // Focus stays on the toggle (aria-disabled while busy); the status line or the alert speaks.
    void saveAction.run().then((result) => {
      // The answer goes to every favourites view on the page (this one included).
      if (result.status === 'success') emit('favouritesChanged', result.data);
    });
  };

  return (
    <div className="ast-widget ast-favourites">
      {props.saveUrl && (
        <SaveButton
          saved={state.saved}
          busy={saving.status === 'pending'}
          done={saving.status === 'success'}
          label={props.label}
          error={saving.status === 'error' ? saving.message : null}
          sessionEnded={saving.status === 'error' && saving.sessionEnded}
          onLogin={() => goToLogin()}
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
            <a href={loginRedirectUrl(getConfig().loginUrl, currentPageUrl())}>
              {t('anstoss.favourites.login')}
            </a>
          </p>
        ))}
    </div>
  );
}
