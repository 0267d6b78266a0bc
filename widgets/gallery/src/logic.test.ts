import { describe, expect, it } from 'vitest';
import { cycleLayout, itemsPerView, rotates, startIndex } from './logic.ts';

describe('itemsPerView (cycle slider, breakpoints 760 and 1020)', () => {
  it('shows 1 on mobile, 2 on tablet, 3 on desktop', () => {
    expect(itemsPerView(390)).toBe(1);
    expect(itemsPerView(759)).toBe(1);
    expect(itemsPerView(760)).toBe(2);
    expect(itemsPerView(1019)).toBe(2);
    expect(itemsPerView(1020)).toBe(3);
    expect(itemsPerView(1920)).toBe(3);
  });
});

describe('cycleLayout (spec §9 Layout positions)', () => {
  /** The centre of place i, as the view lays the places out: inset + (i + ½) × slot. */
  const centres = (shown: number) => {
    const { slot, inset, positions } = cycleLayout(shown);
    return positions.map((_, i) => inset + (i + 0.5) * slot);
  };

  it('1 item at 50 %, 2 at 30 % and 70 %, 3 at 20 %, 50 % and 80 %', () => {
    expect(cycleLayout(1).positions).toEqual([50]);
    expect(cycleLayout(2).positions).toEqual([30, 70]);
    expect(cycleLayout(3).positions).toEqual([20, 50, 80]);
    expect(centres(1)).toEqual([50]);
    expect(centres(2)).toEqual([30, 70]);
    expect(centres(3)).toEqual([20, 50, 80]);
  });

  it('the row is centred: equal margins of 0, 10 and 5 %', () => {
    expect(cycleLayout(1)).toMatchObject({ slot: 100, inset: 0 });
    expect(cycleLayout(2)).toMatchObject({ slot: 40, inset: 10 });
    expect(cycleLayout(3)).toMatchObject({ slot: 30, inset: 5 });
  });

  it('never fewer than 1 or more than 3 places', () => {
    expect(cycleLayout(0).positions).toEqual([50]);
    expect(cycleLayout(Number.NaN).positions).toEqual([50]);
    expect(cycleLayout(7).positions).toEqual([20, 50, 80]);
  });
});

describe('startIndex', () => {
  it('news gallery: start index 0 picks a random entry from the injected source', () => {
    expect(startIndex(0, 10, true, () => 0)).toBe(0);
    expect(startIndex(0, 10, true, () => 0.55)).toBe(5);
    expect(startIndex(0, 10, true, () => 0.9999999)).toBe(9);
    expect(startIndex(0, 10, true, () => 1)).toBe(9);
    expect(startIndex(0, 10, true, () => Number.NaN)).toBe(0);
  });

  it('another start index is used as given, kept inside the list; no random', () => {
    let called = 0;
    const random = () => {
      called++;
      return 0.5;
    };
    expect(startIndex(3, 10, true, random)).toBe(3);
    expect(startIndex(30, 10, true, random)).toBe(9);
    expect(startIndex(0, 10, false, random)).toBe(0);
    expect(called).toBe(0);
  });

  it('an empty list starts at 0', () => {
    expect(startIndex(0, 0, true, () => 0.7)).toBe(0);
    expect(startIndex(5, 0, false, () => 0.7)).toBe(0);
  });
});

describe('rotates', () => {
  it('only when sliderTimeout is above 0', () => {
    expect(rotates(0)).toBe(false);
    expect(rotates(1)).toBe(true);
    expect(rotates(5000)).toBe(true);
  });
});
