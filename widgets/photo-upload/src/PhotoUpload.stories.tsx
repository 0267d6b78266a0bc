import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { PhotoUpload } from './PhotoUpload.tsx';
import { photoUploadProps } from './props.ts';

const ACTION = '/ajax/profil/foto';

const render =
  (comp: string, extra: Record<string, unknown> = {}) =>
  () => (
    <PhotoUpload
      props={photoUploadProps.parse({
        photoUploadFormAction: ACTION,
        comp,
        updateInPlace: 'true',
        ...extra,
      })}
      host={document.body}
    />
  );

const meta = {
  title: 'Widgets/photo-upload',
  render: render('profilepicture'),
  parameters: {
    msw: { handlers: [http.post(ACTION, () => new HttpResponse(null, { status: 204 }))] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a photo: the crop layer opens (0.75, sent as 235×314). */
export const ProfilePicture: Story = {};
/** 1.78, sent as 890×500. */
export const TeamPicture: Story = { render: render('teampicture') };
/** 1.78, sent as 445×250, with the current picture beside the button. */
export const Other: Story = { render: render('other', { imageUrl: '/assets/favicon.svg' }) };
/** The upload fails: the layer stays with the error and "Erneut versuchen". */
export const UploadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(ACTION, async () => {
          await delay(500);
          return HttpResponse.json(
            { success: false, error: { message: 'Speicher voll.' } },
            { status: 500 },
          );
        }),
      ],
    },
  },
};
