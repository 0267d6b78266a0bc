import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CommentForm } from './CommentForm.tsx';
import { messageErrorFixture, pollErrorFixture, successFixture } from './fixtures.ts';
import { commentFormProps } from './props.ts';

const ACTION = '/ajax/comments/7';
const handle = (resolver: Parameters<typeof http.post>[1]) => ({
  msw: { handlers: [http.post(ACTION, resolver)] },
});

const meta = {
  title: 'Widgets/comment-form',
  render: () => (
    <CommentForm
      props={commentFormProps.parse({ action: ACTION, poll: 'true', draftKey: 'story' })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting shows the new comment below the form and resets it. */
export const Success: Story = { parameters: handle(() => HttpResponse.json(successFixture)) };
/** Tick "Umfrage hinzufügen" and submit: missing poll fields are flagged. */
export const PollError: Story = {
  parameters: handle(() => HttpResponse.json(pollErrorFixture, { status: 400 })),
};
export const MessageError: Story = {
  parameters: handle(() => HttpResponse.json(messageErrorFixture, { status: 400 })),
};
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(successFixture)),
};
