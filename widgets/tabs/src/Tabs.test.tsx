import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation, type FakeNavigation } from '@anstoss/runtime/testing';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { Tabs } from './Tabs.tsx';
import { tabsProps } from './props.ts';

let nav: FakeNavigation['go'];

const server = setupMswServer(
  http.get('/ajax/a', () => HttpResponse.text('<p>Panel A<img src=x onerror="alert(1)"></p>')),
  http.get('/ajax/b', () => HttpResponse.text('<p>Panel B</p>')),
  http.get('/ajax/broken', () => new HttpResponse('x', { status: 500 })),
);

const items = [
  { label: 'Spielverlauf', url: '/ajax/a', tracking: 't-a' },
  { label: 'Liveticker', url: '/ajax/b' },
  { label: 'Tabelle', href: '/wettbewerb/x' },
];

function renderTabs(list: unknown[] = items) {
  const props = tabsProps.parse({ items: JSON.stringify(list), label: 'Spielinfos' });
  return render(<Tabs props={props} host={document.createElement('div')} />);
}

function setWidth(mobile: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  setWidth(false);
  nav = installFakeNavigation().go;
});

describe('tabs', () => {
  it('loads the ajax panel, sanitised, and follows the WAI-ARIA tabs pattern', async () => {
    const user = userEvent.setup();
    const { container } = renderTabs();
    expect(await screen.findByText('Panel A')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('data-tracking', 't-a');
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(await screen.findByText('Panel B')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Liveticker');
    await expectNoAxeViolations(container);
  });

  it('cycles with the prev/next arrows and navigates for link tabs', async () => {
    const user = userEvent.setup();
    renderTabs();
    await screen.findByText('Panel A');
    await user.click(screen.getByRole('button', { name: 'Nächster Reiter' }));
    expect(await screen.findByText('Panel B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächster Reiter' }));
    expect(nav).toHaveBeenCalledWith('/wettbewerb/x');
    await user.click(screen.getByRole('button', { name: 'Vorheriger Reiter' }));
    expect(nav).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it("becomes a drop-down with a 'go to' label below 760 px", async () => {
    setWidth(true);
    const user = userEvent.setup();
    renderTabs();
    const select = screen.getByLabelText('Gehe zu');
    await user.selectOptions(select, '1');
    expect(await screen.findByText('Panel B')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    // No tabs left: the panel is a region named by the chosen entry, not a tabpanel.
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('region')).toHaveAccessibleName('Liveticker');
  });

  describeLoadFaults('faults of a panel: an error with "Erneut versuchen" that loads it', {
    server,
    path: '/ajax/flaky',
    html: true,
    render: () => renderTabs([{ label: 'Wackelig', url: '/ajax/flaky' }]),
    // The tab stays, selected, with the error in its panel.
    expectKept: () =>
      expect(screen.getByRole('tabpanel', { name: 'Wackelig' })).toContainElement(
        screen.getByRole('alert'),
      ),
    loadsAgain: {
      answer: () => HttpResponse.text('<p>Panel C</p>'),
      expectLoaded: async () => {
        expect(await screen.findByText('Panel C')).toBeVisible();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
    },
  });

  it('rejects items that are not a JSON list', () => {
    expect(tabsProps.safeParse({ items: 'kein json' }).success).toBe(false);
    expect(tabsProps.safeParse({ items: '[]' }).success).toBe(false);
  });
});
void server;
