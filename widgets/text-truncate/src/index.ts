import { defineWidget } from '@anstoss/runtime/widget';
import { TextTruncate } from './TextTruncate.tsx';
import { textTruncateProps } from './props.ts';

export default defineWidget({
  name: 'text-truncate',
  props: textTruncateProps,
  Component: TextTruncate,
});
