import { defineWidget } from '@anstoss/runtime/widget';
import { TvMagazine } from '../TvMagazine.tsx';
import { tvMagazineProps } from '../props.ts';

export default defineWidget({ name: 'tv-magazine', props: tvMagazineProps, Component: TvMagazine });
