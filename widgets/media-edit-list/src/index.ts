import { defineWidget } from '@anstoss/runtime/widget';
import { MediaEditList } from './MediaEditList.tsx';
import { mediaEditListProps } from './props.ts';

export default defineWidget({
  name: 'media-edit-list',
  props: mediaEditListProps,
  Component: MediaEditList,
});
