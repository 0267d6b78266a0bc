import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CharCounter } from './CharCounter.tsx';

interface Args {
  maxLength: number;
  initialValue: string;
}

function CounterDemo({ maxLength, initialValue }: Args) {
  const [value, setValue] = useState(initialValue);
  return (
    <div className="ast-widget" style={{ padding: '1rem', maxWidth: '30rem' }}>
      <label htmlFor="demo-comment" style={{ display: 'block', fontWeight: 700 }}>
        Kommentar
      </label>
      <textarea
        id="demo-comment"
        rows={4}
        style={{ width: '100%', font: 'inherit' }}
        value={value}
        aria-describedby="demo-comment-count"
        onChange={(event) => setValue(event.target.value)}
      />
      <CharCounter id="demo-comment-count" maxLength={maxLength} value={value} />
    </div>
  );
}

const meta = {
  title: 'UI/CharCounter',
  component: CounterDemo,
  args: { maxLength: 140, initialValue: '' },
} satisfies Meta<typeof CounterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const AlmostFull: Story = { args: { maxLength: 20, initialValue: 'Was für ein Tor!!' } };
/** Longer than maxlength (a field without the maxlength attribute): shown in the error colour. */
export const TooLong: Story = {
  args: { maxLength: 10, initialValue: 'Elfmeter in der Nachspielzeit' },
};
export const English: Story = {
  args: { maxLength: 20, initialValue: 'What a goal!' },
  globals: { locale: 'en' },
};
