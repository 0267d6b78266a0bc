export interface SliderKeyOptions {
  min: number;
  max: number;
  /** Arrow keys move by this much (default 1). */
  step?: number;
  /** PageUp/PageDown move by this much (default 10 steps). */
  pageStep?: number;
}

/**
 * The value a key moves a slider to (WAI-ARIA APG slider pattern), clamped to min…max, or null
 * when the key is not a slider key: Right/Up +step, Left/Down −step, PageUp/PageDown ±pageStep,
 * Home min, End max.
 */
export function nextSliderValue(
  value: number,
  key: string,
  { min, max, step = 1, pageStep = step * 10 }: SliderKeyOptions,
): number | null {
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      next = value + step;
      break;
    case 'ArrowLeft':
    case 'ArrowDown':
      next = value - step;
      break;
    case 'PageUp':
      next = value + pageStep;
      break;
    case 'PageDown':
      next = value - pageStep;
      break;
    case 'Home':
      next = min;
      break;
    case 'End':
      next = max;
      break;
    default:
      return null;
  }
  return Math.min(max, Math.max(min, next));
}
