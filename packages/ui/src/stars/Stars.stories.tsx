import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stars, StarsInput } from './Stars.tsx';
import { starsFromPoints } from './stars.ts';

const meta = {
  title: 'UI/Stars',
  component: Stars,
  args: { lit: starsFromPoints(350) },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 350 rating points: 3 of 5 stars lit (spec §9). */
export const Display: Story = {};
export const NoRating: Story = { args: { lit: 0 } };
export const Full: Story = { args: { lit: 5 } };

function Choice({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <StarsInput legend="Deine Bewertung" value={value} onChange={setValue} />;
}

export const Input: Story = { render: () => <Choice initial={0} /> };
export const InputChosen: Story = { render: () => <Choice initial={4} /> };
