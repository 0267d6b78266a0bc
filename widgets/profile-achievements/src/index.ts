import { defineWidget } from '@anstoss/runtime/widget';
import { ProfileAchievements } from './ProfileAchievements.tsx';
import { profileAchievementsProps } from './props.ts';

export default defineWidget({
  name: 'profile-achievements',
  props: profileAchievementsProps,
  Component: ProfileAchievements,
});
