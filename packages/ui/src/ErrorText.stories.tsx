import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorText } from './ErrorText.tsx';

const meta = {
  title: 'UI/ErrorText',
  component: ErrorText,
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No server text: the spec §8 generic message. */
export const UnknownError: Story = {};
/** The server's `error.message` wins (shown as plain text). */
export const ServerText: Story = {
  args: { message: { text: 'Der Titel muss mindestens 3 Zeichen lang sein.' } },
};
export const MessageKey: Story = {
  args: { message: { key: 'javascript.error.message.error_by_delete_of_picture' } },
};
export const WithRetry: Story = { args: { onRetry: fn() } };
export const English: Story = { args: { onRetry: fn() }, globals: { locale: 'en' } };
