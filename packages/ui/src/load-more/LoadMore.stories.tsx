import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'UI/LoadMore',
  component: LoadMore,
  args: { status: 'idle', added: null, hasMore: true, onLoad: () => {} },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'error' } };
/** After a load: the button stays, a polite status said "12 weitere Einträge geladen". */
export const Loaded: Story = { args: { added: 12 } };
/** Everything loaded: no button. */
export const Complete: Story = { args: { added: 3, hasMore: false } };
