import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { nextSliderValue } from '@anstoss/ui';
import { leftFromPointer, splitFromLeft, splitFromRight } from './logic.ts';
import type { RangeSliderProps } from './props.ts';
import './rangeSlider.css';

const RANGE = { min: 0, max: 100 };

/**
 * A bar split into two shares that always sum to 100 %. Each side is its own slider (APG slider
 * pattern): the arrows, PageUp/PageDown, Home and End change that side's share and the other side
 * follows. A pointer on the bar moves the split.
 */
export function RangeSlider({ props }: WidgetProps<RangeSliderProps>) {
  const { t } = useTranslation();
  const labelId = useId();
  const leftId = useId();
  const rightId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [split, setSplit] = useState(() => splitFromLeft(props.valueLeft));

  const onKey = (side: 'left' | 'right') => (event: KeyboardEvent) => {
    const own = side === 'left' ? split.valueLeft : split.valueRight;
    const next = nextSliderValue(own, event.key, RANGE);
    if (next === null) return;
    event.preventDefault();
    setSplit(side === 'left' ? splitFromLeft(next) : splitFromRight(next));
  };

  const moveTo = (event: PointerEvent) => {
    const track = trackRef.current;
    if (!track) return;
    const box = track.getBoundingClientRect();
    setSplit(splitFromLeft(leftFromPointer(event.clientX, box.left, box.width)));
  };

  const slider = (side: 'left' | 'right') => {
    const value = side === 'left' ? split.valueLeft : split.valueRight;
    return {
      role: 'slider',
      tabIndex: 0,
      'aria-valuemin': RANGE.min,
      'aria-valuemax': RANGE.max,
      'aria-valuenow': value,
      'aria-valuetext': t('anstoss.rangeSlider.valueText', { value }),
      'aria-labelledby': `${labelId} ${side === 'left' ? leftId : rightId}`,
      onKeyDown: onKey(side),
    } as const;
  };

  return (
    <div className="ast-widget ast-range-slider">
      <p id={labelId} className="ast-range-slider__label">
        {props.label}
      </p>
      <div className="ast-range-slider__legend" aria-hidden="true">
        <span>
          {props.labelLeft} {split.valueLeft} %
        </span>
        <span>
          {props.labelRight} {split.valueRight} %
        </span>
      </div>
      <div
        ref={trackRef}
        className="ast-range-slider__track"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture?.(event.pointerId)) moveTo(event);
        }}
      >
        <div
          className="ast-range-slider__part ast-range-slider__part--left"
          style={{ width: `${split.valueLeft}%` }}
          {...slider('left')}
        >
          <span id={leftId} className="ast-visually-hidden">
            {props.labelLeft}
          </span>
        </div>
        <div
          className="ast-range-slider__part ast-range-slider__part--right"
          style={{ width: `${split.valueRight}%` }}
          {...slider('right')}
        >
          <span id={rightId} className="ast-visually-hidden">
            {props.labelRight}
          </span>
        </div>
      </div>
      <input type="hidden" name={`${props.name}Left`} value={split.valueLeft} />
      <input type="hidden" name={`${props.name}Right`} value={split.valueRight} />
    </div>
  );
}
