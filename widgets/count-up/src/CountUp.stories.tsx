import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountUp } from './CountUp.tsx';
import { countUpProps } from './props.ts';

/** Host attributes as a CMS editor writes them (camelCased), parsed like the runtime does. */
interface HostAttributes {
  value: string;
  from?: string;
  decimals?: string;
}

const meta = {
  title: 'Widgets/count-up',
  args: { value: '135000' },
  render: (args) => (
    <p style={{ fontFamily: 'system-ui', fontSize: '2rem' }}>
      <CountUp props={countUpProps.parse(args)} host={document.body} /> Spieler
    </p>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts from 0 to 135.000 in 3 s, starting 500 ms after it scrolls into view. */
export const Counting: Story = {};

/** A start value and decimals: 0,0 to 87,5. */
export const Decimals: Story = { args: { value: '87.5', from: '0', decimals: '1' } };

/** Counting down from a start value above the final one. */
export const CountingDown: Story = { args: { value: '12', from: '100' } };

/** English number format (the toolbar's language switch does the same for every story). */
export const English: Story = { globals: { locale: 'en' } };

/**
 * With `prefers-reduced-motion: reduce` (set it in the browser's rendering tools) the final
 * number shows at once; this story shows the final state through a value equal to the start.
 */
export const Final: Story = { args: { value: '2026', from: '2026' } };
