import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady } from '@anstoss/api';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { expectNoAxeViolations, initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { Tabs } from './Tabs.tsx';
import { tabsProps } from './props.ts';

// Own file: the sanitiser is loaded once per module graph, and these tests need it unloaded.
const requests: string[] = [];
setupMswServer(
  http.get('/ajax/a', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.text('<p>Panel A fetched</p>');
  }),
  http.get('/ajax/b', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.text('<p>Panel B<img src=x onerror="alert(1)"></p>');
  }),
);

const items = [
  { label: 'Spielverlauf', url: '/ajax/a' },
  { label: 'Liveticker', url: '/ajax/b' },
];

/** A host as the CMS renders it: the first tab's panel inside. */
function serverHost(url = '/ajax/a'): HTMLElement {
  const host = document.createElement('div');
  host.dataset.widget = 'tabs';
  host.innerHTML = `<div class="ast-tabs__server-panel" data-panel-url="${url}"><ol><li data-testid="line">12. Tor</li></ol></div>`;
  return host;
}

function renderTabs(host: HTMLElement, list: unknown[] = items) {
  const props = tabsProps.parse({ items: JSON.stringify(list), label: 'Spielinfos' });
  return render(<Tabs props={props} host={host} />);
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  requests.length = 0;
  installFakeNavigation();
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

// In their written order, also under `--sequence.shuffle`: the first test proves the sanitiser is
// not loaded, which only holds before a later test has loaded it (module state of this file).
describe('tabs: the server panel of the first tab', { shuffle: false }, () => {
  it('is shown as it is, without a request and without loading the sanitiser', async () => {
    const host = serverHost();
    const line = host.querySelector('[data-testid="line"]');
    const { container } = renderTabs(host);
    // The same node the server rendered, now inside the tab panel.
    expect(screen.getByRole('tabpanel')).toContainElement(line as HTMLElement);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Spielverlauf');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(isSanitizerReady()).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('belongs only to the tab whose url it names', async () => {
    renderTabs(serverHost('/ajax/other'));
    expect(await screen.findByText('Panel A fetched')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('loads the open panel again after a language switch (the server wrote it in the old one)', async () => {
    const host = serverHost();
    renderTabs(host);
    expect(screen.getByTestId('line')).toBeInTheDocument();
    document.dispatchEvent(
      new CustomEvent('anstoss:languageChanged', { detail: { language: 'en' } }),
    );
    expect(await screen.findByText('Panel A fetched')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.queryByTestId('line')).toBeNull();
  });

  it('gives way to fetched, sanitised panels once another tab is chosen, and for good', async () => {
    const user = userEvent.setup();
    const { container } = renderTabs(serverHost());
    await user.click(screen.getByRole('tab', { name: 'Liveticker' }));
    expect(await screen.findByText('Panel B')).toBeInTheDocument();
    expect(isSanitizerReady()).toBe(true);
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Spielverlauf' }));
    expect(await screen.findByText('Panel A fetched')).toBeInTheDocument();
    expect(screen.queryByTestId('line')).toBeNull();
  });
});
