import { defineWidget } from '@anstoss/runtime/widget';
import { MediaStream } from './MediaStream.tsx';
import { mediaStreamProps } from './props.ts';

export default defineWidget({
  name: 'media-stream',
  props: mediaStreamProps,
  Component: MediaStream,
});
