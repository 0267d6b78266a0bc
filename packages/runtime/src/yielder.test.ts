import { afterEach, describe, expect, it, vi } from 'vitest';
import { createYielder, yieldToMain } from './yielder.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createYielder', () => {
  it('runs callers within one slice at once and yields to the main thread between slices', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const pause = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const yielder = createYielder(() => clock, pause, 10);
    const ran: number[] = [];
    // Five hosts, each 4 ms of work once it has its turn.
    const hosts = [1, 2, 3, 4, 5].map((host) =>
      yielder.turn().then(() => {
        ran.push(host);
        clock += 4;
      }),
    );
    for (let i = 0; i < 30; i++) await Promise.resolve(); // microtasks only, no timer yet
    expect(ran).toEqual([1, 2, 3]); // 0, 4 and 8 ms are inside the 10 ms slice
    expect(pause).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    await Promise.all(hosts);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(pause).toHaveBeenCalledTimes(1); // 4 and 5 share the second slice (12 → 22 ms)
  });

  it('keeps giving turns after a pause failed', async () => {
    let clock = 0;
    let fail = true;
    const yielder = createYielder(
      () => clock,
      () => (fail ? Promise.reject(new Error('no')) : Promise.resolve()),
      10,
    );
    await yielder.turn(); // the first slice needs no pause
    clock = 50;
    await expect(yielder.turn()).rejects.toThrow('no');
    fail = false;
    await expect(yielder.turn()).resolves.toBeUndefined();
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('falls back to a timeout without scheduler.yield', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    let done = false;
    void yieldToMain().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
