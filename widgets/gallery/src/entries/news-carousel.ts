import { defineWidget } from '@anstoss/runtime/widget';
import { NewsCarousel } from '../Gallery.tsx';
import { newsCarouselProps } from '../props.ts';

export default defineWidget({
  name: 'news-carousel',
  props: newsCarouselProps,
  Component: NewsCarousel,
});
