import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { mediaPage, relFixture } from './fixtures.ts';
import { MediaEditList } from './MediaEditList.tsx';
import { mediaEditListProps } from './props.ts';

const LIST = '/ajax/ugc/-/ajax/mstreamedit_list.html';

const handlers = (list: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get(LIST, list),
      http.post(LIST, () => HttpResponse.json({ success: true })),
      http.get('/ajax/album/rel', () => HttpResponse.json(relFixture)),
      http.get('/ajax/album/add', () => HttpResponse.json({ success: true })),
    ],
  },
});

const meta = {
  title: 'Widgets/media-edit-list',
  render: () => (
    <MediaEditList
      props={mediaEditListProps.parse({ listUrl: LIST, itemUrl: LIST, albumUrl: '/ajax/album' })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 items in pages of 10: edit one, publish the third, delete, load more. */
export const Full: Story = {
  parameters: handlers(({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(mediaPage(Number(q.get('offset')), Number(q.get('amount')), 25));
  }),
};
export const Empty: Story = {
  parameters: handlers(() => HttpResponse.json({ entries: [], final: true })),
};
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(mediaPage(0, 10, 10));
  }),
};
export const Error: Story = {
  parameters: handlers(() => new HttpResponse('kaputt', { status: 500 })),
};
