import { defineWidget } from '@anstoss/runtime/widget';
import { LiveTicker } from './LiveTicker.tsx';
import { liveTickerProps } from './props.ts';

export default defineWidget({
  name: 'live-ticker',
  props: liveTickerProps,
  Component: LiveTicker,
});
