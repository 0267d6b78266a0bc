import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ProfileLiveStats } from './ProfileLiveStats.tsx';
import { freeStatsFixture, takenStatsFixture } from './fixtures.ts';
import { profileLiveStatsProps } from './props.ts';

const SAVE = '/ajax/profil/statistiken';
const render =
  (editable: boolean, stats = takenStatsFixture) =>
  () => (
    <ProfileLiveStats
      props={profileLiveStatsProps.parse({
        saveUrl: editable ? SAVE : '',
        editable: String(editable),
        stats,
      })}
      host={document.body}
    />
  );

const meta = {
  title: 'Widgets/profile-live-stats',
  render: render(true),
  parameters: { msw: { handlers: [http.post(SAVE, () => HttpResponse.json({ success: true }))] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
/** Nothing taken: the first slot starts in edit mode. */
export const OwnerNothingTaken: Story = { render: render(true, freeStatsFixture) };
export const Visitor: Story = { render: render(false) };
export const VisitorEmpty: Story = { render: render(false, freeStatsFixture) };
export const SaveFails: Story = {
  parameters: { msw: { handlers: [http.post(SAVE, () => HttpResponse.error())] } },
};
export const English: Story = { globals: { locale: 'en' } };
