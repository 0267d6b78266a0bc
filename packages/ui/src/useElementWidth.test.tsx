import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './useElementWidth.ts';

let report: () => void = () => {};
let width = 300;

function Probe({ debounceMs }: { debounceMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const measured = useElementWidth(ref, debounceMs);
  return <div ref={ref}>width {measured}</div>;
}

describe('useElementWidth', () => {
  beforeEach(() => {
    width = 300;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {
          report = () => {};
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('measures at once and follows every resize without a delay', () => {
    render(<Probe />);
    expect(screen.getByText('width 300')).toBeInTheDocument();
    width = 500;
    act(() => report());
    expect(screen.getByText('width 500')).toBeInTheDocument();
  });

  it('with a delay: only after the last resize has been quiet that long', () => {
    vi.useFakeTimers();
    render(<Probe debounceMs={500} />);
    width = 400;
    act(() => report());
    act(() => vi.advanceTimersByTime(499));
    width = 450;
    act(() => report());
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('width 300')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('width 450')).toBeInTheDocument();
  });
});
