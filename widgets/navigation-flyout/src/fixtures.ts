import type { FavouritesMap, ShopMenuResponse } from './api.ts';
import type { MainItem } from './props.ts';

/** Schema-valid samples shared by tests and stories (the reference CMS builds its own menu). */
export const menuFixture: MainItem[] = [
  { id: 'home', href: '/', label: 'Start' },
  {
    id: 'competitions',
    label: 'Wettbewerbe',
    items: [
      { id: 'wam', href: '/wettbewerbe' },
      { id: 'stats', href: '/statistik' },
      { id: 'matchcal', href: '/spielkalender' },
    ],
  },
  {
    id: 'pros',
    items: [
      { id: 'searchAssociation', href: '/vereinssuche' },
      { id: 'searchPlayer', href: '/spielersuche' },
    ],
  },
  { id: 'shop', href: '#shop', menuStructure: '/ajax/shop/menu.json', fallbackUrl: '/shop' },
  { id: 'search', href: '#search' },
];

export const shopMenuFixture: ShopMenuResponse = {
  categories: [
    { name: 'Trikots', url: '/shop/trikots' },
    { name: 'Bälle', url: '/shop/baelle' },
  ],
};

export const emptyShopMenuFixture: ShopMenuResponse = {};

export const favouritesFixture: { success: boolean; favorites: FavouritesMap } = {
  success: true,
  favorites: {
    teamsAndClubs: '<ul><li><a href="/verein/fc-musterstadt">FC Musterstadt</a></li></ul>',
    competitions: '<ul><li><a href="/wettbewerb/kreisliga-a">Kreisliga A</a></li></ul>',
  },
};

/** Server HTML with a script and an event handler: must arrive sanitised. */
export const hostileFavouritesFixture = {
  favorites: {
    teamsAndClubs:
      '<ul><li><a href="javascript:alert(1)">Böse</a><img src=x onerror="alert(1)"><script>alert(1)</script></li></ul>',
  },
};
