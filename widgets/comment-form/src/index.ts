import { defineWidget } from '@anstoss/runtime/widget';
import { CommentForm } from './CommentForm.tsx';
import { commentFormProps } from './props.ts';

export default defineWidget({
  name: 'comment-form',
  props: commentFormProps,
  Component: CommentForm,
});
