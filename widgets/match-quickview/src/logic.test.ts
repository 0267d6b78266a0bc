import { describe, expect, it } from 'vitest';
import { matchEventsResponse } from './api.ts';
import { matchEventsFixture } from './fixtures.ts';
import {
  HEXAGON_WIDTH,
  iconClass,
  iconOffset,
  rightPadding,
  spreadIcons,
  timelineSections,
  totalMinutes,
  xOf,
} from './logic.ts';

const data = matchEventsResponse.parse(matchEventsFixture);

describe('timeline constants (§9)', () => {
  it('uses right padding 55 up to 710 px, else 30', () => {
    expect(rightPadding(710)).toBe(55);
    expect(rightPadding(320)).toBe(55);
    expect(rightPadding(711)).toBe(30);
  });
  it('puts home icons 30 px above and away icons 20 px below the line', () => {
    expect(iconOffset('home')).toBe(-30);
    expect(iconOffset('away')).toBe(20);
  });
  it('has a hexagon width of 36 and spans the line between the hexagon halves', () => {
    expect(HEXAGON_WIDTH).toBe(36);
    expect(xOf(0, 90, 800)).toBe(18);
    expect(xOf(90, 90, 800)).toBe(800 - 30 - 18);
    expect(xOf(90, 90, 700)).toBe(700 - 55 - 18);
    expect(xOf(200, 90, 800)).toBe(xOf(90, 90, 800));
  });
});

describe('sections', () => {
  it('draws first half, second half and extra time', () => {
    const sections = timelineSections(data);
    expect(sections.map((s) => [s.key, s.start, s.end])).toEqual([
      ['first-half', 0, 45],
      ['second-half', 45, 90],
      ['extra-time', 90, 120],
    ]);
    expect(totalMinutes(data, sections)).toBe(120);
  });
  it('folds second-half events into one section with durationSections 1', () => {
    const one = timelineSections({
      ...data,
      durationSections: 1,
      sections: { ...data.sections, 'extra-time': undefined },
    });
    expect(one).toHaveLength(1);
    expect(one[0]?.events.map((e) => e.time)).toEqual([12, 30, 67, 80]);
  });
});

describe('icons', () => {
  it('knows goal, own goal and cards, other types get "other"', () => {
    expect(iconClass('goal own-goal')).toBe('goal own-goal');
    expect(iconClass('yellow-red-card')).toBe('yellow-red-card');
    expect(iconClass('substitution')).toBe('other substitution');
  });
});

describe('spreadIcons', () => {
  it('packs a run at the end back from the right edge instead of leaving the chart', () => {
    // A phone: 87', 89', 90+2' (at 90) and 90+4' (at 90) near the line's end at 285 px.
    const placed = spreadIcons([276, 282, 285, 285], 300);
    expect(placed).toEqual([255, 268, 281, 294]);
    expect(Math.max(...placed)).toBeLessThanOrEqual(300 - 6);
  });
});
