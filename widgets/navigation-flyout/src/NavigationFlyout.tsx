import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useStore } from 'zustand';
import { isLanguage, useTranslation, type Language } from '@anstoss/i18n';
import { getConfig, getSession, on, type WidgetProps } from '@anstoss/runtime/widget';
import { useDismissable, useResource } from '@anstoss/ui';
import { favouritesOfEvent, fetchFavourites, fetchShopMenu, switchLanguage } from './api.ts';
import { keyMove, type KeyPlace } from './keys.ts';
import { languageCookieName, syncLanguageCookie } from './languageCookie.ts';
import { itemKind, shopCategories } from './logic.ts';
import type { MainItem, NavigationFlyoutProps } from './props.ts';
import { createNavigationStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import { MainEntry } from './parts/MainEntry.tsx';
import './navigationFlyout.css';

/** The favourites menu's id (it is not one of the CMS's items). */
export const FAVOURITES_ID = '__favourites';
/** The person's favourites: a main item after the CMS's, shown when logged in. */
const FAVOURITES_ITEM: MainItem = { id: FAVOURITES_ID, items: [] };

/**
 * View root: a disclosure navigation (WAI-ARIA Authoring Practices) with main items, menus of
 * sub items, the shop menu, the search entry, the person's favourites, a mobile toggle and the
 * German/English switch.
 */
export function NavigationFlyout({ props }: WidgetProps<NavigationFlyoutProps>) {
  const { t, i18n } = useTranslation();
  const [store] = useState(createNavigationStore);
  const openId = useStore(store, (s) => s.openId);
  const mobileOpen = useStore(store, (s) => s.mobileOpen);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'first' | 'search' | null>(null);
  const panelId = useId();
  const [loggedIn] = useState(() => getSession().loggedIn);
  const cookieName = languageCookieName(props.languageCookie, getConfig().productPrefix);
  const showFavourites = loggedIn && Boolean(props.favoritesUrl);

  // The server's language cookie follows the widgets' language.
  useEffect(() => syncLanguageCookie(cookieName), [cookieName]);

  // Favourites: loaded only with the login cookie; every 'favourites changed' event updates them.
  useResource({
    key: showFavourites && props.favoritesUrl ? props.favoritesUrl : null,
    load: (url, { signal }) => fetchFavourites(url, signal),
    onData: (response) => store.getState().setFavorites(response.favorites),
    onError: (error, url) => console.warn('[anstoss] navigation-flyout: favourites', url, error),
  });
  useEffect(
    () =>
      on('favouritesChanged', (data) => {
        const favorites = favouritesOfEvent(data);
        if (favorites) store.getState().setFavorites(favorites);
      }),
    [store],
  );

  // The shop menu loads when it is first opened; when it fails, the fallback link stays.
  const [shopUrl, setShopUrl] = useState<string | null>(null);
  const loadShop = useCallback(
    (item: MainItem) => {
      if (store.getState().shop !== 'idle') return;
      if (!item.menuStructure) {
        store.getState().shopLoaded(null);
        return;
      }
      store.getState().shopLoading();
      setShopUrl(item.menuStructure);
    },
    [store],
  );
  useResource({
    key: shopUrl,
    load: (url, { signal }) => fetchShopMenu(url, signal),
    onData: (response) => store.getState().shopLoaded(shopCategories(response)),
    onError: (error, url) => {
      console.warn('[anstoss] navigation-flyout: shop menu', url, error);
      store.getState().shopLoaded(null);
    },
  });

  // Header flyout menus (spec §2): one open at a time. Opening '#shop' loads the shop menu; a
  // click on '#search' focuses the search query field; Down on a menu button opens it and moves
  // to its first entry. Focus moves once the menu has rendered (pendingFocus).
  const openMenu = useCallback(
    (item: MainItem, focus: 'first' | 'search' | null) => {
      if (itemKind(item) === 'shop') loadShop(item);
      if (store.getState().openId === item.id) {
        if (focus) focusInto(subPanel(navRef.current, item.id), focus);
        return;
      }
      pendingFocus.current = focus;
      store.getState().open(item.id);
    },
    [loadShop, store],
  );
  const toggleMenu = (item: MainItem) => {
    if (store.getState().openId === item.id) store.getState().close();
    else openMenu(item, itemKind(item) === 'search' ? 'search' : null);
  };

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target && openId) focusInto(subPanel(navRef.current, openId), target);
  });

  const mainItems = () => [
    ...(navRef.current?.querySelectorAll<HTMLElement>('[data-main-item]') ?? []),
  ];
  const mainItem = (id: string) => mainItems().find((main) => main.dataset.mainItem === id) ?? null;

  // Escape closes the open menu (focus back on its main item), else the mobile panel (focus back
  // on the toggle). A click outside, or focus moving outside, closes the open menu. On 'click',
  // not 'pointerdown': a menu that closes while the pointer is down would shift the page under
  // it (menus are inline on phones) and swallow the click.
  const dismissable = useDismissable(navRef, {
    open: openId !== null || mobileOpen,
    outsideEvent: 'click',
    closeOnFocusOutside: true,
    returnFocusTo: () => {
      const open = store.getState().openId;
      return open ? mainItem(open) : toggleRef.current;
    },
    onDismiss: (reason) => {
      if (reason === 'escape' && !store.getState().openId) store.getState().setMobileOpen(false);
      else store.getState().close();
      // Focus (or a click) leaving the navigation closes the phone panel too.
      if (reason !== 'escape') store.getState().setMobileOpen(false);
    },
  });

  // Tab moving on from an open menu (to the next main item) closes it: an open menu never
  // covers what has focus next (issue 18, item 7).
  const pointerDown = useRef(false);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    dismissable.onFocus(event);
    // A pointer press on another main item is left to its click, which opens that menu: closing
    // the open one on mousedown would move the item away from under the pointer before the click.
    const byPointer = pointerDown.current;
    pointerDown.current = false;
    const open = store.getState().openId;
    if (!open || byPointer) return;
    const target = event.target as Node;
    if (subPanel(navRef.current, open)?.contains(target) || mainItem(open)?.contains(target))
      return;
    store.getState().close();
  };

  // The keyboard rules are keyMove's (keys.ts); here they meet the DOM.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    pointerDown.current = false;
    dismissable.onKeyDown(event);
    if (event.key === 'Escape') return;
    const target = event.target as HTMLElement;
    const mains = mainItems();
    const place = keyPlace(target, mains);
    const move = place && keyMove(event.key, place);
    if (!move) return;
    event.preventDefault();
    if (move.focus === 'entry') {
      menuEntries(target.closest<HTMLElement>('[data-sub]'))[move.index]?.focus();
    } else if (move.focus === 'main') {
      if (move.closeMenu) store.getState().close();
      mains[move.index]?.focus();
    } else {
      const id = target.dataset.mainItem ?? '';
      openMenu(props.items.find((item) => item.id === id) ?? { id }, 'first');
    }
  };

  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const chooseLanguage = (next: Language) => {
    switchLanguage(next, cookieName).catch((error: unknown) =>
      console.warn('[anstoss] navigation-flyout: language switch', error),
    );
  };

  return (
    <nav
      ref={navRef}
      className="ast-widget ast-nav"
      aria-label={t('anstoss.navigationFlyout.label')}
      onKeyDown={onKeyDown}
      onBlur={dismissable.onBlur}
      onFocus={onFocus}
      onPointerDown={() => (pointerDown.current = true)}
    >
      <button
        ref={toggleRef}
        type="button"
        className="ast-nav__toggle"
        aria-expanded={mobileOpen}
        aria-controls={panelId}
        onClick={() => store.getState().setMobileOpen(!mobileOpen)}
      >
        <span className="ast-nav__burger" aria-hidden="true" />
        {t('anstoss.navigationFlyout.menu')}
      </button>
      <div id={panelId} className="ast-nav__panel" data-open={mobileOpen ? '' : undefined}>
        <StoreProvider store={store}>
          <ul className="ast-nav__list">
            {[...props.items, ...(showFavourites ? [FAVOURITES_ITEM] : [])].map((item) => (
              <MainEntry
                key={item.id}
                item={item}
                favourites={item === FAVOURITES_ITEM}
                open={openId === item.id}
                onToggle={() => toggleMenu(item)}
                searchUrl={props.searchUrl}
                searchParam={props.searchParam}
              />
            ))}
          </ul>
        </StoreProvider>
        <LanguageSwitch language={language} onChoose={chooseLanguage} />
      </div>
    </nav>
  );
}

/** The panel of a main item's menu. */
function subPanel(nav: HTMLElement | null, id: string): HTMLElement | null {
  return nav?.querySelector<HTMLElement>(`[data-sub="${CSS.escape(id)}"]`) ?? null;
}

/** Focus into an open menu: its search field, or its first entry. */
function focusInto(panel: HTMLElement | null, where: 'first' | 'search') {
  if (where === 'search') panel?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  else menuEntries(panel)[0]?.focus();
}

/**
 * Where a key went (keys.ts, KeyPlace): a main item (one of `mains`) or an entry of an open
 * menu; null for the search field and everything else.
 */
function keyPlace(target: HTMLElement, mains: HTMLElement[]): KeyPlace | null {
  const menu = target.tagName === 'INPUT' ? null : target.closest<HTMLElement>('[data-sub]');
  if (menu) {
    const entries = menuEntries(menu);
    return {
      on: 'menu',
      main: mains.findIndex((main) => main.dataset.mainItem === menu.dataset.sub),
      count: mains.length,
      entry: entries.indexOf(target),
      entries: entries.length,
    };
  }
  if (target.dataset.mainItem === undefined) return null;
  return {
    on: 'main',
    index: mains.indexOf(target),
    count: mains.length,
    hasMenu: target.hasAttribute('aria-expanded'),
  };
}

/** The focusable entries of an open menu, in order (arrow keys move between them). */
function menuEntries(panel: HTMLElement | null | undefined): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}
