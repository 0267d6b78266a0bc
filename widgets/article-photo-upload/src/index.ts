import { defineWidget } from '@anstoss/runtime/widget';
import { ArticlePhotoUpload } from './ArticlePhotoUpload.tsx';
import { articlePhotoUploadProps } from './props.ts';

export default defineWidget({
  name: 'article-photo-upload',
  props: articlePhotoUploadProps,
  Component: ArticlePhotoUpload,
});
