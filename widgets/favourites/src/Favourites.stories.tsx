import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import {
  emptyFavouritesFixture,
  favouritesFixture,
  hostileFavouritesFixture,
  savedAnswerFixture,
  schemaMismatchFavourites,
} from './fixtures.ts';
import { Favourites } from './Favourites.tsx';
import { favouritesProps } from './props.ts';

const LIST = '/ajax/favourites.json';
const SAVE = '/ajax/favourites/save';

interface HostAttributes {
  favoritesUrl?: string;
  saveUrl?: string;
  fwUrl?: string;
  label?: string;
  saved: 'true' | 'false';
  loggedIn: boolean;
}

const handlers = (list: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [http.get(LIST, list), http.post(SAVE, () => HttpResponse.json(savedAnswerFixture))],
  },
});

const meta = {
  title: 'Widgets/favourites',
  args: {
    favoritesUrl: LIST,
    saveUrl: SAVE,
    fwUrl: '/verein/fc-musterstadt',
    label: 'FC Musterstadt',
    saved: 'false',
    loggedIn: true,
  },
  beforeEach: ({ args }) => {
    document.cookie = args.loggedIn ? 'FBDE_LOGIN=1; path=/' : 'FBDE_LOGIN=; max-age=0; path=/';
    return () => {
      document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
    };
  },
  render: ({ loggedIn: _loggedIn, ...attributes }) => (
    <Favourites props={favouritesProps.parse(attributes)} host={document.body} />
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: the save button and the list (saving updates the list through the event). */
export const LoggedIn: Story = { parameters: handlers(() => HttpResponse.json(favouritesFixture)) };

/** Already a favourite: the button is pressed. */
export const AlreadySaved: Story = {
  args: { saved: 'true' },
  parameters: handlers(() => HttpResponse.json(favouritesFixture)),
};

/** Logged out: no request; the button leads to the login page, the list invites to log in. */
export const LoggedOut: Story = {
  args: { loggedIn: false },
  parameters: handlers(() => HttpResponse.json(favouritesFixture)),
};

/** No favourites yet. */
export const Empty: Story = {
  parameters: handlers(() => HttpResponse.json(emptyFavouritesFixture)),
};

/** Loading. */
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(favouritesFixture);
  }),
};

/** Hostile server HTML arrives sanitised. */
export const HostileHtml: Story = {
  parameters: handlers(() => HttpResponse.json(hostileFavouritesFixture)),
};

/** HTTP 500: a message with a retry. */
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('Fehler', { status: 500 })),
};

/** Network failure. */
export const NetworkError: Story = { parameters: handlers(() => HttpResponse.error()) };

/** Malformed JSON. */
export const MalformedJson: Story = {
  parameters: handlers(
    () => new HttpResponse('{"favorites": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

/** A body that fails the schema. */
export const SchemaMismatch: Story = {
  parameters: handlers(() => HttpResponse.json(schemaMismatchFavourites)),
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handlers(() => HttpResponse.json(favouritesFixture)),
};
