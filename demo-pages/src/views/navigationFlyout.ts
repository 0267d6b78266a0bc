/**
 * Issue 6: the navigation-flyout host the layout puts on every page, and the endpoint paths of
 * the personal widgets. Kept apart from views/pages/personal.ts so the layout imports no page.
 */
import { itemKind, itemLabel } from '../../../widgets/navigation-flyout/src/logic.ts';
import type { MainItem } from '../../../widgets/navigation-flyout/src/props.ts';
import de from '../../../widgets/navigation-flyout/i18n/de.json' with { type: 'json' };
import en from '../../../widgets/navigation-flyout/i18n/en.json' with { type: 'json' };
import type { RequestState } from '../context.ts';
import { html, jsonForScript, type SafeHtml } from '../html.ts';
import type { Lang } from '../logic/dates.ts';

export const FAVOURITES_URL = '/ajax/favourites.json';
export const SAVE_FAVOURITE_URL = '/ajax/favourites/save';
export const START_PAGE_URL = '/ajax/startpage.json';
export const SHOP_MENU_URL = '/ajax/shop/menu.json';
export const CLUB_ITEMS_URL = '/ajax/vereine/suche';
export const CLUB_TEAMS_URL = '/ajax/vereine/mannschaften';

/**
 * The flyout's main items (spec §2 Navigation: competitions, pros, #shop, #search). The nine
 * main items fit one row from 1020 px (the language switch sits in the header bar there); the
 * upload page is in the media menu and the behaviours page is linked from the footer. Logged in,
 * "Mein Fußball" is in the account menu and "Meine Favoriten" takes its place (navigationItems).
 */
export const NAVIGATION_ITEMS: MainItem[] = [
  { id: 'home', href: '/', label: 'Start' },
  { id: 'news', href: '/news', label: 'News' },
  {
    id: 'competitions',
    label: 'Wettbewerbe',
    items: [
      { id: 'wam', href: '/wettbewerbe', label: 'Wettbewerbssuche' },
      { id: 'stats', href: '/statistik', label: 'Statistiken' },
      { id: 'matchcal', href: '/spielplan', label: 'Spielkalender' },
    ],
  },
  { id: 'clubs', href: '/vereine', label: 'Vereine' },
  {
    id: 'pros',
    label: 'Profis',
    items: [
      { id: 'searchAssociation', href: '/vereine', label: 'Vereinssuche' },
      { id: 'searchPlayer', href: '/spieler', label: 'Spielersuche' },
    ],
  },
  { id: 'myFootball', href: '/mein-fussball', label: 'Mein Fußball' },
  {
    id: 'media',
    label: 'Medien',
    items: [
      { id: 'photos', href: '/fotos', label: 'Fotos' },
      { id: 'tv', href: '/tv', label: 'Anstoss TV' },
      { id: 'goalOfTheWeek', href: '/tor-der-woche', label: 'Tor der Woche' },
      { id: 'upload', href: '/hochladen', label: 'Hochladen' },
    ],
  },
  { id: 'shop', href: '#shop', label: 'Shop', menuStructure: SHOP_MENU_URL },
  { id: 'search', href: '#search', label: 'Suche' },
];

const SEARCH_URL = '/vereine';

/** The main items for this request: logged in, without "Mein Fußball" (it is in the account menu). */
export function navigationItems(state: Pick<RequestState, 'user'>): MainItem[] {
  return state.user
    ? NAVIGATION_ITEMS.filter((item) => item.id !== 'myFootball')
    : NAVIGATION_ITEMS;
}

type Translate = Parameters<typeof itemLabel>[1];

/** The widget's texts in the page's language (the server renders what the widget will render). */
function widgetText(lang: Lang): Translate {
  const texts: Record<string, string> = lang === 'en' ? en : de;
  return (key) => texts[key] ?? key;
}

/** Where a menu item leads without JavaScript: its first sub item, the shop, the search page. */
function fallbackHref(item: MainItem): string {
  const kind = itemKind(item);
  if (kind === 'shop') return item.fallbackUrl ?? '/';
  if (kind === 'search') return SEARCH_URL;
  if (kind === 'menu') return item.items?.[0]?.href ?? '/';
  return item.href ?? '/';
}

const CHEVRON = html`<span class="ast-nav__chevron" aria-hidden="true"></span>`;

/**
 * The widget's own markup (widgets/navigation-flyout/src/NavigationFlyout.tsx, parts/), so the
 * navigation is on screen with the page in the geometry the widget mounts into: nothing moves
 * when it takes over (issue 11, layout shift); the widget loads when the reader turns to it
 * (issue 31). Without JavaScript the menus are links to their first page, the language switch is the server's form, and below 1020 px the panel shows
 * without the toggle (site.css, `scripting: none`).
 */
function serverNavigation(state: RequestState): SafeHtml {
  const t = widgetText(state.lang);
  const here = state.path.split('?')[0];
  const entry = (item: MainItem, label: string, kind: string) => {
    const href = fallbackHref(item);
    const current = kind === 'link' && href === here ? html` aria-current="page"` : null;
    if (kind === 'link')
      return html`<li class="ast-nav__item"><a class="ast-nav__main" href="${href}"${current}>${label}</a></li>`;
    // A menu is the widget's button, which the first press loads the widget with and opens
    // (widgets/navigation-flyout/src/LazyNavigation.tsx); without scripts, a link to its first page
    // (site.css hides the button there).
    return html`<li class="ast-nav__item" data-kind="${kind}"><button type="button" class="ast-nav__main" aria-expanded="false">${label}${CHEVRON}</button><noscript><a class="ast-nav__main" href="${href}">${label}${CHEVRON}</a></noscript></li>`;
  };
  const items = navigationItems(state).map((item) =>
    entry(item, itemLabel(item, t), itemKind(item)),
  );
  const favourites = state.user
    ? entry(
        { id: '__favourites', href: '/mein-fussball' },
        t('anstoss.navigationFlyout.favourites'),
        'favourites',
      )
    : null;
  const language = (code: 'de' | 'en', name: string) =>
    html`<button type="submit" class="ast-nav__language" name="lang" value="${code}" lang="${code}" data-language-switch="${code}" aria-pressed="${state.lang === code ? 'true' : 'false'}">${name}</button>`;
  return html`<nav class="ast-widget ast-nav" aria-label="${t('anstoss.navigationFlyout.label')}"><button type="button" class="ast-nav__toggle" aria-expanded="false" aria-controls="navigation-panel"><span class="ast-nav__burger" aria-hidden="true"></span>${t('anstoss.navigationFlyout.menu')}</button><div id="navigation-panel" class="ast-nav__panel"><ul class="ast-nav__list">${items}${favourites}</ul><form class="ast-nav__languages" role="group" aria-label="${t('anstoss.navigationFlyout.language')}" method="get" action="/sprache"><input type="hidden" name="fw_url" value="${state.path}">${language('de', 'Deutsch')}${language('en', 'English')}</form></div></nav>`;
}

/**
 * The navigation-flyout host, with the widget's markup rendered by the server (see
 * serverNavigation): the runtime replaces it with the widget in the same place and size.
 */
export function navigationFlyoutHost(state: RequestState): SafeHtml {
  return html`<div data-widget="navigation-flyout" data-favorites-url="${FAVOURITES_URL}" data-search-url="${SEARCH_URL}" data-search-param="q"><script type="application/json" data-props>${jsonForScript({ items: navigationItems(state) })}</script>${serverNavigation(state)}</div>`;
}
