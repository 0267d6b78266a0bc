import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Rating } from './Rating.tsx';
import { ratingProps } from './props.ts';

const handle = (resolver: Parameters<typeof http.post>[1]) => ({
  msw: { handlers: [http.post('/ajax/items/foto-1/rating', resolver)] },
});

const meta = {
  title: 'Widgets/rating',
  args: { average: '3.2', rating: '0' },
  render: (args: { average: string; rating: string; points?: string }) => (
    <Rating
      props={ratingProps.parse({ url: '/ajax/items/foto-1/rating', itemId: 'foto-1', ...args })}
      host={document.body}
    />
  ),
} satisfies Meta<{ average: string; rating: string; points?: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = { parameters: handle(() => HttpResponse.json({ success: true })) };
export const MediaPoints: Story = {
  args: { points: '350' },
  parameters: handle(() => HttpResponse.json({ success: true })),
};
export const Refused: Story = {
  args: { rating: '2' },
  parameters: handle(() =>
    HttpResponse.json({ success: false, error: { message: 'Bitte vergib 1 bis 5 Sterne.' } }),
  ),
};
