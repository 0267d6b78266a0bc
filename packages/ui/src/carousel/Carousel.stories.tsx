import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './Carousel.tsx';
import { LazyImage } from './LazyImage.tsx';

/** A generated picture per entry (no network needed). */
const picture = (i: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="100%" height="100%" fill="hsl(${(i * 37) % 360} 45% 35%)"/><text x="50%" y="55%" font-size="48" fill="#fff" text-anchor="middle" font-family="sans-serif">${i + 1}</text></svg>`,
  )}`;

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    count: 12,
    label: 'Fotos vom Spieltag',
    perView: 1,
    autoplay: true,
    renderSlide: (i: number) => (
      <LazyImage src={picture(i)} alt={`Foto ${i + 1}`} width={360} height={240} />
    ),
  },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates every 3 s; pauses on hover, focus, a hidden page and under reduced motion. */
export const Rotating: Story = {};
/** Stopped: no rotation, only previous/next. */
export const Manual: Story = { args: { autoplay: false } };
/** Media stream: three per view, 10,000 entries, only a window of slides in the DOM. */
export const TenThousand: Story = {
  args: { count: 10_000, perView: 3, before: 2, after: 3, firstDelay: 500 },
};
/** Without loop: previous is disabled on the first slide. */
export const NoLoop: Story = { args: { loop: false, autoplay: false } };
/** Images that fail: retried 3 times at 500 ms, then a placeholder of the same size. */
export const BrokenImages: Story = {
  args: {
    autoplay: false,
    renderSlide: (i: number) => (
      <LazyImage src={`/nicht-da-${i}.jpg`} alt={`Foto ${i + 1}`} width={360} height={240} />
    ),
  },
};
