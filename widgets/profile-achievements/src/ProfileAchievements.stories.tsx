import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ProfileAchievements } from './ProfileAchievements.tsx';
import { badgesFixture, FOLDER, saveErrorFixture, valuesFixture } from './fixtures.ts';
import { profileAchievementsProps } from './props.ts';

const SAVE = '/ajax/profil/erfolge';
const render =
  (editable: boolean, values = valuesFixture) =>
  () => (
    <ProfileAchievements
      props={profileAchievementsProps.parse({
        saveUrl: editable ? SAVE : '',
        editable: String(editable),
        folder: FOLDER,
        list: badgesFixture,
        values,
      })}
      host={document.body}
    />
  );

const meta = {
  title: 'Widgets/profile-achievements',
  render: render(true),
  parameters: { msw: { handlers: [http.post(SAVE, () => HttpResponse.json({ success: true }))] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const OwnerEmpty: Story = { render: render(true, []) };
export const Visitor: Story = { render: render(false) };
export const SaveFails: Story = {
  parameters: { msw: { handlers: [http.post(SAVE, () => HttpResponse.json(saveErrorFixture))] } },
};
export const English: Story = { globals: { locale: 'en' } };
