import { defineWidget } from '@anstoss/runtime/widget';
import { ProfileLiveStats } from './ProfileLiveStats.tsx';
import { profileLiveStatsProps } from './props.ts';

export default defineWidget({
  name: 'profile-live-stats',
  props: profileLiveStatsProps,
  Component: ProfileLiveStats,
});
