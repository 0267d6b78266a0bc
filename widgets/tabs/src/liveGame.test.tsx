import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@anstoss/runtime/widget';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { Tabs } from './Tabs.tsx';
import { tabsProps } from './props.ts';

// The match page's tabs follow the live ticker of their game (issue 26: the match course said
// "Noch keine Ereignisse." while the ticker above listed eight events).
let served = 0;
const requests: string[] = [];
setupMswServer(
  http.get('/ajax/spiel/471/spielverlauf/ticker-id/4711', ({ request }) => {
    requests.push(request.url);
    served += 1;
    return HttpResponse.text(`<ul><li>Stand ${served}</li></ul>`);
  }),
);

const items = [
  { label: 'Spielverlauf', url: '/ajax/spiel/471/spielverlauf/ticker-id/4711' },
  { label: 'Liveticker', url: '/ajax/spiel/471/liveticker/ticker-id/4711' },
];

function renderTabs() {
  const host = document.createElement('div');
  host.innerHTML = `<div class="ast-tabs__server-panel" data-panel-url="${items[0]?.url}"><p>Noch keine Ereignisse.</p></div>`;
  const props = tabsProps.parse({ items: JSON.stringify(items), tickerGame: '471' });
  return render(<Tabs props={props} host={host} />);
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  served = 0;
  requests.length = 0;
  installFakeNavigation();
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

describe('tabs of a live game', () => {
  it('reload the open panel whenever the ticker of their game shows new events', async () => {
    renderTabs();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Noch keine Ereignisse.');
    // Another game's ticker: nothing happens.
    act(() => emit('liveTickerUpdated', { gameId: '472', tickerId: '4721' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requests).toEqual([]);
    act(() => emit('liveTickerUpdated', { gameId: '471', tickerId: '4711' }));
    expect(await screen.findByText('Stand 1')).toBeInTheDocument();
    expect(screen.queryByText('Noch keine Ereignisse.')).toBeNull();
    act(() => emit('liveTickerUpdated', { gameId: '471', tickerId: '4711' }));
    expect(await screen.findByText('Stand 2')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('keep the last panel on screen while the next one loads (no loader, no jump)', async () => {
    renderTabs();
    act(() => emit('liveTickerUpdated', { gameId: '471', tickerId: '4711' }));
    expect(await screen.findByText('Stand 1')).toBeInTheDocument();
    act(() => emit('liveTickerUpdated', { gameId: '471', tickerId: '4711' }));
    expect(screen.getByText('Stand 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByText('Stand 2')).toBeInTheDocument();
  });
});
