import { useId, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { type TranslationKey, useTranslation } from '@anstoss/i18n';
import {
  currentPageUrl,
  getConfig,
  getSession,
  loginRedirectUrl,
  type WidgetProps,
} from '@anstoss/runtime/widget';
import { ErrorText, Loader, Tabs, useResource, useStoreFields } from '@anstoss/ui';
import { fetchStartPage } from './api.ts';
import {
  FAVOURITES_TABS,
  GAMES_TABS,
  shouldLoadStartPage,
  startPageView,
  type FavouritesTab,
  type GamesTab,
} from './logic.ts';
import type { StartPageProps } from './props.ts';
import { createStartPageStore } from './store.ts';
import { GameGroups } from './parts/GameGroups.tsx';
import { LinkList } from './parts/LinkList.tsx';
import './startPage.css';

const TAB_LABEL: Record<GamesTab | FavouritesTab, TranslationKey> = {
  upcoming: 'anstoss.startPage.tab.upcoming',
  recent: 'anstoss.startPage.tab.recent',
  teamsAndClubs: 'anstoss.startPage.tab.teamsAndClubs',
  competitions: 'anstoss.startPage.tab.competitions',
};

const EMPTY_TEXT: Record<GamesTab | FavouritesTab, TranslationKey> = {
  upcoming: 'anstoss.startPage.none.upcoming',
  recent: 'anstoss.startPage.none.recent',
  teamsAndClubs: 'anstoss.startPage.none.teamsAndClubs',
  competitions: 'anstoss.startPage.none.competitions',
};

/** View root: "Mein Fußball", the person's games and favourites, for logged-in members only. */
export function StartPage({ props }: WidgetProps<StartPageProps>) {
  const { t } = useTranslation();
  const [store] = useState(createStartPageStore);
  const state = useStoreFields(store, ['error', 'favouritesTab', 'gamesTab', 'status', 'view']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const gamesId = useId();
  const favouritesId = useId();

  const [, page] = useResource({
    key: shouldLoadStartPage(loggedIn) ? props.url : null,
    load: (url, { signal }) => {
      store.getState().loading();
      return fetchStartPage(url, signal);
    },
    onData: (response) => {
      if (!response.success) store.getState().failed(errorMessage(response));
      else store.getState().loaded(startPageView(response));
    },
    onError: (error) => store.getState().failed(errorMessage(error)),
  });

  if (!loggedIn) {
    return (
      <div className="ast-widget ast-start ast-start--invite">
        <p>{t('anstoss.startPage.loginInvite')}</p>
        <a className="ast-button" href={loginRedirectUrl(getConfig().loginUrl, currentPageUrl())}>
          {t('anstoss.startPage.login')}
        </a>
      </div>
    );
  }

  const { view } = state;
  return (
    <div className="ast-widget ast-start" aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && !view && <Loader />}
      {state.status === 'error' && (
        <ErrorText message={state.error ?? undefined} onRetry={page.retry} />
      )}
      {view && !view.hasFavorites && (
        <div className="ast-start__empty">
          <h2 className="ast-start__title">{t('anstoss.startPage.emptyTitle')}</h2>
          <p>{t('anstoss.startPage.emptyText')}</p>
          {props.discoverUrl && (
            <a className="ast-button" href={props.discoverUrl}>
              {t('anstoss.startPage.discover')}
            </a>
          )}
        </div>
      )}
      {view && view.hasFavorites && (
        <div className="ast-start__grid">
          <section className="ast-start__box" aria-labelledby={gamesId}>
            <h2 id={gamesId} className="ast-start__title">
              {t('anstoss.startPage.games')}
            </h2>
            <Tabs
              label={t('anstoss.startPage.games')}
              tabs={GAMES_TABS}
              tabLabel={(tab) => t(TAB_LABEL[tab])}
              selected={state.gamesTab}
              onSelect={(tab) => store.getState().setGamesTab(tab)}
            >
              <GameGroups
                groups={state.gamesTab === 'upcoming' ? view.upcoming : view.recent}
                empty={t(EMPTY_TEXT[state.gamesTab])}
              />
            </Tabs>
          </section>
          <section className="ast-start__box" aria-labelledby={favouritesId}>
            <h2 id={favouritesId} className="ast-start__title">
              {t('anstoss.startPage.favourites')}
            </h2>
            <Tabs
              label={t('anstoss.startPage.favourites')}
              tabs={FAVOURITES_TABS}
              tabLabel={(tab) => t(TAB_LABEL[tab])}
              selected={state.favouritesTab}
              onSelect={(tab) => store.getState().setFavouritesTab(tab)}
            >
              <LinkList
                links={
                  state.favouritesTab === 'teamsAndClubs' ? view.teamsAndClubs : view.competitions
                }
                empty={t(EMPTY_TEXT[state.favouritesTab])}
              />
            </Tabs>
          </section>
        </div>
      )}
    </div>
  );
}
