import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { EditItem } from './EditItem.tsx';
import { editItemProps } from './props.ts';

const handle = (resolver: Parameters<typeof http.post>[1]) => ({
  msw: { handlers: [http.post('/ajax/items/foto-1/edit', resolver)] },
});

const meta = {
  title: 'Widgets/edit-item',
  render: () => (
    <EditItem
      props={editItemProps.parse({
        url: '/ajax/items/foto-1/edit',
        itemId: 'foto-1',
        title: 'Flutlichtspiel',
        description: 'Gegentribüne',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form stays active: the server refuses (a real success would reload the page). */
export const Refused: Story = {
  parameters: handle(() =>
    HttpResponse.json({ success: false, error: { message: 'Der Titel ist zu kurz.' } }),
  ),
};
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };
