import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ArticlePhotoUpload } from './ArticlePhotoUpload.tsx';
import { emptyListFixture, listFixture, uploadOk, uploadRefused } from './fixtures.ts';
import { articlePhotoUploadProps } from './props.ts';

let uploads = 0;
const handlers = (
  list: Parameters<typeof http.get>[1],
  upload: Parameters<typeof http.post>[1] = async () => {
    await delay(1200);
    return HttpResponse.json(uploadOk(`neu-${++uploads}`));
  },
) => ({
  msw: {
    handlers: [
      http.get('/ajax/fotos/news/12/offset/0/amount/5', list),
      http.post('/ajax/fotos/upload/*', upload),
      http.post('/ajax/fotos/update', () => HttpResponse.json({ success: true })),
      http.post('/ajax/fotos/ord/*', () => HttpResponse.json({ success: true })),
      http.post('/ajax/fotos/delete', () => HttpResponse.json({ success: true })),
    ],
  },
});

const meta = {
  title: 'Widgets/article-photo-upload',
  render: () => (
    <ArticlePhotoUpload
      props={articlePhotoUploadProps.parse({
        uploadBase: '/ajax/fotos/upload',
        src: '/ajax/fotos',
        article: '12',
        urlUpdate: '/ajax/fotos/update',
        urlUpdateOrd: '/ajax/fotos/ord',
        urlDelete: '/ajax/fotos/delete',
        maxUploads: '5',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved photos; add up to three more, give each a title and upload them. */
export const WithPhotos: Story = { parameters: handlers(() => HttpResponse.json(listFixture)) };
export const Empty: Story = { parameters: handlers(() => HttpResponse.json(emptyListFixture)) };
/** Every upload is refused by the server with its message; each file offers a retry. */
export const UploadRefused: Story = {
  parameters: handlers(
    () => HttpResponse.json(emptyListFixture),
    () => HttpResponse.json(uploadRefused, { status: 415 }),
  ),
};
/** The network drops during each upload. */
export const NetworkDrops: Story = {
  parameters: handlers(
    () => HttpResponse.json(emptyListFixture),
    () => HttpResponse.error(),
  ),
};
export const ListFails: Story = {
  parameters: handlers(() => new HttpResponse('kaputt', { status: 500 })),
};
