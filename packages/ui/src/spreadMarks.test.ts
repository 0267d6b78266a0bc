import { describe, expect, it } from 'vitest';
import { spreadMarks } from './spreadMarks.ts';

describe('spreadMarks', () => {
  it('keeps marks at their place while they do not touch', () => {
    expect(spreadMarks([20, 60, 100], 12, 6, 352)).toEqual([20, 60, 100]);
  });

  it('moves a mark too close to the one before just far enough to stand apart', () => {
    expect(spreadMarks([100, 104, 104], 12, 6, 352)).toEqual([100, 113, 126]);
    // In the order given, whatever order their places come in.
    expect(spreadMarks([104, 100], 12, 6, 352)).toEqual([113, 100]);
  });

  it('packs a run at the end back from max instead of passing it', () => {
    expect(spreadMarks([276, 282, 285, 285], 12, 6, 294)).toEqual([255, 268, 281, 294]);
    // Small marks: 6 px apart plus 1.
    expect(spreadMarks([150, 150, 150], 6, 0, 150)).toEqual([136, 143, 150]);
  });

  it('never places a mark below min, even when the run does not fit', () => {
    expect(spreadMarks([10, 10, 10], 12, 6, 20)).toEqual([6, 7, 20]);
  });
});
