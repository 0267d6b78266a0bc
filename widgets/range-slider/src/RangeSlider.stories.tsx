import type { Meta, StoryObj } from '@storybook/react-vite';
import { rangeSliderProps } from './props.ts';
import { RangeSlider } from './RangeSlider.tsx';

/** Host attributes as a CMS editor writes them (camelCased), parsed like the runtime does. */
interface HostAttributes {
  label: string;
  labelLeft: string;
  labelRight: string;
  valueLeft?: string;
  name?: string;
}

const meta = {
  title: 'Widgets/range-slider',
  args: { label: 'Ballbesitz', labelLeft: 'Heim', labelRight: 'Gast', valueLeft: '55' },
  render: (args) => (
    <div style={{ maxWidth: '28rem', fontFamily: 'system-ui' }}>
      <RangeSlider props={rangeSliderProps.parse(args)} host={document.body} />
    </div>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 55 : 45. */
export const Split: Story = {};

/** Default: 50 : 50. */
export const Even: Story = { args: { valueLeft: undefined } };

/** All on one side. */
export const AllLeft: Story = { args: { valueLeft: '100' } };

/** English value texts. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Possession', labelLeft: 'Home', labelRight: 'Away' },
};
