import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { LineChart } from './LineChart.tsx';
import { lineChartProps } from './props.ts';

const SERIES = [
  { name: 'Tore', checked: true, values: [2, 0, 3, 1] },
  { name: 'Gegentore', checked: true, values: [1, 1, 0, 2] },
  { name: 'Punkte', checked: false, values: [3, 0, 3, 1] },
];

function renderWidget(
  series: unknown = SERIES,
  labels?: string[],
  axes: { yAxis?: string; xAxis?: string } = {},
) {
  const props = lineChartProps.parse({ title: 'Tore je Spiel', series, labels, ...axes });
  return render(<LineChart props={props} host={document.createElement('div')} />);
}

const svg = () => screen.getByTestId('line-chart-svg');
const lines = () =>
  [...svg().querySelectorAll('g[data-series]')].map((line) => line.getAttribute('data-series'));
const table = () => screen.getByRole('table', { name: 'Tore je Spiel' });

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  vi.useRealTimers();
  initTestI18n('de');
});

describe('line-chart', () => {
  it('draws the page’s axes: data-y-axis steps from −1, x labels 0 … data-x-axis − 1 (spec §9)', () => {
    renderWidget(SERIES, undefined, { yAxis: '6', xAxis: '8' });
    const texts = [...svg().querySelectorAll('text')].map((t) => t.textContent);
    expect(texts.slice(0, 7)).toEqual(['-1', '0', '1', '2', '3', '4', '5']);
    expect(texts.slice(7)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(svg().getAttribute('height')).toBe(String(Number(svg().getAttribute('width')) / 2));
    // The table keeps to the four played positions.
    expect(within(table()).getAllByRole('row')).toHaveLength(5);
  });

  it('draws the checked series and offers a checkbox per series', () => {
    renderWidget();
    expect(lines()).toEqual(['Tore', 'Gegentore']);
    expect(screen.getByRole('checkbox', { name: 'Tore' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Punkte' })).not.toBeChecked();
  });

  it('series differ without colour: each its own dash and marker, the legend shows both', () => {
    renderWidget(SERIES.map((s) => ({ ...s, checked: true })));
    const look = (root: Element, name: string) => {
      const line = root.querySelector(`[data-series="${name}"]`)!;
      return {
        dash: line.querySelector('polyline')!.getAttribute('stroke-dasharray') ?? 'solid',
        marker: line.querySelector('[data-marker]')!.getAttribute('data-marker'),
      };
    };
    const drawn = SERIES.map((s) => look(svg(), s.name));
    expect(new Set(drawn.map((d) => d.dash)).size).toBe(3);
    expect(new Set(drawn.map((d) => d.marker)).size).toBe(3);
    // Each series' point markers: one per value.
    expect(svg().querySelectorAll('[data-series="Tore"] [data-marker]')).toHaveLength(4);
    for (const s of SERIES) {
      const swatch = screen.getByRole('checkbox', { name: s.name }).closest('label')!;
      expect(look(swatch, s.name)).toEqual(look(svg(), s.name));
    }
  });

  it('toggles series with the checkboxes, chart and table alike', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('checkbox', { name: 'Punkte' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tore' }));
    expect(lines()).toEqual(['Gegentore', 'Punkte']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Punkt', 'Gegentore', 'Punkte']);
  });

  it('has y labels from −1 in steps of 1 and x labels 0 … n−1, half as high as wide', () => {
    renderWidget();
    const texts = [...svg().querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['-1', '0', '1', '2', '3', '0', '1', '2', '3']);
    expect(Number(svg().getAttribute('height'))).toBe(Number(svg().getAttribute('width')) / 2);
  });

  it('gives screen readers a table of the numbers, and hides the drawing from them', () => {
    renderWidget();
    expect(svg()).toHaveAttribute('aria-hidden', 'true');
    const rows = within(table()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PunktToreGegentore',
      '021',
      '101',
      '230',
      '312',
    ]);
  });

  it('names the x positions by the given labels on the axis and in the table', () => {
    renderWidget(SERIES, ['07.02.', '14.02.', '21.02.', '28.02.']);
    const texts = [...svg().querySelectorAll('text')].map((t) => t.textContent);
    expect(texts.slice(-4)).toEqual(['07.02.', '14.02.', '21.02.', '28.02.']);
    // The last one ends at the chart's last point instead of running past the edge.
    const anchors = [...svg().querySelectorAll('text')]
      .slice(-4)
      .map((t) => t.getAttribute('text-anchor'));
    expect(anchors).toEqual(['middle', 'middle', 'middle', 'end']);
    const rows = within(table()).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('07.02.21');
  });

  it('says so when every series is unchecked', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('checkbox', { name: 'Tore' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gegentore' }));
    expect(lines()).toEqual([]);
    expect(screen.getByText('Keine Reihe ausgewählt.')).toBeInTheDocument();
  });

  it('redraws for a new width only once resizing has paused for 400 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const { container } = renderWidget();
    const box = container.querySelector('.ast-line-chart__box') as HTMLElement;
    let width = 800;
    Object.defineProperty(box, 'clientWidth', { get: () => width });
    act(() => void vi.advanceTimersByTime(20));
    expect(svg()).toHaveAttribute('width', '800');

    width = 400;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(399);
    });
    expect(svg()).toHaveAttribute('width', '800');
    act(() => void vi.advanceTimersByTime(1));
    expect(svg()).toHaveAttribute('width', '400');
    expect(svg()).toHaveAttribute('height', '200');
  });

  it('copes with 500 values per series (the most accepted) and thins the x labels', () => {
    renderWidget([
      { name: 'Zuschauer', checked: true, values: Array.from({ length: 500 }, (_, i) => i % 5) },
    ]);
    expect(svg().querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(500);
    expect(svg().querySelectorAll('text').length).toBeLessThan(60);
  });

  it('speaks English when the language is English', () => {
    initTestI18n('en');
    renderWidget();
    expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('Point');
  });

  it('has no axe violations', async () => {
    const { container } = renderWidget();
    await expectNoAxeViolations(container);
  });
});
