import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './strategies.ts';
import { FakeIntersectionObserver, installIntersectionObserver } from './testing/fakes.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('eager', () => {
  it('runs at once', () => {
    const run = vi.fn();
    createScheduler().schedule(document.body, 'eager', run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('idle', () => {
  it('uses requestIdleCallback with a timeout, and can be cancelled', () => {
    const callbacks: (() => void)[] = [];
    const ric = vi.fn((cb: () => void) => callbacks.push(cb));
    const cic = vi.fn();
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', cic);
    const run = vi.fn();
    const cancel = createScheduler().schedule(document.body, 'idle', run);
    expect(run).not.toHaveBeenCalled();
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    callbacks[0]?.();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cic).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    createScheduler().schedule(document.body, 'idle', run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a cancelled fallback timer never runs', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    createScheduler().schedule(document.body, 'idle', run)();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('visible', () => {
  beforeEach(installIntersectionObserver);

  it('runs when the host comes within 200px of the viewport, once', () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    const runA = vi.fn();
    const runB = vi.fn();
    const scheduler = createScheduler();
    scheduler.schedule(a, 'visible', runA);
    scheduler.schedule(b, 'visible', runB);
    expect(FakeIntersectionObserver.instances).toHaveLength(1); // shared
    const io = FakeIntersectionObserver.instances[0]!;
    expect(io.rootMargin).toBe('200px');
    io.fire([a], false);
    expect(runA).not.toHaveBeenCalled();
    io.fire([a]);
    expect(runA).toHaveBeenCalledTimes(1);
    expect(runB).not.toHaveBeenCalled();
    expect(io.targets.has(a)).toBe(false);
    io.fire([a]);
    expect(runA).toHaveBeenCalledTimes(1);
  });

  it('cancelling stops observing', () => {
    const a = document.createElement('div');
    const run = vi.fn();
    const cancel = createScheduler().schedule(a, 'visible', run);
    const io = FakeIntersectionObserver.instances[0]!;
    cancel();
    expect(io.targets.has(a)).toBe(false);
    io.fire([a]);
    expect(run).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver mounts when idle instead of never', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    createScheduler().schedule(document.createElement('div'), 'visible', run);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('the first Tab mounts every waiting host, later ones mount at once (keyboard users)', () => {
    const scheduler = createScheduler();
    const runA = vi.fn();
    const runB = vi.fn();
    scheduler.schedule(document.createElement('div'), 'visible', runA);
    const cancelB = scheduler.schedule(document.createElement('div'), 'visible', runB);
    cancelB();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(runA).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(runA).toHaveBeenCalledTimes(1);
    expect(runB).not.toHaveBeenCalled(); // cancelled before
    const later = vi.fn();
    scheduler.schedule(document.createElement('div'), 'visible', later);
    expect(later).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(runA).toHaveBeenCalledTimes(1);
    scheduler.disconnect();
  });
});
