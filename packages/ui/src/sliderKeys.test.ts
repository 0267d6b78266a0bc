import { describe, expect, it } from 'vitest';
import { nextSliderValue } from './sliderKeys.ts';

const range = { min: 0, max: 100 };

describe('nextSliderValue', () => {
  it('moves by a step with the arrows, by ten steps with the page keys', () => {
    expect(nextSliderValue(50, 'ArrowRight', range)).toBe(51);
    expect(nextSliderValue(50, 'ArrowUp', range)).toBe(51);
    expect(nextSliderValue(50, 'ArrowLeft', range)).toBe(49);
    expect(nextSliderValue(50, 'ArrowDown', range)).toBe(49);
    expect(nextSliderValue(50, 'PageUp', range)).toBe(60);
    expect(nextSliderValue(50, 'PageDown', range)).toBe(40);
    expect(nextSliderValue(50, 'ArrowUp', { ...range, step: 5 })).toBe(55);
    expect(nextSliderValue(50, 'PageUp', { ...range, step: 5, pageStep: 25 })).toBe(75);
  });

  it('jumps to the ends with Home/End and never leaves the range', () => {
    expect(nextSliderValue(50, 'Home', range)).toBe(0);
    expect(nextSliderValue(50, 'End', range)).toBe(100);
    expect(nextSliderValue(95, 'PageUp', range)).toBe(100);
    expect(nextSliderValue(0, 'ArrowLeft', range)).toBe(0);
  });

  it('ignores other keys', () => {
    expect(nextSliderValue(50, 'Enter', range)).toBeNull();
    expect(nextSliderValue(50, 'a', range)).toBeNull();
  });
});
