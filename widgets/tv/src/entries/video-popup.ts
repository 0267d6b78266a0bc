import { defineWidget } from '@anstoss/runtime/widget';
import { VideoPopup } from '../VideoPopup.tsx';
import { videoPopupProps } from '../props.ts';

export default defineWidget({ name: 'video-popup', props: videoPopupProps, Component: VideoPopup });
