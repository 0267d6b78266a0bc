import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Combobox } from './Combobox.tsx';

const CLUBS = [
  'FC Musterstadt',
  'SV Musterdorf',
  'TSV Beispielheim',
  'SpVgg Musterhausen',
  'VfB Probstadt',
];

interface Args {
  initialValue: string;
  initiallyOpen: boolean;
  initialActive: number;
}

function ComboboxDemo({ initialValue, initiallyOpen, initialActive }: Args) {
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(initiallyOpen);
  const [active, setActive] = useState(initialActive);
  const options =
    value.length >= 2 ? CLUBS.filter((c) => c.toLowerCase().includes(value.toLowerCase())) : [];
  return (
    <div className="ast-widget" style={{ padding: '1rem', minHeight: '16rem' }}>
      <Combobox
        label="Verein"
        listLabel="Vorschläge"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setActive(-1);
          setOpen(true);
        }}
        options={options}
        open={open}
        onOpenChange={setOpen}
        active={active}
        onActiveChange={setActive}
        onChoose={(index) => {
          setValue(options[index] ?? value);
          setOpen(false);
        }}
        onClear={() => setValue('')}
        getKey={(club) => club}
        renderOption={(club) => club}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: ComboboxDemo,
  args: { initialValue: '', initiallyOpen: false, initialActive: -1 },
} satisfies Meta<typeof ComboboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Suggestions shown, none highlighted yet. */
export const Suggestions: Story = { args: { initialValue: 'muster', initiallyOpen: true } };
/** The arrow keys highlight a suggestion (aria-activedescendant); Enter chooses it. */
export const Highlighted: Story = {
  args: { initialValue: 'muster', initiallyOpen: true, initialActive: 1 },
};
export const NoMatch: Story = { args: { initialValue: 'xyz', initiallyOpen: true } };
