import { defineWidget } from '@anstoss/runtime/widget';
import { AlbumEditList } from './AlbumEditList.tsx';
import { albumEditListProps } from './props.ts';

export default defineWidget({
  name: 'album-edit-list',
  props: albumEditListProps,
  Component: AlbumEditList,
});
