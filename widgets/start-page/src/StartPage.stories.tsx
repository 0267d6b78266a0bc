import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { noFavouritesFixture, schemaMismatchStartPage, startPageFixture } from './fixtures.ts';
import { StartPage } from './StartPage.tsx';
import { startPageProps } from './props.ts';

const URL_ = '/ajax/startpage.json';

interface HostAttributes {
  url: string;
  discoverUrl: string;
  loggedIn: boolean;
}

const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get(URL_, resolver)] },
});

const meta = {
  title: 'Widgets/start-page',
  args: { url: URL_, discoverUrl: '/vereinssuche', loggedIn: true },
  beforeEach: ({ args }) => {
    document.cookie = args.loggedIn ? 'FBDE_LOGIN=1; path=/' : 'FBDE_LOGIN=; max-age=0; path=/';
    return () => {
      document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
    };
  },
  render: ({ loggedIn: _loggedIn, ...attributes }) => (
    <StartPage props={startPageProps.parse(attributes)} host={document.body} />
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With favourites: games tabs (upcoming first) and favourites tabs (teams and clubs first). */
export const WithFavourites: Story = {
  parameters: handle(() => HttpResponse.json(startPageFixture)),
};

/** Without favourites: the inviting empty state. */
export const NoFavourites: Story = {
  parameters: handle(() => HttpResponse.json(noFavouritesFixture)),
};

/** Logged out: an invitation to log in, no request. */
export const LoggedOut: Story = {
  args: { loggedIn: false },
  parameters: handle(() => HttpResponse.json(startPageFixture)),
};

/** Loading. */
export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json(startPageFixture);
  }),
};

/** HTTP 500 after the retries. */
export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('Fehler', { status: 500 })),
};

/** Network failure. */
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };

/** Malformed JSON. */
export const MalformedJson: Story = {
  parameters: handle(
    () => new HttpResponse('{"success": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

/** A body that fails the schema. */
export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json(schemaMismatchStartPage)),
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(startPageFixture)),
};
