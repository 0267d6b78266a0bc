import type { Meta, StoryObj } from '@storybook/react-vite';
import { setClock } from './clock.ts';
import { yearSelectProps } from './props.ts';
import { YearSelect } from './YearSelect.tsx';

/** Host attributes as a CMS editor writes them (camelCased), parsed like the runtime does. */
interface HostAttributes {
  years: string;
  name?: string;
  selected?: string;
  currentYear?: string;
  url?: string;
  label?: string;
}

const meta = {
  title: 'Widgets/year-select',
  args: { years: '5' },
  // A fixed clock: every story shows the same years whatever the date.
  beforeEach: () => {
    setClock(() => new Date('2026-03-14T12:00:00Z'));
    return () => setClock(null);
  },
  render: (args) => <YearSelect props={yearSelectProps.parse(args)} host={document.body} />,
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2026 back to 2021, the current year selected. */
export const FormField: Story = {};

/** A requested year preselected and an own label. */
export const Preselected: Story = { args: { selected: '2024', label: 'Spieljahr' } };

/** Only the current year (N = 0). */
export const CurrentYearOnly: Story = { args: { years: '0' } };

/** The server's year wins over the clock. */
export const ServerYear: Story = { args: { currentYear: '2030', years: '3' } };

/** English label. */
export const English: Story = { globals: { locale: 'en' } };
