import { describe, expect, it } from 'vitest';
import { createRangeStore } from './store.ts';

const make = (over: Partial<{ span: number; min: string | null; max: string | null }> = {}) =>
  createRangeStore(
    { from: '2025-09-01', to: '2025-09-30' },
    { span: 30, min: null, max: null, ...over },
  );

describe('match-calendar range store', () => {
  it("clamps a 'from' date to no later than 'to'", () => {
    const store = make();
    store.getState().setDay('from', '2025-10-10');
    expect(store.getState().from).toBe('2025-09-30');
  });
  it("clamps a 'from' date to no earlier than 'to' minus the span", () => {
    const store = make();
    store.getState().setDay('from', '2025-01-01');
    expect(store.getState().from).toBe('2025-08-31');
  });
  it("clamps a 'to' date the other way", () => {
    const store = make();
    store.getState().setDay('to', '2025-08-01');
    expect(store.getState().to).toBe('2025-09-01');
    store.getState().setDay('to', '2025-12-31');
    expect(store.getState().to).toBe('2025-10-01');
  });
  it('a cleared day is null', () => {
    const store = make();
    store.getState().setDay('to', null);
    expect(store.getState().to).toBeNull();
  });
  it('keeps days within min and max', () => {
    const store = make({ min: '2025-09-10', span: 0 });
    store.getState().setDay('from', '2025-09-02');
    expect(store.getState().from).toBe('2025-09-10');
  });
});
