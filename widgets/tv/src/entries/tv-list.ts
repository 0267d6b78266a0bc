import { defineWidget } from '@anstoss/runtime/widget';
import { TvList } from '../TvList.tsx';
import { tvListProps } from '../props.ts';

export default defineWidget({ name: 'tv-list', props: tvListProps, Component: TvList });
