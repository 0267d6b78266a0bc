import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import {
  emptyThreadFixture,
  repliesFixture,
  schemaMismatchThread,
  threadFixture,
} from './fixtures.ts';
import { Comments } from './Comments.tsx';
import { commentsProps } from './props.ts';

const THREAD = '/ajax/comments/7';
const handlers = (thread: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get(THREAD, thread),
      http.get(
        '/ajax/comments/replies/11',
        () => new HttpResponse(repliesFixture, { headers: { 'Content-Type': 'text/html' } }),
      ),
      http.post('/ajax/comments/delete', () => HttpResponse.json({ success: true, deleted: true })),
      http.post('/ajax/comments/report', () =>
        HttpResponse.json({ success: true, reported: true }),
      ),
    ],
  },
});

const meta = {
  title: 'Widgets/comments',
  render: () => (
    <>
      <label htmlFor="thread_text">Kommentarfeld (Ziel der Zitate)</label>
      <textarea id="thread_text" rows={3} style={{ width: '100%' }} />
      <Comments
        props={commentsProps.parse({
          url: THREAD,
          deleteUrl: '/ajax/comments/delete',
          reportUrl: '/ajax/comments/report',
        })}
        host={document.body}
      />
    </>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged-in view: replies, quote, delete (own comment) and report. Hostile markup stays text. */
export const Thread: Story = { parameters: handlers(() => HttpResponse.json(threadFixture)) };
export const Empty: Story = { parameters: handlers(() => HttpResponse.json(emptyThreadFixture)) };
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(threadFixture);
  }),
};
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
export const SchemaMismatch: Story = {
  parameters: handlers(() => HttpResponse.json(schemaMismatchThread)),
};
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handlers(() => HttpResponse.json(threadFixture)),
};
