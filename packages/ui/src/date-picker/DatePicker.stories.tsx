import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { setOpenCalendar } from './openCalendar.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

function Field(props: Omit<DatePickerProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <DatePicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/DatePicker',
  component: Field,
  args: { label: 'Spieltag', name: 'spieltag', value: '2025-09-10', today: '2025-09-15' },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem', minHeight: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Empty: Story = { args: { value: null, clearable: true } };
/** The calendar dialog open (Monday first, no week numbers: the match calendar). */
export const Open: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.ast-date-field__button')?.click();
  },
};
/** Profile date picker: week numbers, Sunday first (spec §9). */
export const WeekNumbersSundayFirst: Story = {
  args: { weekNumbers: true, weekStartsOn: 0 },
  play: Open.play,
};
/** Only September 2025 can be picked. */
export const MinMax: Story = {
  args: { min: '2025-09-05', max: '2025-09-20' },
  play: Open.play,
};
/** D.M.YYYY on touch devices without a native date input. */
export const TouchFormat: Story = { args: { format: 'd.M.yyyy' } };
export const Native: Story = { args: { native: true } };
/** A typed date that does not exist. */
export const Invalid: Story = {
  play: ({ canvasElement }) => {
    setOpenCalendar(null);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=text]')!;
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, '31.02.2025');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.blur();
  },
};
/** Article publisher dates (spec §9): yyyy-MM-dd, a year select over 20 years, weeks, Sunday first. */
export const PublisherDates: Story = {
  args: { format: 'yyyy-MM-dd', yearRange: 20, weekNumbers: true, weekStartsOn: 0 },
};
/** Disabled until a checkbox enables it (the article's visibility). */
export const Disabled: Story = { args: { disabled: true } };
