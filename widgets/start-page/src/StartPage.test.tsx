import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { noFavouritesFixture, schemaMismatchStartPage, startPageFixture } from './fixtures.ts';
import { StartPage } from './StartPage.tsx';
import { startPageProps } from './props.ts';

const URL_ = '/ajax/startpage.json';
const server = setupMswServer();
const endpoint = mockGetEndpoint(server, URL_);

function renderWidget() {
  const props = startPageProps.parse({ url: URL_, discoverUrl: '/vereinssuche' });
  return render(<StartPage props={props} host={document.createElement('div')} />);
}

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
  initTestI18n('de');
});
const logIn = () => {
  document.cookie = 'FBDE_LOGIN=1; path=/';
};

describe('start-page', () => {
  it('logged out: invites to log in and requests nothing', async () => {
    endpoint.respond(() => HttpResponse.json(startPageFixture));
    renderWidget();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/login?fw_url=%2F',
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(endpoint.requests).toEqual([]);
  });

  it("shows the games tabs with 'upcoming' first, then 'recent' with the arrow keys", async () => {
    logIn();
    endpoint.respond(() => HttpResponse.json(startPageFixture));
    const { container } = renderWidget();
    const games = await screen.findByRole('tablist', { name: 'Spiele deiner Favoriten' });
    const upcoming = within(games).getByRole('tab', { name: 'Nächste Spiele' });
    const recent = within(games).getByRole('tab', { name: 'Letzte Ergebnisse' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    expect(recent).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Nächste Spiele' });
    expect(within(panel).getByRole('link', { name: 'FC Musterstadt' })).toHaveAttribute(
      'href',
      '/mannschaft/7',
    );
    expect(panel).toHaveTextContent('SV Neustadt');
    // Under the day's heading "22.11.2026" a row gives the time only (it repeated "22.11.26").
    expect(panel).toHaveTextContent('22.11.2026');
    expect(panel).not.toHaveTextContent('22.11.26 ');
    expect(panel.querySelector('.ast-start__meta')?.textContent).toMatch(/^\d\d:\d\d/);
    await expectNoAxeViolations(container);

    upcoming.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(recent).toHaveAttribute('aria-selected', 'true');
    expect(recent).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Letzte Ergebnisse' })).toHaveTextContent(
      'TuS Altdorf',
    );
    expect(screen.getByRole('tabpanel', { name: 'Letzte Ergebnisse' })).toHaveTextContent('1:3');
    await userEvent.keyboard('{Home}');
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the favourites tabs with 'teamsAndClubs' first, then 'competitions'", async () => {
    logIn();
    endpoint.respond(() => HttpResponse.json(startPageFixture));
    renderWidget();
    const favs = await screen.findByRole('tablist', { name: 'Deine Favoriten' });
    expect(within(favs).getByRole('tab', { name: 'Mannschaften und Vereine' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'FC Musterstadt (Herren)' })).toBeInTheDocument();
    await userEvent.click(within(favs).getByRole('tab', { name: 'Wettbewerbe' }));
    expect(screen.getByRole('tabpanel', { name: 'Wettbewerbe' })).toHaveTextContent('Kreisliga A');
  });

  it('without favourites: the inviting empty state', async () => {
    logIn();
    endpoint.respond(() => HttpResponse.json(noFavouritesFixture));
    const { container } = renderWidget();
    expect(
      await screen.findByRole('heading', { name: 'Dein Fußball an einem Ort' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verein finden' })).toHaveAttribute(
      'href',
      '/vereinssuche',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks English', async () => {
    initTestI18n('en');
    logIn();
    endpoint.respond(() => HttpResponse.json(startPageFixture));
    renderWidget();
    expect(await screen.findByRole('tab', { name: 'Upcoming games' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  describeLoadFaults('faults: a message with a retry', {
    server,
    path: URL_,
    schemaMismatch: schemaMismatchStartPage,
    refusal: { body: { success: false, error: { message: 'Bitte später erneut.' } } },
    render: () => {
      logIn();
      renderWidget();
    },
    expectShown: async () => {
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      endpoint.respond(() => HttpResponse.json(startPageFixture));
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(await screen.findByRole('tab', { name: 'Nächste Spiele' })).toBeInTheDocument();
    },
  });
});
