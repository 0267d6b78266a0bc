import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { emit } from '@anstoss/runtime/widget';
import { PhotoViewer } from './PhotoViewer.tsx';
import { albumPhotosFixture } from '@anstoss/api/testing';
import { photoViewerProps } from './props.ts';

const handlers = (count: number) => ({
  msw: {
    handlers: [
      http.get('/ajax/fotos/album/:id', () => HttpResponse.json(albumPhotosFixture(count))),
      http.get('/global/ajax_view.html/-/', () => HttpResponse.json({ success: true, views: 42 })),
    ],
  },
});

const meta = {
  title: 'Widgets/photo-viewer',
  render: () => (
    <>
      <button
        type="button"
        onClick={() => emit('photoOpen', { albumId: '16973375', photoId: '5000002', index: 2 })}
      >
        Foto 3 öffnen
      </button>
      <PhotoViewer
        props={photoViewerProps.parse({
          detailUrl: '/ajax/fotos/album/',
          viewUrl: '/global/ajax_view.html/-/',
        })}
        host={document.body}
      />
    </>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the button: the viewer opens on photo 3 (arrows, swipe, Escape). */
export const Album: Story = { parameters: handlers(12) };
/** 9,999 photos: one photo and a strip of 10 in the DOM. */
export const Huge: Story = { parameters: handlers(9999) };
