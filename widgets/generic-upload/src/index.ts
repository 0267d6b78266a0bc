import { defineWidget } from '@anstoss/runtime/widget';
import { GenericUpload } from './GenericUpload.tsx';
import { genericUploadProps } from './props.ts';

export default defineWidget({
  name: 'generic-upload',
  props: genericUploadProps,
  Component: GenericUpload,
});
