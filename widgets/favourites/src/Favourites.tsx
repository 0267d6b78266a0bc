import {
  type ComponentType,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNKNOWN_ERROR_KEY } from '@anstoss/api';
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
import {
  ErrorText,
  Loader,
  useResource,
  useStoreFields,
  type ErrorMessage,
  type SessionEndedProps,
} from '@anstoss/ui';
import { favouritesOfEvent, fetchFavourites, savePage } from './api.ts';
import { resolveFwUrl, shouldLoadFavourites } from './logic.ts';
import type { FavouritesProps } from './props.ts';
import { createFavouritesStore, type FavouritesStore } from './store.ts';
import { FavouritesList } from './parts/FavouritesList.tsx';
import { SaveButton } from './parts/SaveButton.tsx';
import type { SaveAction } from './save.ts';
import './favourites.css';

/**
 * View root: the person's favourites list (data-favorites-url) and/or the save button
 * (data-save-url). Every instance follows 'favourites changed' events, so all lists on the page
 * show the latest data.favorites.
 */
export function Favourites({ props }: WidgetProps<FavouritesProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createFavouritesStore({ saved: props.saved }));
  const state = useStoreFields(store, ['favorites', 'list', 'saved']);
  const writer = useSaveWriter(store, props);
  const saving = writer.state;
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
    // The answer goes to every favourites view on the page (this one included).
    void writer.run().then((result) => {
      if (result?.status === 'success') emit('favouritesChanged', result.data);
    });
  };

  return (
    <div className="ast-widget ast-favourites">
      {props.saveUrl && (
        <SaveButton
          saved={state.saved}
          busy={writer.starting || saving.status === 'pending'}
          done={saving.status === 'success'}
          label={props.label}
          error={saving.status === 'error' ? saving.message : writer.loadError}
          sessionEnded={saving.status === 'error' && saving.sessionEnded}
          SessionEnded={writer.SessionEnded}
          onLogin={() => goToLogin()}
          onSave={save}
          onApproach={writer.warm}
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

type SaveState = ReturnType<SaveAction['getState']>;
/** The save's state before its action exists (nothing sent yet). */
const NOT_SENT: Pick<SaveState, 'status' | 'data' | 'message' | 'sessionEnded'> = {
  status: 'idle',
  data: undefined,
  message: null,
  sessionEnded: false,
};
const noSubscription = () => () => {};
const notSent = () => NOT_SENT;

/**
 * The save's write part (save.ts), loaded when the button is first approached (pointer, focus)
 * or pressed (issue 31). `run` loads it if needed and sends once: a press while the part loads
 * or the write is in flight is swallowed (the button is busy from the press on). The state is
 * the action's (as `useAction` reads it); the write in flight is aborted on unmount.
 */
function useSaveWriter(store: FavouritesStore, props: FavouritesProps) {
  const [loaded, setLoaded] = useState<{
    action: SaveAction;
    SessionEnded: ComponentType<SessionEndedProps>;
  } | null>(null);
  const [starting, setStarting] = useState(false);
  const [loadError, setLoadError] = useState<ErrorMessage | null>(null);
  const loading = useRef<Promise<SaveAction> | null>(null);
  const pressed = useRef(false);
  const action = loaded?.action;
  const state = useSyncExternalStore(
    action?.subscribe ?? noSubscription,
    action?.getState ?? notSent,
  );
  useEffect(() => (action ? () => action.abort() : undefined), [action]);

  const load = useCallback(() => {
    loading.current ??= import('./save.ts')
      .then((part) => {
        const created = part.createSaveAction(
          store,
          (_: void, { signal }) =>
            savePage(props.saveUrl ?? '', resolveFwUrl(props.fwUrl, window.location), signal),
          getSession,
        );
        setLoaded({ action: created, SessionEnded: part.SessionEnded });
        return created;
      })
      .catch((error: unknown) => {
        loading.current = null; // the next approach or press tries again
        throw error;
      });
    return loading.current;
  }, [store, props.saveUrl, props.fwUrl]);

  const run = async () => {
    if (pressed.current) return null;
    pressed.current = true;
    setStarting(true);
    setLoadError(null);
    try {
      return await (await load()).run();
    } catch (error) {
      console.warn('[anstoss] favourites: could not load the save', error);
      setLoadError({ key: UNKNOWN_ERROR_KEY });
      return null;
    } finally {
      pressed.current = false;
      setStarting(false);
    }
  };

  const warm = () => {
    if (getSession().loggedIn) load().catch(() => {});
  };

  return { state, run, warm, starting, loadError, SessionEnded: loaded?.SessionEnded };
}
