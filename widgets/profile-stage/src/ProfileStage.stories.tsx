import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ProfileStage } from './ProfileStage.tsx';
import { backgroundsFixture } from './fixtures.ts';
import { profileStageProps } from './props.ts';

const SAVE = '/ajax/profil/buehne';
const render = (editable: boolean) => () => (
  <ProfileStage
    props={profileStageProps.parse({
      saveUrl: editable ? SAVE : '',
      editable: String(editable),
      name: 'Max Mustermann',
      backgrounds: backgroundsFixture,
      background: 'flutlicht',
    })}
    host={document.body}
  />
);

const meta = {
  title: 'Widgets/profile-stage',
  render: render(true),
  parameters: {
    msw: { handlers: [http.post(SAVE, () => HttpResponse.json({ success: true }))] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const Visitor: Story = { render: render(false) };
export const SaveFails: Story = {
  parameters: {
    msw: { handlers: [http.post(SAVE, () => new HttpResponse('x', { status: 500 }))] },
  },
};
export const English: Story = { globals: { locale: 'en' } };
