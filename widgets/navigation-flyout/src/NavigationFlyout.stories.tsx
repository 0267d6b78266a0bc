import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import {
  emptyShopMenuFixture,
  favouritesFixture,
  menuFixture,
  shopMenuFixture,
} from './fixtures.ts';
import { NavigationFlyout } from './NavigationFlyout.tsx';
import { navigationFlyoutProps } from './props.ts';

const SHOP = '/ajax/shop/menu.json';
const FAVS = '/ajax/favourites.json';

interface HostAttributes {
  favoritesUrl: string;
  searchUrl: string;
  loggedIn: boolean;
}

const handle = (shop: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [http.get(SHOP, shop), http.get(FAVS, () => HttpResponse.json(favouritesFixture))],
  },
});

const meta = {
  title: 'Widgets/navigation-flyout',
  args: { favoritesUrl: FAVS, searchUrl: '/vereine', loggedIn: false },
  beforeEach: ({ args }) => {
    document.cookie = args.loggedIn ? 'FBDE_LOGIN=1; path=/' : 'FBDE_LOGIN=; max-age=0; path=/';
    return () => {
      document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
    };
  },
  render: ({ loggedIn: _loggedIn, ...attributes }) => (
    <div style={{ minHeight: '24rem' }}>
      <NavigationFlyout
        props={navigationFlyoutProps.parse({ ...attributes, items: menuFixture })}
        host={document.body}
      />
    </div>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: menus, shop, search, language switch (resize below 1020 px for the toggle). */
export const LoggedOut: Story = { parameters: handle(() => HttpResponse.json(shopMenuFixture)) };

/** Logged in: the favourites menu. */
export const LoggedIn: Story = {
  args: { loggedIn: true },
  parameters: handle(() => HttpResponse.json(shopMenuFixture)),
};

/** The shop menu answers no categories: the fallback. */
export const ShopFallback: Story = {
  parameters: handle(() => HttpResponse.json(emptyShopMenuFixture)),
};

/** The shop menu fails (HTTP 500): the fallback as well. */
export const ShopError: Story = {
  parameters: handle(() => new HttpResponse('Fehler', { status: 500 })),
};

/** The shop menu is slow: a loader inside the menu. */
export const ShopLoading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json(shopMenuFixture);
  }),
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(shopMenuFixture)),
};
