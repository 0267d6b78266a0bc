import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { GenericUpload } from './GenericUpload.tsx';
import { genericUploadProps } from './props.ts';

let uploads = 0;
const handlers = (upload: Parameters<typeof http.post>[1]) => ({
  msw: {
    handlers: [
      http.post('/ajax/hochladen', upload),
      http.post('/ajax/hochladen/:action', () => HttpResponse.json({ success: true })),
    ],
  },
});

const render = (attributes: Record<string, string> = {}) => (
  <GenericUpload
    props={genericUploadProps.parse({
      fileuploadUrl: '/ajax/hochladen',
      urlRelease: '/ajax/hochladen/freigeben',
      urlUpdate: '/ajax/hochladen/aendern',
      urlDelete: '/ajax/hochladen/loeschen',
      ...attributes,
    })}
    host={document.body}
  />
);

const meta = { title: 'Widgets/generic-upload', render: () => render() } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose photos or videos: each uploads with its progress, then waits for a title and release. */
export const Default: Story = {
  parameters: handlers(async () => {
    await delay(1500);
    return HttpResponse.json({ success: true, meta: { id: ++uploads } });
  }),
};
/** With the upload check, a missing title shows right after the upload. */
export const UploadCheck: Story = {
  render: () => render({ uploadCheck: 'true' }),
  parameters: handlers(() => HttpResponse.json({ success: true, meta: { id: ++uploads } })),
};
/** An empty answer: javascript.error.unknown_error, with a retry per file. */
export const EmptyAnswer: Story = {
  parameters: handlers(() => new HttpResponse('', { status: 200 })),
};
