import { defineWidget } from '@anstoss/runtime/widget';
import { MarkupChecker } from './MarkupChecker.tsx';
import { markupCheckerProps } from './props.ts';

export default defineWidget({
  name: 'markup-checker',
  props: markupCheckerProps,
  Component: MarkupChecker,
});
