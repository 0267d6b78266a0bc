import { defineWidget } from '@anstoss/runtime/widget';
import { RangeSlider } from './RangeSlider.tsx';
import { rangeSliderProps } from './props.ts';

export default defineWidget({
  name: 'range-slider',
  props: rangeSliderProps,
  Component: RangeSlider,
});
