import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { clubsFixture, schemaMismatchClubs, teamsFixture } from './fixtures.ts';
import { ClubSearch } from './ClubSearch.tsx';
import { clubSearchProps } from './props.ts';

const ITEMS = '/ajax/vereine/suche';
const TEAMS = '/ajax/vereine/mannschaften';

interface HostAttributes {
  itemsUrl: string;
  teamsUrl: string;
  minLength: string;
  select: 'true' | 'false';
}

const handle = (items: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get(ITEMS, items),
      http.get(`${TEAMS}/id/:id`, () =>
        HttpResponse.json({ success: true, entries: teamsFixture }),
      ),
    ],
  },
});

const meta = {
  title: 'Widgets/club-search',
  args: { itemsUrl: ITEMS, teamsUrl: TEAMS, minLength: '4', select: 'false' },
  argTypes: { select: { control: 'inline-radio', options: ['true', 'false'] } },
  render: (args) => <ClubSearch props={clubSearchProps.parse(args)} host={document.body} />,
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 4 characters ("Schw"): suggestions; choose one to see its teams. */
export const Default: Story = {
  parameters: handle(() => HttpResponse.json({ success: true, entries: clubsFixture })),
};

/** The endpoint answers a plain array. */
export const ArrayAnswer: Story = { parameters: handle(() => HttpResponse.json(clubsFixture)) };

/** Nothing found. */
export const NoResults: Story = {
  parameters: handle(() => HttpResponse.json({ success: true, entries: [] })),
};

/** Slow answers (2 s). */
export const Slow: Story = {
  parameters: handle(async () => {
    await delay(2000);
    return HttpResponse.json(clubsFixture);
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
    () => new HttpResponse('{"entries": [', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

/** A body that fails the schema. */
export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json(schemaMismatchClubs)),
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(clubsFixture)),
};
