import { describe, expect, it } from 'vitest';
import { isRotating, slideAt, slideWindow, trackShift } from './logic.ts';

describe('carousel window', () => {
  it('renders before + visible + after slides around the active one, whatever the count', () => {
    const w = slideWindow(5000, 10_000, 1, 2, 3, true);
    expect(w.positions).toEqual([4998, 4999, 5000, 5001, 5002, 5003]);
    expect(slideWindow(0, 10_000, 3, 2, 3, true).positions).toHaveLength(8);
  });
  it('wraps around in a loop and stays inside the list without one', () => {
    const looped = slideWindow(0, 10, 1, 2, 1, true);
    expect(looped.positions.map((p) => slideAt(p, 10))).toEqual([8, 9, 0, 1]);
    expect(slideWindow(0, 10, 1, 2, 1, false).positions).toEqual([0, 1]);
    expect(slideWindow(9, 10, 1, 2, 3, false).positions).toEqual([7, 8, 9]);
  });
  it('a short looping list renders each slide once; an empty one nothing', () => {
    expect(slideWindow(0, 3, 1, 2, 3, true).positions.map((p) => slideAt(p, 3))).toEqual([1, 2, 0]);
    expect(slideWindow(0, 0, 1, 2, 3, true).positions).toEqual([]);
    // Fewer slides than `before`: the visible one is still rendered.
    expect(slideWindow(0, 2, 1, 2, 4, true).positions).toEqual([-1, 0]);
    expect(slideWindow(5, 3, 2, 2, 3, true).positions).toEqual([4, 5, 6]);
  });
  it('shifts the row so the active slide sits at the left edge', () => {
    expect(trackShift(3, 5, 1)).toBe(-200);
    expect(trackShift(4, 2, 2)).toBe(0);
  });
  it('rotates only when nothing holds it', () => {
    const none = { user: false, hover: false, focus: false, hidden: false, external: false };
    expect(isRotating(none)).toBe(true);
    for (const key of Object.keys(none))
      expect(isRotating({ ...none, [key]: true }), key).toBe(false);
  });
});
