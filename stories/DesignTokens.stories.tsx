import type { Meta, StoryObj } from '@storybook/react-vite';

/** The colour tokens of shared/styles/tokens.css, each with the surface it is meant for. */
const COLOURS: { token: string; on: string; use: string }[] = [
  { token: '--ast-color-text', on: '--ast-color-surface', use: 'Fließtext (17,4:1)' },
  { token: '--ast-color-text-muted', on: '--ast-color-surface', use: 'Nebentext (7,6:1)' },
  { token: '--ast-color-primary', on: '--ast-color-surface', use: 'Knöpfe, Links (7,3:1)' },
  { token: '--ast-color-focus', on: '--ast-color-surface', use: 'Fokusrahmen (6,2:1)' },
  { token: '--ast-color-error', on: '--ast-color-error-surface', use: 'Fehlertext (5,7:1)' },
  { token: '--ast-color-success', on: '--ast-color-success-surface', use: 'Bestätigung (5,8:1)' },
  {
    token: '--ast-color-warning-border',
    on: '--ast-color-warning-surface',
    use: 'Warnhinweis (4,7:1)',
  },
];

function Tokens() {
  return (
    <div className="ast-widget" style={{ padding: 'var(--ast-space-5)' }}>
      <h2>Farben</h2>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 'var(--ast-space-2)' }}>
        {COLOURS.map(({ token, on, use }) => (
          <li
            key={token}
            style={{
              padding: 'var(--ast-space-3)',
              border: '1px solid var(--ast-color-border-subtle)',
              background: `var(${on})`,
              color: `var(${token})`,
              fontWeight: 700,
            }}
          >
            {token} auf {on}: {use}
          </li>
        ))}
      </ul>
      <h2>Knöpfe und Fokus</h2>
      <p>Mit Tab durchgehen: jeder Knopf zeigt einen sichtbaren Fokusrahmen.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--ast-space-2)' }}>
        <button type="button" className="ast-button">
          Alle akzeptieren
        </button>
        <button type="button" className="ast-button">
          Nur notwendige
        </button>
        <button type="button" className="ast-button ast-button--secondary">
          Auswahl speichern
        </button>
        <button type="button" className="ast-icon-button" aria-label="Schließen">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <h2>Haltepunkte</h2>
      <p>Mobil zuerst; Tablet ab 760 px, Desktop ab 1020 px (spec §9 Layout).</p>
    </div>
  );
}

const meta = { title: 'Foundations/Design tokens', component: Tokens } satisfies Meta<
  typeof Tokens
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
