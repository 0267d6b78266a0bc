import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ProfileImageSource } from './ProfileImageSource.tsx';
import { profileImageSourceProps } from './props.ts';

const URL_ = '/ajax/profil/bildquelle';

const render =
  (extra: Record<string, unknown> = {}) =>
  () => (
    <ProfileImageSource
      props={profileImageSourceProps.parse({
        switchProfileImageSource: URL_,
        ajaxmodel: 'bildquelle',
        value: 'avatar',
        cropValue: 'foto',
        options: [
          { value: 'avatar', label: 'Anfangsbuchstabe' },
          { value: 'verein', label: 'Vereinsfarben' },
          { value: 'foto', label: 'Eigenes Foto' },
        ],
        ...extra,
      })}
      host={document.body}
    />
  );

const meta = {
  title: 'Widgets/profile-image-source',
  render: render(),
  parameters: { msw: { handlers: [http.get(URL_, () => HttpResponse.json({ success: true }))] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the selection; "Übernehmen" or Enter switches, then the page reloads. */
export const Sources: Story = {};
/** "Eigenes Foto" without a saved photo waits for the crop's imageSaved. */
export const WithoutPhoto: Story = { render: render({ hasImage: 'false' }) };
export const SwitchFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get(URL_, () => HttpResponse.json({ success: false }, { status: 404 }))],
    },
  },
};
