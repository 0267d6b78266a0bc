import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { CountUp } from './CountUp.tsx';
import { countUpProps } from './props.ts';

/** A controllable IntersectionObserver: `reveal()` reports every observed element visible. */
let observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {
    observed = observed.filter((o) => o.callback !== this.callback);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function reveal() {
  for (const { callback, target } of [...observed]) {
    callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as never,
  );
}

function renderWidget(attributes: Record<string, string>) {
  const props = countUpProps.parse(attributes);
  return render(<CountUp props={props} host={document.createElement('div')} />);
}

const digits = () => screen.getByTestId('count-up-digits').lastElementChild?.textContent;

beforeAll(() => {
  initTestI18n('de');
});
beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  setReducedMotion(false);
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    now: new Date('2026-03-01T12:00:00Z'),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  initTestI18n('de');
});

describe('count-up', () => {
  it('gives screen readers the final number in German format from the start', () => {
    const { container } = renderWidget({ value: '12345' });
    expect(container).toHaveTextContent('12.345');
    expect(screen.getByTestId('count-up-digits')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.ast-visually-hidden')).toHaveTextContent('12.345');
    expect(digits()).toBe('0');
  });

  it('waits until visible, then 500 ms, then counts for 3 s to the final number', () => {
    renderWidget({ value: '12345' });
    act(() => void vi.advanceTimersByTime(5000));
    expect(digits()).toBe('0');

    act(() => reveal());
    act(() => void vi.advanceTimersByTime(499));
    expect(digits()).toBe('0');
    act(() => void vi.advanceTimersByTime(1 + 1500));
    const middle = Number(digits()?.replace(/\./g, ''));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(12345);
    act(() => void vi.advanceTimersByTime(1000));
    expect(digits()).not.toBe('12.345');
    act(() => void vi.advanceTimersByTime(520));
    expect(digits()).toBe('12.345');
  });

  it('shows the final number at once with prefers-reduced-motion', () => {
    setReducedMotion(true);
    renderWidget({ value: '2500' });
    expect(digits()).toBe('2.500');
    expect(observed).toHaveLength(0);
  });

  it('reserves the width of the final number while counting', () => {
    renderWidget({ value: '98765', from: '5' });
    const ghosts = screen.getByTestId('count-up-digits').querySelectorAll('.ast-count-up__ghost');
    expect([...ghosts].map((g) => g.textContent)).toEqual(['98.765', '5']);
    expect(digits()).toBe('5');
  });

  it('keeps the decimals with a German comma', () => {
    renderWidget({ value: '12.5', decimals: '1' });
    act(() => reveal());
    act(() => void vi.advanceTimersByTime(4000));
    expect(digits()).toBe('12,5');
  });

  it('uses English grouping when the language is English', () => {
    initTestI18n('en');
    const { container } = renderWidget({ value: '12345' });
    expect(container.querySelector('.ast-visually-hidden')).toHaveTextContent('12,345');
  });

  it('stops counting when removed from the page', () => {
    const { unmount } = renderWidget({ value: '100' });
    act(() => reveal());
    act(() => void vi.advanceTimersByTime(800));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderWidget({ value: '100' });
    await expectNoAxeViolations(container);
  });
});
