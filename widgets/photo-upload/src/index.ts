import { defineWidget } from '@anstoss/runtime/widget';
import { PhotoUpload } from './PhotoUpload.tsx';
import { photoUploadProps } from './props.ts';

export default defineWidget({
  name: 'photo-upload',
  props: photoUploadProps,
  Component: PhotoUpload,
});
