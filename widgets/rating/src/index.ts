import { defineWidget } from '@anstoss/runtime/widget';
import { Rating } from './Rating.tsx';
import { ratingProps } from './props.ts';

export default defineWidget({ name: 'rating', props: ratingProps, Component: Rating });
