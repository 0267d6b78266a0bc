import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerHtml } from './ServerHtml.tsx';

const meta = {
  title: 'UI/ServerHtml',
  component: ServerHtml,
  args: {
    html: '<p>Starkes Spiel der <b>Zweiten</b>! <a href="/spiel/1">Zum Spielbericht</a></p>',
  },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServerHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ordinary: Story = {};
/** Handlers, scripts and script URLs are gone; a new-window link gets rel="noopener noreferrer". */
export const Hostile: Story = {
  args: {
    html: '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Klick</a> <a href="https://example.org" target="_blank">Extern</a>',
  },
};
/** A frameset document: sanitising leaves nothing, and nothing breaks. */
export const Frameset: Story = { args: { html: '<frameset><frame src=x></frameset>' } };
export const Empty: Story = { args: { html: '' } };
