import { defineWidget } from '@anstoss/runtime/widget';
import { ProfileStage } from './ProfileStage.tsx';
import { profileStageProps } from './props.ts';

export default defineWidget({
  name: 'profile-stage',
  props: profileStageProps,
  Component: ProfileStage,
});
