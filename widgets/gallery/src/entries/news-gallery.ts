import { defineWidget } from '@anstoss/runtime/widget';
import { NewsGallery } from '../Gallery.tsx';
import { galleryProps } from '../props.ts';

export default defineWidget({ name: 'news-gallery', props: galleryProps, Component: NewsGallery });
