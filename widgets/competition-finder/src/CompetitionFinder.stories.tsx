import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { selectionKey } from './api.ts';
import { CompetitionFinder } from './CompetitionFinder.tsx';
import {
  areasFixture,
  competitionsFixture,
  flatBase,
  nestedBase,
  schemaMismatchBase,
} from './fixtures.ts';
import { competitionFinderProps } from './props.ts';

const BASE = '/ajax/wam/base.json';
const AREAS = '/ajax/wam/areas/_CLIENT/_SEASON/_COMPETITIONTYPE';
const COMPETITIONS =
  '/ajax/wam/competitions/_CLIENT/_SEASON/_COMPETITIONTYPE/_TEAMTYPE/_AREA/_LEAGUE';

interface HostAttributes {
  jsonBase: string;
  areasUrl: string;
  competitionsUrl: string;
  submitUrl?: string;
  placeholderClient?: string;
}

const handlers = (
  base: Parameters<typeof http.get>[1],
  areas?: Parameters<typeof http.get>[1],
) => ({
  msw: {
    handlers: [
      http.get(BASE, base),
      http.get('/ajax/wam/areas/:c/:s/:t', areas ?? (() => HttpResponse.json(areasFixture))),
      http.get('/ajax/wam/competitions/:c/:s/:t/:tt/:a/:l', () =>
        HttpResponse.json(competitionsFixture),
      ),
    ],
  },
});

const meta = {
  title: 'Widgets/competition-finder',
  args: { jsonBase: BASE, areasUrl: AREAS, competitionsUrl: COMPETITIONS },
  beforeEach: () => {
    localStorage.removeItem(selectionKey('FBDE'));
  },
  render: (args) => (
    <CompetitionFinder props={competitionFinderProps.parse(args)} host={document.body} />
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nested base data (successively): seasons wait for the client. */
export const Successively: Story = { parameters: handlers(() => HttpResponse.json(nestedBase)) };

/** Flat base data (simultaneously): current season and default type preselected. */
export const Simultaneously: Story = { parameters: handlers(() => HttpResponse.json(flatBase)) };

/** Per-level placeholder and an absolute submit url. */
export const CustomPlaceholder: Story = {
  args: { placeholderClient: 'Landesverband wählen', submitUrl: 'https://www.fussball.de' },
  parameters: handlers(() => HttpResponse.json(flatBase)),
};

/** English texts. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handlers(() => HttpResponse.json(flatBase)),
};

/** Base data still loading. */
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(flatBase);
  }),
};

/** Areas answer slowly: the team type level shows a loader. */
export const AreasLoading: Story = {
  parameters: handlers(
    () => HttpResponse.json(nestedBase),
    async () => {
      await delay('infinite');
      return HttpResponse.json(areasFixture);
    },
  ),
};

/** Areas fail: an error with retry below the levels. */
export const AreasFail: Story = {
  parameters: handlers(
    () => HttpResponse.json(nestedBase),
    () => new HttpResponse(null, { status: 500 }),
  ),
};

/** HTTP 500 for the base data. */
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('Fehler', { status: 500 })),
};

/** Network failure. */
export const NetworkError: Story = { parameters: handlers(() => HttpResponse.error()) };

/** Malformed JSON. */
export const MalformedJson: Story = {
  parameters: handlers(
    () => new HttpResponse('{"Mandanten": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

/** A body that fails the schema. */
export const SchemaMismatch: Story = {
  parameters: handlers(() => HttpResponse.json(schemaMismatchBase)),
};
