import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.tsx';

const TABS = ['upcoming', 'recent', 'table'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = {
  upcoming: 'Nächste Spiele',
  recent: 'Letzte Ergebnisse',
  table: 'Tabelle',
};

interface Args {
  initial: Tab;
  activation: 'automatic' | 'manual';
}

function TabsDemo({ initial, activation }: Args) {
  const [selected, setSelected] = useState<Tab>(initial);
  return (
    <div className="ast-widget" style={{ padding: '1rem', maxWidth: '32rem' }}>
      <Tabs
        label="Spiele deiner Favoriten"
        tabs={TABS}
        tabLabel={(tab) => LABELS[tab]}
        selected={selected}
        onSelect={setSelected}
        activation={activation}
      >
        <p>Inhalt von „{LABELS[selected]}“.</p>
      </Tabs>
    </div>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: TabsDemo,
  args: { initial: 'upcoming', activation: 'automatic' },
  argTypes: {
    initial: { control: 'inline-radio', options: TABS },
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move focus and select at once. */
export const Automatic: Story = {};
/** Arrow keys move focus only; Enter or Space selects (panels that load). */
export const Manual: Story = { args: { activation: 'manual' } };
export const LastSelected: Story = { args: { initial: 'table' } };
