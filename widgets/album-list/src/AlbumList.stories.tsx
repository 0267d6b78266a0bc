import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AlbumList } from './AlbumList.tsx';
import { albumListFixture } from './fixtures.ts';
import { albumListProps } from './props.ts';

const paged =
  (total: number) =>
  ({ request }: { request: Request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json(
      albumListFixture(Number(q.get('offset')), Number(q.get('amount')), total),
    );
  };
const handlers = (list: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [http.get('/ajax/fotos/alben', list), http.get('/ajax/fotos/alben/suche', list)],
  },
});

const meta = {
  title: 'Widgets/album-list',
  render: () => (
    <AlbumList
      props={albumListProps.parse({
        listUrl: '/ajax/fotos/alben',
        searchUrl: '/ajax/fotos/alben/suche',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { parameters: handlers(paged(30)) };
export const Empty: Story = { parameters: handlers(paged(0)) };
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(albumListFixture(0, 0, 0));
  }),
};
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
export const English: Story = { globals: { locale: 'en' }, parameters: handlers(paged(14)) };
