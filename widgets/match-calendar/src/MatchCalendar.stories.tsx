import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchCalendar } from './MatchCalendar.tsx';
import type { InputKind } from './logic.ts';
import { matchCalendarProps } from './props.ts';

interface HostAttributes {
  from?: string;
  to?: string;
  calendarSpan?: string;
  clearable?: 'true' | 'false';
  min?: string;
  max?: string;
  kind: InputKind;
}

const meta = {
  title: 'Widgets/match-calendar',
  args: { from: '2025-09-01', to: '2025-09-14', calendarSpan: '31', kind: 'text' },
  argTypes: { kind: { control: 'inline-radio', options: ['text', 'text-dmy', 'native'] } },
  render: ({ kind, ...args }) => (
    <form aria-label="Spielplan suchen" onSubmit={(e) => e.preventDefault()}>
      <MatchCalendar props={matchCalendarProps.parse(args)} host={document.body} kind={kind} />
    </form>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: text fields (dd.MM.yyyy) with the calendar dialog, 31-day span. */
export const Range: Story = {};

/** Clearing allowed: '-' or an empty field clears a date. */
export const Clearable: Story = { args: { clearable: 'true', to: '-' } };

/** Touch device without a native date input: D.M.YYYY. */
export const TouchWithoutNativeInput: Story = { args: { kind: 'text-dmy' } };

/** Touch device with a native date input. */
export const NativeInput: Story = { args: { kind: 'native' } };

/** Bounds: only September 2025 can be picked. */
export const MinMax: Story = { args: { min: '2025-09-01', max: '2025-09-30', calendarSpan: '0' } };

/** English texts. */
export const English: Story = { globals: { locale: 'en' } };
