import { defineWidget } from '@anstoss/runtime/widget';
import { CategorySubmission } from './CategorySubmission.tsx';
import { categorySubmissionProps } from './props.ts';

export default defineWidget({
  name: 'category-submission',
  props: categorySubmissionProps,
  Component: CategorySubmission,
});
