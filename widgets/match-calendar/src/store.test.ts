import { describe, expect, it } from 'vitest';
import { createRangeStore } from './store.ts';

const make = (
  over: Partial<{ span: number; clearable: boolean; min: string | null; max: string | null }> = {},
) =>
  createRangeStore(
    { from: '2025-09-01', to: '2025-09-30' },
    { span: 30, clearable: false, min: null, max: null, ...over },
  );

describe('match-calendar range store', () => {
  it("clamps a 'from' date to no later than 'to'", () => {
    const store = make();
    store.getState().setDay('from', '2025-10-10');
    expect(store.getState().from).toBe('2025-09-30');
  });
  it("clamps a 'from' date to no earlier than 'to' minus the span", () => {
    const store = make();
    store.getState().enter('from', '1.1.2025');
    expect(store.getState().from).toBe('2025-08-31');
  });
  it("clamps a 'to' date the other way", () => {
    const store = make();
    store.getState().setDay('to', '2025-08-01');
    expect(store.getState().to).toBe('2025-09-01');
    store.getState().setDay('to', '2025-12-31');
    expect(store.getState().to).toBe('2025-10-01');
  });
  it('clears only when enabled; otherwise the entry is invalid and the date stays', () => {
    const locked = make();
    locked.getState().enter('to', '-');
    expect(locked.getState().to).toBe('2025-09-30');
    expect(locked.getState().invalid).toBe('to');
    const open = make({ clearable: true });
    open.getState().enter('to', '-');
    expect(open.getState().to).toBeNull();
    expect(open.getState().invalid).toBeNull();
  });
  it('keeps days within min and max', () => {
    const store = make({ min: '2025-09-10', span: 0 });
    store.getState().enter('from', '2.9.2025');
    expect(store.getState().from).toBe('2025-09-10');
  });
  it('opening one calendar closes the other', () => {
    const store = make();
    store.getState().setOpen('from');
    store.getState().setOpen('to');
    expect(store.getState().open).toBe('to');
  });
});
