import { defineWidget } from '@anstoss/runtime/widget';
import { AlbumEdit } from './AlbumEdit.tsx';
import { albumEditProps } from './props.ts';

export default defineWidget({ name: 'album-edit', props: albumEditProps, Component: AlbumEdit });
