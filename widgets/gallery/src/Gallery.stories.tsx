import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Gallery, type GalleryKind } from './Gallery.tsx';
import { galleryFixture } from './fixtures.ts';
import { galleryProps } from './props.ts';

const URL_ = '/ajax/galerie/story';
const answer = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get(URL_, resolver)] },
});

interface Args {
  kind: GalleryKind;
  sliderTimeout: string;
  startIndex: string;
}

const meta = {
  title: 'Widgets/gallery',
  args: { kind: 'news-gallery', sliderTimeout: '3000', startIndex: '0' },
  argTypes: {
    kind: { control: 'select', options: ['news-gallery', 'image-gallery', 'news-carousel'] },
  },
  render: (args: Args) => (
    <Gallery
      kind={args.kind}
      props={galleryProps.parse({
        url: URL_,
        sliderTimeout: args.sliderTimeout,
        startIndex: args.startIndex,
        loop: args.kind === 'news-carousel' ? 'false' : 'true',
      })}
      random={() => 0.4}
      host={document.createElement('div')}
    />
  ),
  parameters: answer(() => HttpResponse.json(galleryFixture(12))),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewsGallery: Story = {};
export const NewsGalleryStill: Story = { args: { sliderTimeout: '0', startIndex: '2' } };
export const ImageGallery: Story = {
  args: { kind: 'image-gallery', sliderTimeout: '0' },
  parameters: answer(() => HttpResponse.json(galleryFixture(6, false))),
};
export const NewsCarousel: Story = { args: { kind: 'news-carousel', sliderTimeout: '0' } };
export const TenThousand: Story = {
  parameters: answer(() => HttpResponse.json(galleryFixture(10_000))),
};
export const BrokenImages: Story = {
  parameters: answer(() => {
    const list = galleryFixture(3);
    list.items.forEach((item) => (item.image.src = '/does-not-exist.png'));
    return HttpResponse.json(list);
  }),
};
export const Loading: Story = {
  parameters: answer(async () => {
    await delay('infinite');
    return HttpResponse.json(galleryFixture(3));
  }),
};
export const Empty: Story = { parameters: answer(() => HttpResponse.json({ items: [] })) };
export const ServerError: Story = {
  parameters: answer(() => new HttpResponse('x', { status: 500 })),
};
export const SchemaMismatch: Story = {
  parameters: answer(() => HttpResponse.json({ items: [{ id: 1 }] })),
};
