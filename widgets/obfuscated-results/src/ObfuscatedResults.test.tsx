import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleWarn, expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { ObfuscatedResults } from './ObfuscatedResults.tsx';
import { resultsFixture } from './fixtures.ts';
import { obfuscatedResultsProps } from './props.ts';

function renderWidget(overrides: Record<string, unknown> = {}) {
  const { props: json, ...attributes } = resultsFixture;
  const props = obfuscatedResultsProps.parse({ ...attributes, ...JSON.parse(json), ...overrides });
  const host = document.createElement('div');
  document.body.append(host);
  const view = render(<ObfuscatedResults props={props} host={host} />, { container: host });
  return { ...view, host };
}

const links = () => [...document.head.querySelectorAll('link[data-anstoss-results]')];
const settle = async (event: 'load' | 'error') => {
  await act(async () => {
    links().at(-1)!.dispatchEvent(new Event(event));
    await Promise.resolve();
  });
};

beforeAll(() => initTestI18n('de'));
afterEach(() => {
  document.head.querySelectorAll('link[data-anstoss-results]').forEach((l) => l.remove());
  document.body.innerHTML = '';
});

describe('obfuscated-results', () => {
  it('loads the stylesheet from the template, marks the host, draws codes as spans; axe', async () => {
    const { host } = renderWidget();
    expect(host).toHaveClass('results-c-f3a9c1d2e4');
    expect(links()).toHaveLength(1);
    expect(links()[0]).toHaveAttribute('href', '/ergebnisse/css/f3a9c1d2e4.css');
    expect(screen.queryByRole('table')).toBeNull();
    await settle('load');
    const table = await screen.findByRole('table', { name: 'Ergebnisse 12. Spieltag' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    const score = table.querySelector('tbody td:last-child .ast-obfuscated-results__score')!;
    expect(score.innerHTML).toBe(
      '<span class="ka3f"></span><span class="zz91"></span>:<span class="q9x1"></span>',
    );
    // The score cells are marked: a phone's column turns each row into a card with the score
    // beside the stacked names (obfuscatedResults.css), instead of cutting the score column off.
    const cells = [...table.querySelectorAll('tbody tr:first-child td')];
    expect(cells.map((td) => td.className)).toEqual(['', '', 'ast-obfuscated-results__score-cell']);
    await expectNoAxeViolations(host);
    // On a narrow screen the table scrolls sideways: its scroll area is reachable by keyboard.
    const area = screen.getByRole('region', { name: 'Ergebnisse 12. Spieltag' });
    expect(area).toContainElement(table);
    expect(area).toHaveAttribute('tabindex', '0');
  });

  it('two tables with the same id share one stylesheet', async () => {
    renderWidget();
    renderWidget();
    expect(links()).toHaveLength(1);
    await settle('load');
    expect(await screen.findAllByRole('table')).toHaveLength(2);
  });

  it('the class leaves the host when the widget unmounts', async () => {
    const { host, unmount } = renderWidget();
    unmount();
    expect(host).not.toHaveClass('results-c-f3a9c1d2e4');
  });

  it('a stylesheet that fails: an error with retry, which asks again', async () => {
    expectConsoleWarn('[anstoss] obfuscated-results: could not load');
    renderWidget();
    await settle('error');
    const retry = await screen.findByRole(
      'button',
      { name: 'Erneut versuchen' },
      { timeout: 8000 },
    );
    expect(links()).toHaveLength(0);
    fireEvent.click(retry);
    expect(links()).toHaveLength(1);
    await settle('load');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  }, 15_000);

  it('no rows say so', async () => {
    renderWidget({ rows: [] });
    await settle('load');
    expect(await screen.findByText('Noch keine Ergebnisse.')).toBeInTheDocument();
  });

  it('500 rows render; 10,000 rows are a prop error naming "rows"', async () => {
    const row = (i: number) => [`Team ${i}`, 'B', { o: ['ka3f'] }];
    renderWidget({ rows: Array.from({ length: 500 }, (_, i) => row(i)) });
    await settle('load');
    expect((await screen.findByRole('table')).querySelectorAll('tbody tr')).toHaveLength(500);
    const many = obfuscatedResultsProps.safeParse({
      ...resultsFixture,
      ...JSON.parse(resultsFixture.props),
      rows: Array.from({ length: 10_000 }, (_, i) => row(i)),
    });
    expect(JSON.stringify(many.error?.issues)).toContain('at most 500 rows');
  });
});

describe('props: missing or wrong attributes name the attribute', () => {
  const base = { ...resultsFixture, ...JSON.parse(resultsFixture.props) } as Record<
    string,
    unknown
  >;
  const cases: [Record<string, unknown>, string][] = [
    [{ obfuscationId: undefined }, 'obfuscationId'],
    [{ obfuscationId: 'a b"' }, 'data-obfuscation-id'],
    [{ stylesheetUrl: '/ergebnisse/css/x.css' }, 'data-stylesheet-url'],
    [{ title: ' ' }, 'data-title'],
    [{ head: [] }, 'head'],
    [{ rows: [[{ o: ['<script>'] }]] }, 'a code or a separator'],
    [{ rows: 'x' }, 'rows'],
  ];
  for (const [change, name] of cases)
    it(name, () => {
      const result = obfuscatedResultsProps.safeParse({ ...base, ...change });
      expect(result.success).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain(name);
    });
});
