import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrossTable } from './CrossTable.tsx';
import { crossTableFixture } from './fixtures.ts';
import { crossTableProps } from './props.ts';

const meta = {
  title: 'Widgets/cross-table',
  args: { width: 320 },
  render: ({ width }) => (
    <div style={{ width }}>
      <CrossTable props={crossTableProps.parse(crossTableFixture)} host={document.body} />
    </div>
  ),
} satisfies Meta<{ width: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrow container: the arrows scroll 80 px at a time. */
export const Scrollable: Story = {};

/** Wide container: nothing to scroll, both arrows disabled. */
export const FitsAll: Story = { args: { width: 1000 } };

export const English: Story = { globals: { locale: 'en' } };
