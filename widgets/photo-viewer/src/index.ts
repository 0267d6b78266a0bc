import { defineWidget } from '@anstoss/runtime/widget';
import { PhotoViewer } from './PhotoViewer.tsx';
import { photoViewerProps } from './props.ts';

export default defineWidget({
  name: 'photo-viewer',
  props: photoViewerProps,
  Component: PhotoViewer,
});
