import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { getLanguage } from '@anstoss/i18n';
import { emit } from '@anstoss/runtime/widget';
import {
  emptyShopMenuFixture,
  favouritesFixture,
  hostileFavouritesFixture,
  menuFixture,
  shopMenuFixture,
} from './fixtures.ts';
import { NavigationFlyout } from './NavigationFlyout.tsx';
import { navigationFlyoutProps } from './props.ts';

const SHOP = '/ajax/shop/menu.json';
const FAVS = '/ajax/favourites.json';
const server = setupMswServer();
const shop = mockGetEndpoint(server, SHOP);
const favs = mockGetEndpoint(server, FAVS);

function renderWidget(extra: Record<string, unknown> = {}) {
  const props = navigationFlyoutProps.parse({
    items: menuFixture,
    favoritesUrl: FAVS,
    searchUrl: '/vereine',
    ...extra,
  });
  return render(
    <>
      <NavigationFlyout props={props} host={document.createElement('div')} />
      <button type="button">Außerhalb</button>
    </>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const clearCookie = (name: string) => {
  document.cookie = `${name}=; max-age=0; path=/`;
};

beforeAll(() => {
  initTestI18n('de');
});
beforeEach(() => {});
afterEach(() => {
  clearCookie('FBDE_LOGIN');
  clearCookie('FBDE_LANG');
  localStorage.clear();
  initTestI18n('de');
  document.documentElement.lang = '';
});

describe('navigation-flyout: disclosure navigation', () => {
  it('renders main items as links or disclosure buttons, menus closed', async () => {
    const { container } = renderWidget();
    expect(within(nav()).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/');
    const competitions = within(nav()).getByRole('button', { name: 'Wettbewerbe' });
    expect(competitions).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Wettbewerbssuche' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens the competitions menu with wam, stats and matchcal; one menu at a time', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget();
    const competitions = screen.getByRole('button', { name: 'Wettbewerbe' });
    await user.click(competitions);
    expect(competitions).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(competitions.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Wettbewerbssuche', 'Statistiken', 'Spielkalender']);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Profis' }));
    expect(competitions).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Vereinssuche' })).toHaveAttribute(
      'href',
      '/vereinssuche',
    );
    expect(screen.getByRole('link', { name: 'Spielersuche' })).toBeInTheDocument();
  });

  it('arrow keys move within a menu; Escape closes it and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWidget();
    const competitions = screen.getByRole('button', { name: 'Wettbewerbe' });
    competitions.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Wettbewerbssuche' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Statistiken' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Spielkalender' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Wettbewerbssuche' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Spielkalender' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(competitions).toHaveAttribute('aria-expanded', 'false');
    expect(competitions).toHaveFocus();
  });

  it('Left/Right move between main items', async () => {
    const user = userEvent.setup();
    renderWidget();
    screen.getByRole('link', { name: 'Start' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Wettbewerbe' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveFocus();
  });

  it('Left/Right inside an open menu move to the neighbouring main item and close the menu', async () => {
    const user = userEvent.setup();
    renderWidget();
    const competitions = screen.getByRole('button', { name: 'Wettbewerbe' });
    competitions.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Wettbewerbssuche' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Start' })).toHaveFocus();
    expect(competitions).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab moving on from an open menu closes it', async () => {
    const user = userEvent.setup();
    renderWidget();
    const competitions = screen.getByRole('button', { name: 'Wettbewerbe' });
    await user.click(competitions);
    expect(competitions).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Spielkalender' }).focus();
    await user.tab();
    expect(competitions).toHaveAttribute('aria-expanded', 'false');
  });

  it('focus leaving the navigation closes the phone panel', async () => {
    const user = userEvent.setup();
    renderWidget();
    const toggle = screen.getByRole('button', { name: 'Menü' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Start' }).focus();
    screen.getByRole('button', { name: 'Außerhalb' }).focus();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes when focus leaves the navigation or on a click outside', async () => {
    const user = userEvent.setup();
    renderWidget();
    const competitions = screen.getByRole('button', { name: 'Wettbewerbe' });
    await user.click(competitions);
    await user.click(screen.getByRole('button', { name: 'Außerhalb' }));
    expect(competitions).toHaveAttribute('aria-expanded', 'false');
    await user.click(competitions);
    screen.getByRole('button', { name: 'Außerhalb' }).focus();
    await waitFor(() => expect(competitions).toHaveAttribute('aria-expanded', 'false'));
  });

  it('the mobile toggle controls the panel; Escape closes it and refocuses the toggle', async () => {
    const user = userEvent.setup();
    renderWidget();
    const toggle = screen.getByRole('button', { name: 'Menü' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toHaveAttribute('data-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    screen.getByRole('link', { name: 'Start' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('#search opens the search and focuses its query field', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Suche' }));
    const field = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('name', 'q');
    expect(field.closest('form')).toHaveAttribute('action', '/vereine');
  });
});

describe('navigation-flyout: shop menu', () => {
  it('#shop loads its menuStructure once and lists the categories', async () => {
    shop.respond(() => HttpResponse.json(shopMenuFixture));
    const user = userEvent.setup();
    const { container } = renderWidget();
    expect(shop.requests).toEqual([]);
    const button = screen.getByRole('button', { name: 'Shop' });
    await user.click(button);
    expect(await screen.findByRole('link', { name: 'Trikots' })).toHaveAttribute(
      'href',
      '/shop/trikots',
    );
    await expectNoAxeViolations(container);
    await user.click(button);
    await user.click(button);
    expect(shop.requests).toHaveLength(1);
  });

  it('shows the fallback when the answer has no categories', async () => {
    shop.respond(() => HttpResponse.json(emptyShopMenuFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    expect(
      await screen.findByText('Das Shop-Menü ist gerade nicht verfügbar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', '/shop');
  });

  describeLoadFaults('faults: the fallback with a link to the shop, the navigation works', {
    server,
    path: SHOP,
    schemaMismatch: { categories: 'Trikots' },
    consoleWarn: '[anstoss] navigation-flyout: shop menu',
    render: async () => {
      renderWidget();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Shop' }));
    },
    // Spec: a menu that cannot load shows the fallback text and the shop's own page, no retry,
    // no alert; the page around goes on.
    silent: { container: () => document.querySelector('.ast-nav') },
    expectShown: async () => {
      expect(
        await screen.findByText('Das Shop-Menü ist gerade nicht verfügbar.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', '/shop');
      expect(screen.getByRole('link', { name: 'Start' })).toBeInTheDocument();
    },
  });
});

describe('navigation-flyout: favourites', () => {
  it('are not requested without the login cookie', async () => {
    favs.respond(() => HttpResponse.json(favouritesFixture));
    renderWidget();
    await new Promise((r) => setTimeout(r, 50));
    expect(favs.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Meine Favoriten' })).toBeNull();
  });

  it('are shown, sanitised, when logged in, and follow the favourites changed event', async () => {
    document.cookie = 'FBDE_LOGIN=1; path=/';
    favs.respond(() => HttpResponse.json(favouritesFixture));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await favs.settled();
    await user.click(screen.getByRole('button', { name: 'Meine Favoriten' }));
    expect(screen.getByRole('link', { name: 'FC Musterstadt' })).toHaveAttribute(
      'href',
      '/verein/fc-musterstadt',
    );
    expect(screen.getByText('Mannschaften und Vereine')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    act(() => emit('favouritesChanged', hostileFavouritesFixture));
    expect(await screen.findByText('Böse')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('Böse').getAttribute('href')).toBeNull();
  });

  describeLoadFaults('faults: no favourites, the navigation works', {
    server,
    path: FAVS,
    schemaMismatch: { success: true, favorites: 'keine' },
    consoleWarn: '[anstoss] navigation-flyout: favourites',
    render: () => {
      document.cookie = 'FBDE_LOGIN=1; path=/';
      renderWidget();
    },
    expectShown: async () => {
      await waitFor(() => expect(screen.getByRole('link', { name: 'Start' })).toBeInTheDocument());
      expect(screen.queryByRole('alert')).toBeNull();
    },
  });
});

describe('navigation-flyout: language switch', () => {
  it('switches every widget to English without a reload, persists and writes FBDE_LANG', async () => {
    const user = userEvent.setup();
    renderWidget();
    const english = screen.getByRole('button', { name: 'English' });
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(english);
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByRole('button', { name: 'Competitions' })).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(getLanguage()).toBe('en');
    expect(localStorage.getItem('anstoss.language')).toContain('"en"');
    expect(document.cookie).toContain('FBDE_LANG=en');
    expect(document.documentElement.lang).not.toBe('en'); // the page's own text stays German
  });

  it('brings the server cookie in line with the widgets’ language on mount', () => {
    initTestI18n('en');
    document.cookie = 'FBDE_LANG=de; path=/';
    renderWidget();
    expect(document.cookie).toContain('FBDE_LANG=en');
  });

  it('honours data-language-cookie', async () => {
    const user = userEvent.setup();
    renderWidget({ languageCookie: 'SPRACHE' });
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.cookie).toContain('SPRACHE=en'));
    clearCookie('SPRACHE');
  });
});
