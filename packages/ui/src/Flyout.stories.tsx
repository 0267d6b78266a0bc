import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flyout } from './Flyout.tsx';

const meta = {
  title: 'UI/Flyout',
  component: Flyout,
  args: {
    label: 'Wettbewerbe',
    defaultOpen: false,
    inline: false,
    children: (
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        <li>
          <a className="ast-link" href="#kreisliga">
            Kreisliga A
          </a>
        </li>
        <li>
          <a className="ast-link" href="#bezirksliga">
            Bezirksliga
          </a>
        </li>
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem', minHeight: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Flyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
/** Pushes the following content down instead of floating (narrow layouts). */
export const Inline: Story = { args: { defaultOpen: true, inline: true } };
