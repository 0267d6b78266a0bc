import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { FanPoll } from './FanPoll.tsx';
import {
  closedPollFixture,
  noQuestionsFixture,
  openPollFixture,
  voteErrorFixture,
  voteFixture,
} from './fixtures.ts';
import { fanPollProps } from './props.ts';

const handlers = (
  questions: Parameters<typeof http.get>[1],
  vote: Parameters<typeof http.get>[1] = () => HttpResponse.json(voteFixture),
) => ({
  msw: {
    handlers: [
      http.get('/ajax/fan-poll/questions.json', questions),
      http.get('/ajax/fan-poll/vote.json', vote),
      http.get('/ajax/fan-poll/text.json', () =>
        HttpResponse.json({ poll: { text: 'Welche Szene des Spieltags war die schönste?' } }),
      ),
    ],
  },
});

const meta = {
  title: 'Widgets/fan-poll',
  render: () => (
    <FanPoll
      props={fanPollProps.parse({
        questionsUrl: '/ajax/fan-poll/questions.json',
        voteUrl: '/ajax/fan-poll/vote.json',
        pollTextUrl: '/ajax/fan-poll/text.json',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose "Parade des Monats" and vote: the verified result is merged. */
export const Open: Story = { parameters: handlers(() => HttpResponse.json(openPollFixture)) };
export const VoteRefused: Story = {
  parameters: handlers(
    () => HttpResponse.json(openPollFixture),
    () => HttpResponse.json(voteErrorFixture),
  ),
};
export const Closed: Story = { parameters: handlers(() => HttpResponse.json(closedPollFixture)) };
export const NoQuestions: Story = {
  parameters: handlers(() => HttpResponse.json(noQuestionsFixture)),
};
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(openPollFixture);
  }),
};
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handlers(() => HttpResponse.json(openPollFixture)),
};
