import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Layer } from './Layer.tsx';

interface Args {
  closable: boolean;
  initiallyOpen: boolean;
}

function LayerDemo({ closable, initiallyOpen }: Args) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="ast-widget" style={{ padding: '1rem' }}>
      <button type="button" className="ast-button" onClick={() => setOpen(true)}>
        Layer öffnen
      </button>
      <Layer
        open={open}
        labelledBy="demo-layer-title"
        onClose={closable ? () => setOpen(false) : undefined}
      >
        <h2 id="demo-layer-title">Spielbericht importieren</h2>
        <p>
          Tab und Umschalt+Tab bleiben im Layer; Escape schließt ihn, der Fokus kehrt zum Knopf
          zurück.
        </p>
        <p>
          <a className="ast-link" href="#bericht">
            Zum Bericht
          </a>
        </p>
        <button type="button" className="ast-button" onClick={() => setOpen(false)}>
          Fertig
        </button>
      </Layer>
    </div>
  );
}

const meta = {
  title: 'UI/Layer',
  component: LayerDemo,
  args: { closable: true, initiallyOpen: true },
} satisfies Meta<typeof LayerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
/** Without onClose: no × button, Escape does nothing (the person must choose an action). */
export const WithoutCloseButton: Story = { args: { closable: false } };
export const English: Story = { globals: { locale: 'en' } };
