import { defineWidget } from '@anstoss/runtime/widget';
import { HeaderWarning } from './HeaderWarning.tsx';
import { headerWarningProps } from './props.ts';

export default defineWidget({
  name: 'header-warning',
  props: headerWarningProps,
  Component: HeaderWarning,
});
