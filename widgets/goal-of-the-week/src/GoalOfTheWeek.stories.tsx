import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { goalListFixture, manyGoals } from './fixtures.ts';
import { GoalOfTheWeek } from './GoalOfTheWeek.tsx';
import { goalOfTheWeekProps } from './props.ts';

const LIST = '/ajax/tor-der-woche/videos.json';
const POST = '/ajax/tor-der-woche/einsenden';

const handlers = (
  list: Parameters<typeof http.get>[1],
  send: Parameters<typeof http.post>[1] = () => HttpResponse.json({ success: true }),
) => ({ msw: { handlers: [http.get(LIST, list), http.post(POST, send)] } });

const meta = {
  title: 'Widgets/goal-of-the-week',
  render: () => (
    <GoalOfTheWeek
      props={goalOfTheWeekProps.parse({
        getEndpoint: LIST,
        postEndpoint: POST,
        draftKey: 'story',
        presets: { aktion: 'tor-der-woche' },
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open a video, send empty to see the field errors, fill in and send: thank-you. */
export const Videos: Story = { parameters: handlers(() => HttpResponse.json(goalListFixture)) };
export const SendRefused: Story = {
  parameters: handlers(
    () => HttpResponse.json(goalListFixture),
    () => HttpResponse.json({ success: false, error: { message: 'Einsendeschluss war gestern.' } }),
  ),
};
export const Empty: Story = {
  parameters: handlers(() => HttpResponse.json({ success: true, entries: [] })),
};
export const TenThousand: Story = {
  parameters: handlers(() => HttpResponse.json(manyGoals(10_000))),
};
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(goalListFixture);
  }),
};
export const LoadError: Story = {
  parameters: handlers(() => new HttpResponse('kaputt', { status: 404 })),
};
