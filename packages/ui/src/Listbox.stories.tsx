import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Listbox, type ListboxOption } from './Listbox.tsx';

const OPTIONS: ListboxOption[] = [
  { label: 'Bitte wählen', placeholder: true },
  { label: 'Bezirksliga' },
  { label: 'Kreisliga A' },
  { label: 'Kreisliga B' },
  { label: 'Kreisklasse A' },
  { label: 'Kreisklasse B' },
  ...Array.from({ length: 20 }, (_, i) => ({ label: `Staffel ${i + 1}` })),
];

interface Args {
  initial: number;
  count: number;
}

function ListboxDemo({ initial, count }: Args) {
  const options = OPTIONS.slice(0, count);
  const [selected, setSelected] = useState(initial);
  return (
    <div className="ast-widget" style={{ padding: '1rem', maxWidth: '20rem' }}>
      <p id="listbox-demo-label">Spielklasse: {options[selected]?.label}</p>
      <Listbox
        labelledBy="listbox-demo-label"
        options={options}
        selected={selected}
        onChoose={setSelected}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Listbox',
  component: ListboxDemo,
  args: { initial: 0, count: 6 },
} satisfies Meta<typeof ListboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder is chosen; type "kreisk" to jump (type-ahead). */
export const Placeholder: Story = {};
export const Chosen: Story = { args: { initial: 3 } };
/** More options than fit: the list scrolls, PageUp/PageDown move by ten. */
export const Long: Story = { args: { count: OPTIONS.length, initial: 12 } };
