import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './Loader.tsx';

const meta = {
  title: 'UI/Loader',
  component: Loader,
  decorators: [
    (Story) => (
      <div
        className="ast-widget"
        style={{ position: 'relative', padding: '1rem', minHeight: '6rem' }}
      >
        <p>Inhalt unter dem Loader</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status text only for screen readers ("Wird geladen …"). */
export const Default: Story = {};
export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Tabelle wird geladen …' },
};
/** The loader overlay (spec §4 "active or inactive") covers its positioned parent. */
export const Overlay: Story = { args: { overlay: true, showLabel: true } };
export const English: Story = { args: { showLabel: true }, globals: { locale: 'en' } };
