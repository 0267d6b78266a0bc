import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRange, type DateRangeProps } from './DateRange.tsx';

function Range(props: Omit<DateRangeProps, 'onChange' | 'children'>) {
  const [range, setRange] = useState({ from: props.from, to: props.to });
  return (
    <DateRange {...props} {...range} onChange={(from, to) => setRange({ from, to })}>
      <button type="button" className="ast-button ast-button--secondary">
        Aktualisieren
      </button>
    </DateRange>
  );
}

const meta = {
  title: 'UI/DateRange',
  component: Range,
  args: {
    label: 'Zeitraum',
    fromLabel: 'Von',
    toLabel: 'Bis',
    from: '2025-09-01',
    to: '2025-09-30',
    today: '2025-09-15',
  },
  decorators: [
    (Story) => (
      <div
        className="ast-widget"
        style={{ padding: '1rem', minHeight: '28rem', display: 'flex', gap: '0.75rem' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Range>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bounded: Story = {};
/** Both ends open: every day can be picked. */
export const Open: Story = { args: { from: null, to: null } };
