import { defineWidget } from '@anstoss/runtime/widget';
import { AlbumDetail } from './AlbumDetail.tsx';
import { albumDetailProps } from './props.ts';

export default defineWidget({
  name: 'album-detail',
  props: albumDetailProps,
  Component: AlbumDetail,
});
