/**
 * Issue 6: the navigation-flyout host the layout puts on every page, and the endpoint paths of
 * the personal widgets. Kept apart from views/pages/personal.ts so the layout imports no page.
 */
import { html, jsonForScript, type SafeHtml } from '../html.ts';

export const FAVOURITES_URL = '/ajax/favourites.json';
export const SAVE_FAVOURITE_URL = '/ajax/favourites/save';
export const START_PAGE_URL = '/ajax/startpage.json';
export const SHOP_MENU_URL = '/ajax/shop/menu.json';
export const CLUB_ITEMS_URL = '/ajax/vereine/suche';
export const CLUB_TEAMS_URL = '/ajax/vereine/mannschaften';

/** The flyout's main items (spec §2 Navigation: competitions, pros, #shop, #search). */
export const NAVIGATION_ITEMS = [
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
      { id: 'searchAssociation', href: '/vereinssuche', label: 'Vereinssuche' },
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
    ],
  },
  { id: 'upload', href: '/hochladen', label: 'Hochladen' },
  { id: 'behaviours', href: '/seitenfunktionen', label: 'Seitenfunktionen' },
  { id: 'shop', href: '#shop', label: 'Shop', menuStructure: SHOP_MENU_URL },
  { id: 'search', href: '#search', label: 'Suche' },
];

/**
 * The navigation-flyout host around the server navigation: the runtime replaces the fallback
 * once the widget renders; without JavaScript the server links stay.
 */
export function navigationFlyoutHost(fallback: SafeHtml): SafeHtml {
  return html`<div data-widget="navigation-flyout" data-favorites-url="${FAVOURITES_URL}" data-search-url="/vereine" data-search-param="q"><script type="application/json" data-props>${jsonForScript({ items: NAVIGATION_ITEMS })}</script>${fallback}</div>`;
}
