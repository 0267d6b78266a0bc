import { defineWidget } from '@anstoss/runtime/widget';
import { ProfileImageSource } from './ProfileImageSource.tsx';
import { profileImageSourceProps } from './props.ts';

export default defineWidget({
  name: 'profile-image-source',
  props: profileImageSourceProps,
  Component: ProfileImageSource,
});
