import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { CrossTable } from './CrossTable.tsx';
import { crossTableProps } from './props.ts';
import { crossTableFixture } from './fixtures.ts';

function renderTable() {
  const result = render(
    <CrossTable
      props={crossTableProps.parse(crossTableFixture)}
      host={document.createElement('div')}
    />,
  );
  const scroller = screen.getByRole('region');
  Object.defineProperty(scroller, 'scrollWidth', { value: 500, configurable: true });
  Object.defineProperty(scroller, 'clientWidth', { value: 300, configurable: true });
  act(() => scroller.dispatchEvent(new Event('scroll')));
  return { ...result, scroller };
}

function motion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((q: string) => ({ matches: reduce, media: q }));
}

beforeAll(() => initTestI18n('de'));
afterEach(() => vi.useRealTimers());

describe('cross-table', () => {
  it('scrolls 80 px in 5 px steps every 2 ms and disables the arrows at the ends', async () => {
    motion(false);
    vi.useFakeTimers();
    const { scroller } = renderTable();
    const left = screen.getByRole('button', { name: 'Nach links blättern' });
    const right = screen.getByRole('button', { name: 'Nach rechts blättern' });
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();
    act(() => right.click());
    act(() => void vi.advanceTimersByTime(2));
    expect(scroller.scrollLeft).toBe(5);
    act(() => void vi.advanceTimersByTime(30));
    expect(scroller.scrollLeft).toBe(80);
    act(() => void vi.advanceTimersByTime(4));
    expect(left).toBeEnabled();
    for (let i = 0; i < 3; i += 1) {
      act(() => right.click());
      act(() => void vi.advanceTimersByTime(40));
    }
    expect(scroller.scrollLeft).toBe(200);
    expect(right).toBeDisabled();
  });

  it('moves at once under prefers-reduced-motion', () => {
    motion(true);
    const { scroller } = renderTable();
    act(() => screen.getByRole('button', { name: 'Nach rechts blättern' }).click());
    expect(scroller.scrollLeft).toBe(80);
  });

  it('the arrows follow a resize: a box wide enough for the whole table disables both', () => {
    let report: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { scroller } = renderTable();
      const right = screen.getByRole('button', { name: 'Nach rechts blättern' });
      expect(right).toBeEnabled();
      Object.defineProperty(scroller, 'clientWidth', { value: 500, configurable: true });
      act(() => report());
      expect(right).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Nach links blättern' })).toBeDisabled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a phone keeps the first column narrow: each club also carries its short name, and the column stays while the results scroll', () => {
    // The stylesheet as the page gets it (vitest leaves CSS imports empty).
    const styles = readFileSync(`${import.meta.dirname}/crossTable.css`, 'utf8');
    const style = document.createElement('style');
    style.textContent = styles;
    document.head.append(style);
    try {
      renderTable();
      const nord = screen.getByRole('rowheader', { name: 'SV Nord' });
      // The short name (as in the column heads) is what a narrow table shows; screen readers
      // keep the full name.
      expect(nord.querySelector('.ast-cross-table__short')).toHaveTextContent('Nord');
      expect(nord.querySelector('.ast-cross-table__short')).toHaveAttribute('aria-hidden', 'true');
      expect(getComputedStyle(nord).position).toBe('sticky');
      expect(styles).toMatch(
        /@container \(max-width: [\d.]+rem\) \{[^@]*\.ast-cross-table__has-short \.ast-cross-table__short \{\s*display: inline;/,
      );
    } finally {
      style.remove();
    }
  });

  it('has no axe violations', async () => {
    motion(false);
    const { container } = renderTable();
    expect(screen.getByRole('table', { name: 'Kreuztabelle Kreisliga A' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('rejects props without teams', () => {
    expect(crossTableProps.safeParse({ caption: 'x', teams: [], results: [] }).success).toBe(false);
  });
});
