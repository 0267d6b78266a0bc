import { defineWidget } from '@anstoss/runtime/widget';
import { ImageGallery } from '../Gallery.tsx';
import { galleryProps } from '../props.ts';

export default defineWidget({
  name: 'image-gallery',
  props: galleryProps,
  Component: ImageGallery,
});
