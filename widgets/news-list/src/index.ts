import { defineWidget } from '@anstoss/runtime/widget';
import { NewsList } from './NewsList.tsx';
import { newsListProps } from './props.ts';

export default defineWidget({
  name: 'news-list',
  props: newsListProps,
  Component: NewsList,
});
