import { describe, expect, it } from 'vitest';
import { interactionDuration, type EventEntry } from './eventTiming.ts';

const entry = (startTime: number, duration: number, interactionId = 1): EventEntry => ({
  name: 'click',
  startTime,
  duration,
  processingStart: startTime + 1,
  processingEnd: startTime + 2,
  interactionId,
});

describe('interactionDuration', () => {
  it('takes the longest entry of the interactions since the mark', () => {
    expect(interactionDuration([entry(5, 200), entry(10, 40), entry(12, 72)], 10)).toBe(72);
  });

  it('leaves out events that are no interaction (hover, scroll)', () => {
    expect(interactionDuration([entry(10, 300, 0), entry(11, 24)], 10)).toBe(24);
  });

  it('is null when nothing reached 16 ms', () => {
    expect(interactionDuration([entry(5, 64)], 10)).toBeNull();
  });
});
