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
import { nextListIndex, useDismissable, useResource } from '@anstoss/ui';
import {
  favouritesOfEvent,
  fetchFavourites,
  fetchShopMenu,
  switchLanguage,
  syncLanguageCookie,
} from './api.ts';
import { itemKind, languageCookieName, shopCategories } from './logic.ts';
import type { MainItem, NavigationFlyoutProps } from './props.ts';
import { createNavigationStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { LanguageSwitch } from './parts/LanguageSwitch.tsx';
import { MainEntry } from './parts/MainEntry.tsx';
import './navigationFlyout.css';

/** The favourites menu's id (it is not one of the CMS's items). */
export const FAVOURITES_ID = '__favourites';

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

  const toggleItem = useCallback(
    (item: MainItem, focusFirst = false) => {
      const kind = itemKind(item);
      if (kind === 'shop') loadShop(item);
      const wasOpen = store.getState().openId === item.id;
      if (focusFirst) {
        if (wasOpen) {
          menuEntries(subPanel(navRef.current, item.id))[0]?.focus();
        } else {
          pendingFocus.current = 'first';
          store.getState().open(item.id);
        }
        return;
      }
      if (kind === 'search' && !wasOpen) pendingFocus.current = 'search';
      store.getState().toggle(item.id);
    },
    [loadShop, store],
  );

  // Focus moves after the menu has rendered: into the search field, or to the first link.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (!target || !openId) return;
    const panel = subPanel(navRef.current, openId);
    if (target === 'search')
      panel?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    else menuEntries(panel)[0]?.focus();
  });

  const mainItem = (id: string) =>
    navRef.current?.querySelector<HTMLElement>(`[data-main-item="${CSS.escape(id)}"]`) ?? null;

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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    pointerDown.current = false;
    dismissable.onKeyDown(event);
    if (event.key === 'Escape') return;
    const target = event.target as HTMLElement;
    const sub = target.closest<HTMLElement>('[data-sub]');
    if (
      sub &&
      (event.key === 'ArrowLeft' || event.key === 'ArrowRight') &&
      target.tagName !== 'INPUT'
    ) {
      // Left/Right inside a menu: to the previous/next main item, the menu closes.
      const mains = [...(navRef.current?.querySelectorAll<HTMLElement>('[data-main-item]') ?? [])];
      const current = mains.findIndex(
        (main) => main.getAttribute('data-main-item') === sub.getAttribute('data-sub'),
      );
      const next = nextListIndex(current, mains.length, event.key, { orientation: 'horizontal' });
      if (next !== null) {
        store.getState().close();
        mains[next]?.focus();
        event.preventDefault();
      }
      return;
    }
    if (sub && target.tagName !== 'INPUT') {
      const entries = menuEntries(sub);
      const next = nextListIndex(entries.indexOf(target), entries.length, event.key);
      if (next !== null) {
        entries[next]?.focus();
        event.preventDefault();
      }
      return;
    }
    const mainId = target.getAttribute('data-main-item');
    if (mainId === null) return;
    const mains = [...(navRef.current?.querySelectorAll<HTMLElement>('[data-main-item]') ?? [])];
    const next = nextListIndex(mains.indexOf(target), mains.length, event.key, {
      orientation: 'horizontal',
    });
    if (next !== null) {
      mains[next]?.focus();
      event.preventDefault();
      return;
    }
    if (event.key === 'ArrowDown' && target.hasAttribute('aria-expanded')) {
      const item = props.items.find((i) => i.id === mainId) ?? { id: mainId };
      toggleItem(item, true);
      event.preventDefault();
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
            {props.items.map((item) => (
              <MainEntry
                key={item.id}
                item={item}
                open={openId === item.id}
                onToggle={() => toggleItem(item)}
                searchUrl={props.searchUrl}
                searchParam={props.searchParam}
              />
            ))}
            {showFavourites && (
              <MainEntry
                item={{ id: FAVOURITES_ID, items: [] }}
                favourites
                open={openId === FAVOURITES_ID}
                onToggle={() => toggleItem({ id: FAVOURITES_ID })}
                searchUrl={props.searchUrl}
                searchParam={props.searchParam}
              />
            )}
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

/** The focusable entries of an open menu, in order (arrow keys move between them). */
function menuEntries(panel: HTMLElement | null | undefined): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}
