import { defineWidget } from '@anstoss/runtime/widget';
import { ContentLoader } from './ContentLoader.tsx';
import { contentLoaderProps } from './props.ts';

export default defineWidget({
  name: 'content-loader',
  props: contentLoaderProps,
  Component: ContentLoader,
});
