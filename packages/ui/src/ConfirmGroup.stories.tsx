import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmGroup } from './ConfirmGroup.tsx';

const meta = {
  title: 'UI/ConfirmGroup',
  component: ConfirmGroup,
  args: {
    question: '„Sommerfest 2024“ wirklich löschen?',
    confirmLabel: 'Ja, löschen',
    cancelLabel: 'Abbrechen',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem', display: 'flex', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
/** The delete request is in flight. */
export const Busy: Story = { args: { busy: true } };
