import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dismissable } from './Dismissable.tsx';

interface Args {
  initiallyOpen: boolean;
  outsideEvent: 'pointerdown' | 'click';
  closeOnFocusOutside: boolean;
}

function DismissableDemo({ initiallyOpen, outsideEvent, closeOnFocusOutside }: Args) {
  const [open, setOpen] = useState(initiallyOpen);
  const [last, setLast] = useState('–');
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div className="ast-widget" style={{ padding: '1rem' }}>
      <button
        ref={trigger}
        type="button"
        className="ast-button"
        aria-expanded={open}
        aria-controls="dismissable-demo"
        onClick={() => setOpen(!open)}
      >
        Spieltage
      </button>
      <Dismissable
        id="dismissable-demo"
        open={open}
        hidden={!open}
        inside={[trigger]}
        returnFocusTo={trigger}
        outsideEvent={outsideEvent}
        closeOnFocusOutside={closeOnFocusOutside}
        onDismiss={(reason) => {
          setLast(reason);
          setOpen(false);
        }}
        style={{ marginTop: '0.5rem', padding: '0.5rem', border: '1px solid' }}
      >
        <a className="ast-link" href="#1">
          1. Spieltag
        </a>{' '}
        <a className="ast-link" href="#2">
          2. Spieltag
        </a>
      </Dismissable>
      <p>Zuletzt geschlossen durch: {last}</p>
    </div>
  );
}

const meta = {
  title: 'UI/Dismissable',
  component: DismissableDemo,
  args: { initiallyOpen: true, outsideEvent: 'pointerdown', closeOnFocusOutside: false },
} satisfies Meta<typeof DismissableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape inside closes and refocuses the button; a click outside closes. */
export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
/** Disclosure navigation: focus leaving closes too; clicks close on release. */
export const FocusOutside: Story = { args: { closeOnFocusOutside: true, outsideEvent: 'click' } };
