import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFocusAfter } from '../useFocusAfter.ts';
import { StatusRegion, useAnnounce } from './StatusRegion.tsx';

interface Args {
  answerDelayMs: number;
}

/** A poll-like control: the button disappears, focus goes to the thanks; a status is announced. */
function Vote({ answerDelayMs }: Args) {
  const [voted, setVoted] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfter();
  const announce = useAnnounce();
  if (voted)
    return (
      <p ref={thanks} role="status">
        Danke für deine Stimme!
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="ast-button"
        onClick={() => announce('Saison und Wettkampftyp ausgefüllt')}
      >
        Ansage auslösen
      </button>{' '}
      <button
        type="button"
        className="ast-button"
        onClick={() => {
          focusAfter(thanks);
          setTimeout(() => setVoted(true), answerDelayMs);
        }}
      >
        Abstimmen
      </button>
    </>
  );
}

function Demo(args: Args) {
  return (
    <div className="ast-widget" style={{ padding: '1rem' }}>
      <StatusRegion>
        <Vote {...args} />
      </StatusRegion>
    </div>
  );
}

const meta = {
  title: 'UI/Focus return and status region',
  component: Demo,
  args: { answerDelayMs: 400 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Abstimmen" disappears; after the (simulated) answer focus is on the thanks, never the body. */
export const VoteThenThanks: Story = {};
/** The answer comes at once. */
export const Immediate: Story = { args: { answerDelayMs: 0 } };
