import { defineWidget } from '@anstoss/runtime/widget';
import { Comments } from './Comments.tsx';
import { commentsProps } from './props.ts';

export default defineWidget({ name: 'comments', props: commentsProps, Component: Comments });
