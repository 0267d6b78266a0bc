import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AlbumEditList } from './AlbumEditList.tsx';
import { albumEntry, albumPage } from './fixtures.ts';
import { albumEditListProps } from './props.ts';

const ok = () => HttpResponse.json({ success: true });
const handlers = (list: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get('/ajax/album/list', list),
      http.get('/ajax/album/edit', ok),
      http.get('/ajax/album/del', ok),
      http.post('/ajax/album', ok),
    ],
  },
});

const meta = {
  title: 'Widgets/album-edit-list',
  render: () => (
    <AlbumEditList
      props={albumEditListProps.parse({
        url: '/ajax/album/list',
        albumBase: '/ajax/album',
        editPage: '/meine-alben/-/album/{id}',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  parameters: handlers(({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(albumPage(Number(q.get('offset')), Number(q.get('amount')), 6));
  }),
};
/** One album still encoding: the list asks again every 5 s. */
export const Encoding: Story = {
  parameters: handlers(() =>
    HttpResponse.json({ entries: [albumEntry(1, { encodingrunning: true })], final: true }),
  ),
};
export const Empty: Story = {
  parameters: handlers(() => HttpResponse.json({ entries: [], final: true })),
};
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(albumPage(0, 10, 3));
  }),
};
export const Error: Story = {
  parameters: handlers(() => new HttpResponse('kaputt', { status: 500 })),
};
