import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { matchEventsFixture } from './fixtures.ts';
import { MatchQuickview } from './MatchQuickview.tsx';

const URL = '/ajax/spiel/1/ereignisse.json';
const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get(URL, resolver)] },
});

const meta = {
  title: 'Widgets/match-quickview',
  args: { url: URL, width: 800 },
  render: ({ url, width }) => (
    <div style={{ width }}>
      <MatchQuickview props={{ url }} host={document.body} />
    </div>
  ),
} satisfies Meta<{ url: string; width: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide container (right padding 30), with extra time. */
export const WithExtraTime: Story = {
  parameters: handle(() => HttpResponse.json(matchEventsFixture)),
};

/** Container of 700 px: right padding 55. */
export const Narrow: Story = {
  args: { width: 700 },
  parameters: handle(() => HttpResponse.json(matchEventsFixture)),
};

/** durationSections 1: one section. */
export const OneSection: Story = {
  parameters: handle(() =>
    HttpResponse.json({
      ...matchEventsFixture,
      durationSections: 1,
      sections: { ...matchEventsFixture.sections, 'extra-time': undefined },
    }),
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(matchEventsFixture)),
};

export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json(matchEventsFixture);
  }),
};

export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('x', { status: 500 })),
};
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };
export const MalformedJson: Story = {
  parameters: handle(
    () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } }),
  ),
};
export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json({ sections: 3 })),
};
