import { defineWidget } from '@anstoss/runtime/widget';
import { AlbumList } from './AlbumList.tsx';
import { albumListProps } from './props.ts';

export default defineWidget({ name: 'album-list', props: albumListProps, Component: AlbumList });
