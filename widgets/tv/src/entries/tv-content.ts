import { defineWidget } from '@anstoss/runtime/widget';
import { TvContent } from '../TvContent.tsx';
import { tvContentProps } from '../props.ts';

export default defineWidget({ name: 'tv-content', props: tvContentProps, Component: TvContent });
