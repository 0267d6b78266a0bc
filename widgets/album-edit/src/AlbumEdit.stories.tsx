import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { AlbumEdit } from './AlbumEdit.tsx';
import { albumDetail } from './fixtures.ts';
import { albumEditProps } from './props.ts';

const ok = () => HttpResponse.json({ success: true });
const handlers = (detail: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get('/ajax/album/detail', detail),
      http.get('/ajax/album/:op', ok),
      http.post('/ajax/album', ok),
      http.post('/ajax/ugc/-/ajax/mstreamedit_list.html', ok),
    ],
  },
});

const meta = {
  title: 'Widgets/album-edit',
  render: () => (
    <AlbumEdit
      props={albumEditProps.parse({
        albumBase: '/ajax/album',
        albumId: 'ALB00000000000000000000000000042',
        backUrl: '/meine-alben',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open "Fotos bearbeiten": move photos with the ↑/↓ buttons, save the order. */
export const Full: Story = { parameters: handlers(() => HttpResponse.json(albumDetail(8))) };
/** 3 of 8 photos still being processed: "Wird verarbeitet" and a re-poll every 5 s. */
export const Encoding: Story = { parameters: handlers(() => HttpResponse.json(albumDetail(5, 8))) };
export const Empty: Story = { parameters: handlers(() => HttpResponse.json(albumDetail(0))) };
export const Gone: Story = {
  parameters: handlers(() => HttpResponse.json({ success: false }, { status: 404 })),
};
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json(albumDetail(1));
  }),
};
export const Error: Story = {
  parameters: handlers(() => new HttpResponse('kaputt', { status: 500 })),
};
