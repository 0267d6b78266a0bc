import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AlbumDetail } from './AlbumDetail.tsx';
import { albumPhotosFixture } from '@anstoss/api/testing';
import { albumDetailProps } from './props.ts';

const handlers = (album: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('/ajax/fotos/album/:id', album)] },
});

const meta = {
  title: 'Widgets/album-detail',
  render: () => (
    <AlbumDetail
      props={albumDetailProps.parse({ detailUrl: '/ajax/fotos/album/', albumId: '16973375' })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Album: Story = {
  parameters: handlers(() => HttpResponse.json(albumPhotosFixture(12))),
};
/** 9,999 photos: 24 per page. */
export const Huge: Story = {
  parameters: handlers(() => HttpResponse.json(albumPhotosFixture(9999))),
};
export const EncodingRunning: Story = {
  parameters: handlers(() => HttpResponse.json(albumPhotosFixture(5, 8))),
};
export const Empty: Story = {
  parameters: handlers(() => HttpResponse.json(albumPhotosFixture(0))),
};
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(albumPhotosFixture(0));
  }),
};
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
