import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { readCookie, readItem } from '@anstoss/storage';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { VIEW_KEY } from './api.ts';
import { filtersFixture, hostileHtml, listHtml, menuFixture, schemaMismatch } from './fixtures.ts';
import { NewsList } from './NewsList.tsx';
import { newsListProps } from './props.ts';

const server = setupMswServer();
const requests: string[] = [];
let answer: () => Response = () => HttpResponse.json({ success: true, html: listHtml });
const COOKIE = 'FBDE_TOOLBOX_SELECTION';

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  answer = () => HttpResponse.json({ success: true, html: listHtml });
  server.use(
    http.get('/ajax/news/toolbox/*', ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  document.body.innerHTML = '<div id="news-items"><article class="item">Alt</article></div>';
});
afterEach(() => {
  document.cookie = `${COOKIE}=; Max-Age=0; path=/`;
  document.body.innerHTML = '';
  initTestI18n('de');
});

function renderWidget() {
  const navigation = installFakeNavigation();
  const props = newsListProps.parse({
    url: '/ajax/news/toolbox',
    target: '#news-items',
    filters: filtersFixture,
    menu: menuFixture,
  });
  const container = document.body.appendChild(document.createElement('div'));
  return {
    ...render(<NewsList props={props} host={container} />, { container }),
    navigation,
  };
}
const items = () => [...document.querySelectorAll('#news-items .item')].map((e) => e.textContent);
const flyout = (name: RegExp) => screen.getByRole('button', { name });

describe('news-list', () => {
  it('shows the no_selection caption and opens one flyout at a time', async () => {
    const user = userEvent.setup();
    renderWidget();
    expect(flyout(/^Kategorie:/)).toHaveTextContent('Kategorie: Keine Auswahl');
    await user.click(flyout(/^Kategorie:/));
    expect(flyout(/^Kategorie:/)).toHaveAttribute('aria-expanded', 'true');
    await user.click(flyout(/^Landesverband:/));
    expect(flyout(/^Kategorie:/)).toHaveAttribute('aria-expanded', 'false');
    expect(flyout(/^Landesverband:/)).toHaveAttribute('aria-expanded', 'true');
  });

  it("the 'all' checkbox, the toggle caption, apply: caption, badge, cookie, request, list", async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(flyout(/^Kategorie:/));
    const all = screen.getByRole('checkbox', { name: 'Alle' });
    await user.click(screen.getByRole('checkbox', { name: 'Herren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Frauen' }));
    expect(all).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Junioren' }));
    expect(all).toBeChecked(); // checked once every item is
    expect(screen.getByRole('button', { name: 'Keine auswählen' })).toBeInTheDocument();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Herren' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Alle auswählen' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Herren' }));
    await user.click(screen.getByRole('checkbox', { name: 'Frauen' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(items()).toEqual(['Frauen gewinnen Pokal', 'Derby im Regen']));
    expect(requests).toEqual(['/ajax/news/toolbox/-/kategorie/herren%2Cfrauen']);
    expect(flyout(/^Kategorie:/)).toHaveTextContent('2 ausgewählt');
    expect(screen.getByTestId('badge-kategorie')).toHaveTextContent('2');
    expect(JSON.parse(readCookie(COOKIE)!)).toMatchObject({ currentToolboxKey: 'kategorie' });
  });

  it("sends only the current key: 'include-' keys as include, dates kept", async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(flyout(/^Zeitraum:/));
    await user.type(screen.getByLabelText('Von'), '2025-08-01');
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await user.click(flyout(/^Kategorie:/));
    await user.click(screen.getByRole('checkbox', { name: 'Herren' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await user.click(flyout(/^Landesverband:/));
    await user.click(screen.getByRole('checkbox', { name: 'Bayern' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toBe('/ajax/news/toolbox/-/include/_3/datum-von/2025-08-01');
    expect(flyout(/^Landesverband:/)).toHaveTextContent('Bayern');
  });

  it('restores the state from the cookie and shows its list', async () => {
    document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify({ currentToolboxKey: 'kategorie', filterItems: { kategorie: ['herren', 'frauen', 'junioren'] } }))}; path=/`;
    renderWidget();
    await waitFor(() =>
      expect(requests).toEqual(['/ajax/news/toolbox/-/kategorie/herren%2Cfrauen%2Cjunioren']),
    );
    expect(flyout(/^Kategorie:/)).toHaveTextContent('Kategorie: Alle');
  });

  it('a header menu item stores the filter and navigates to its url', async () => {
    const user = userEvent.setup();
    const { navigation } = renderWidget();
    await user.click(screen.getByRole('link', { name: 'Frauenfußball' }));
    expect(navigation.go).toHaveBeenCalledWith('/news?kategorie=frauen');
    expect(JSON.parse(readCookie(COOKIE)!).filterItems).toEqual({ kategorie: ['frauen'] });
  });

  it('switches grid/list and remembers the view', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(flyout(/^Ansicht$/));
    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(document.getElementById('news-items')).toHaveAttribute('data-news-view', 'list');
    expect(readItem(VIEW_KEY)).toBe('list');
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sanitises the html answer', async () => {
    answer = () => HttpResponse.json({ success: true, html: hostileHtml });
    const user = userEvent.setup();
    renderWidget();
    await user.click(flyout(/^Kategorie:/));
    await user.click(screen.getByRole('checkbox', { name: 'Herren' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(items()).toEqual(['Böse']));
    expect(document.getElementById('news-items')!.innerHTML).not.toMatch(/onmouseover|script/);
  });

  it('speaks English', () => {
    initTestI18n('en');
    renderWidget();
    expect(flyout(/^Kategorie:/)).toHaveTextContent('No selection');
    expect(flyout(/^View$/)).toBeInTheDocument();
  });

  it('in English keeps the lang="de" of the editors\' German titles and teasers in the answer', async () => {
    initTestI18n('en');
    // The cards as an English page of the CMS renders them: its own words English, the
    // editors' German marked (WCAG 3.1.2).
    answer = () =>
      HttpResponse.json({
        success: true,
        html:
          '<p class="result-count">2 articles found</p><article class="item">' +
          '<h2 class="card__title" lang="de"><a href="/news/derby">Derby im Regen</a></h2>' +
          '<p lang="de">Ein Spiel für die Geschichtsbücher</p></article>',
      });
    document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify({ currentToolboxKey: 'kategorie', filterItems: { kategorie: ['herren'] } }))}; path=/`;
    renderWidget();
    const title = await screen.findByRole('heading', { name: 'Derby im Regen' });
    expect(title).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Ein Spiel für die Geschichtsbücher')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('2 articles found')).not.toHaveAttribute('lang');
  });

  it('has no axe violations with a flyout open', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(flyout(/^Kategorie:/));
    await expectNoAxeViolations(container);
  });

  describeLoadFaults('faults: an error message with "Erneut versuchen", the list stays', {
    server,
    path: '/ajax/news/toolbox/*',
    schemaMismatch,
    refusal: {
      body: { success: false, html: '', error: { message: 'Filter ungültig' } },
      text: 'Filter ungültig',
    },
    render: async () => {
      const user = userEvent.setup();
      renderWidget();
      await user.click(flyout(/^Kategorie:/));
      await user.click(screen.getByRole('checkbox', { name: 'Herren' }));
      await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    },
    expectKept: () => expect(items()).toEqual(['Alt']),
    loadsAgain: {
      answer: (request) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, html: listHtml });
      },
      expectLoaded: async () => {
        await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
        expect(items()).not.toEqual(['Alt']);
        // The retry asks for the chosen filter again, not the page's first list.
        expect(requests).toEqual([expect.stringMatching(/\/kategorie\//)]);
      },
    },
  });
});
