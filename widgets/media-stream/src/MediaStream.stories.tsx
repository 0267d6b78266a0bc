import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MediaStream } from './MediaStream.tsx';
import { itemMetaFixture, streamFixture } from './fixtures.ts';
import { mediaStreamProps } from './props.ts';

const paged =
  (total: number) =>
  ({ request }: { request: Request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(
      streamFixture(Number(q.get('offset')), Number(q.get('amount')), total),
    );
  };
const handlers = (stream: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get('/ajax/medien/stream', stream),
      http.get('/ajax/medien/meta', () => HttpResponse.json(itemMetaFixture)),
    ],
  },
});

const meta = {
  title: 'Widgets/media-stream',
  render: () => (
    <MediaStream
      props={mediaStreamProps.parse({
        streamUrl: '/ajax/medien/stream',
        itemMetaUrl: '/ajax/medien/meta',
        uploadUrl: '/hochladen',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a tile for the big view (sub-view 'item'); the first entry is a video. */
export const Stream: Story = { parameters: handlers(paged(250)) };
/** 10,000 entries: about a dozen slides in the DOM. */
export const TenThousand: Story = { parameters: handlers(paged(10_000)) };
export const Empty: Story = { parameters: handlers(paged(0)) };
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(streamFixture(0, 0, 0));
  }),
};
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
export const English: Story = { globals: { locale: 'en' }, parameters: handlers(paged(20)) };
