import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady, loadSanitizer } from '@anstoss/api';
import { emit } from '@anstoss/runtime/widget';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { Tabs } from './Tabs.tsx';
import { tabsProps } from './props.ts';
import { rendersAs } from './serverPanel.ts';
import type * as Panel from './serverPanel.ts';
import type * as Api from '@anstoss/api';

vi.mock('@anstoss/api', async (original) => {
  const api = await original<typeof Api>();
  return { ...api, loadSanitizer: vi.fn(api.loadSanitizer) };
});
vi.mock('./serverPanel.ts', async (original) => {
  const panel = await original<typeof Panel>();
  return { ...panel, rendersAs: vi.fn(panel.rendersAs) };
});

// Own file: the sanitiser is loaded once per module graph, and this test needs it unloaded.
// The match page's tabs hear of the ticker's first answer too (issue 31: that reload loaded
// DOMPurify on every live match page, for the very markup the page already showed).
const url = '/ajax/spiel/471/spielverlauf/ticker-id/4711';
const rendered = `
  <ul class="match-course__list">
    <li class="match-course__entry"><span>12'</span> <strong>Tor</strong> 1:0 &ndash; M&uuml;ller</li>
  </ul>`;
let answer = rendered;
let served = 0;
setupMswServer(
  http.get(url, () => {
    served += 1;
    return HttpResponse.text(answer);
  }),
);

function renderTabs() {
  const host = document.createElement('div');
  host.innerHTML = `<div class="ast-tabs__server-panel" data-panel-url="${url}">${rendered}</div>`;
  const items = [
    { label: 'Spielverlauf', url },
    { label: 'Liveticker', url: '/ajax/spiel/471/liveticker/ticker-id/4711' },
  ];
  const props = tabsProps.parse({ items: JSON.stringify(items), tickerGame: '471' });
  render(<Tabs props={props} host={host} />);
  return host;
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  installFakeNavigation();
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

describe('tabs of a live game with the server panel', () => {
  it('keep the server panel without the sanitiser while the reload brings the same markup, and sanitise a changed one', async () => {
    renderTabs();
    const line = screen.getByText('Tor').closest('li');
    act(() => emit('liveTickerUpdated', { gameId: '471', tickerId: '4711' }));
    // The answer was compared with the server panel (and the sanitiser would be asked for next).
    await vi.waitFor(() => expect(rendersAs).toHaveReturned());
    expect(served).toBe(1);
    expect(loadSanitizer).not.toHaveBeenCalled();
    // The very node the server rendered is still shown.
    expect(screen.getByText('Tor').closest('li')).toBe(line);
    expect(isSanitizerReady()).toBe(false);

    answer = `${rendered}<p>Nachspielzeit<img src="x" onerror="alert(1)"></p>`;
    act(() => emit('liveTickerUpdated', { gameId: '471', tickerId: '4711' }));
    expect(await screen.findByText('Nachspielzeit')).toBeInTheDocument();
    expect(isSanitizerReady()).toBe(true);
    expect(screen.getByRole('tabpanel').querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Müller');
  });
});
