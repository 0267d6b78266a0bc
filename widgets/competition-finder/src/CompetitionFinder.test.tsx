import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { readCookie, readItem } from '@anstoss/storage';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { readSavedSelection, selectionKey } from './api.ts';
import { CompetitionFinder } from './CompetitionFinder.tsx';
import {
  areasFixture,
  competitionsFixture,
  flatBase,
  nestedBase,
  schemaMismatchBase,
} from './fixtures.ts';
import { competitionFinderProps } from './props.ts';

const server = setupMswServer();
const base = mockGetEndpoint(server, '/ajax/wam/base.json');
const areaRequests: string[] = [];
const competitionRequests: string[] = [];

const KEY = selectionKey('FBDE');
const PAGE_VARS = [
  'edMandant',
  'edSaison',
  'edWettkampfTyp',
  'edMannschaftsart',
  'edSpielklasse',
  'edGebiet',
  'edWettbewerbId',
  'edWettbewerbUrl',
];

function renderWidget(attributes: Record<string, string> = {}) {
  const navigation = installFakeNavigation();
  const props = competitionFinderProps.parse({
    jsonBase: '/ajax/wam/base.json',
    areasUrl: '/ajax/wam/areas/_CLIENT/_SEASON/_COMPETITIONTYPE',
    competitionsUrl:
      '/ajax/wam/competitions/_CLIENT/_SEASON/_COMPETITIONTYPE/_TEAMTYPE/_AREA/_LEAGUE',
    ...attributes,
  });
  const view = render(<CompetitionFinder props={props} host={document.createElement('div')} />);
  return { ...view, navigation };
}

const header = (name: RegExp) => screen.findByRole('button', { name });

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  localStorage.clear();
  areaRequests.length = 0;
  competitionRequests.length = 0;
  server.use(
    http.get('/ajax/wam/areas/:c/:s/:t', ({ request }) => {
      areaRequests.push(new URL(request.url).pathname);
      return HttpResponse.json(areasFixture);
    }),
    http.get('/ajax/wam/competitions/:c/:s/:t/:tt/:a/:l', ({ request }) => {
      competitionRequests.push(new URL(request.url).pathname);
      return HttpResponse.json(competitionsFixture);
    }),
  );
});
afterEach(() => {
  for (const name of PAGE_VARS) delete (window as unknown as Record<string, unknown>)[name];
  document.cookie = `${KEY}=; Max-Age=0; path=/`;
  initTestI18n('de');
});

describe('competition-finder', () => {
  it('shows seven level headers with the placeholder and a disabled submit', async () => {
    base.respond(() => HttpResponse.json(flatBase));
    renderWidget();
    const client = await header(/^Verband/);
    expect(client).toHaveTextContent('Bitte wählen');
    expect(client).toHaveAttribute('aria-expanded', 'false');
    expect(await header(/^Saison/)).toHaveTextContent('25/26');
    for (const name of [
      /^Wettkampftyp/,
      /^Mannschaftsart/,
      /^Spielklasse/,
      /^Gebiet/,
      /^Wettbewerb(?! anzeigen)/,
    ])
      expect(await header(name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wettbewerb anzeigen' })).toBeDisabled();
    // the call to action: the client is next
    expect(client.closest('[data-level]')).toHaveClass('is-call-to-action');
  });

  it('disables the levels that have nothing to offer yet, and enables each once it has', async () => {
    base.respond(() => HttpResponse.json(flatBase));
    const user = userEvent.setup();
    renderWidget();
    expect(await header(/^Verband/)).toBeEnabled();
    const below = [/^Mannschaftsart/, /^Spielklasse/, /^Gebiet/, /^Wettbewerb(?! anzeigen)/];
    for (const name of below) expect(await header(name)).toBeDisabled();

    await user.click(await header(/^Verband/));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Mittelrhein' }),
    );
    await waitFor(async () => expect(await header(/^Mannschaftsart/)).toBeEnabled());
    // The league depends on the team type, which is not chosen yet.
    expect(await header(/^Spielklasse/)).toBeDisabled();
    expect(await header(/^Gebiet/)).toBeDisabled();
  });

  it('opens one panel at a time with a keyboard-operable listbox', async () => {
    base.respond(() => HttpResponse.json(flatBase));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await header(/^Verband/));
    const listbox = screen.getByRole('listbox', { name: /Verband/ });
    expect(listbox).toHaveFocus();
    await user.click(await header(/^Saison/));
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('listbox')).toHaveAccessibleName(/Saison/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await header(/^Saison/)).toHaveFocus();

    await user.click(await header(/^Verband/));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await header(/^Verband/)).toHaveTextContent('Mittelrhein');
    await waitFor(() => expect(areaRequests).toEqual(['/ajax/wam/areas/_22/_2526/_1']));
  });

  it('walks all seven levels with the keyboard, saves, and submits to the competition url', async () => {
    base.respond(() => HttpResponse.json(nestedBase));
    const user = userEvent.setup();
    const { navigation } = renderWidget({ submitUrl: 'https://www.fussball.de' });
    const pick = async (name: RegExp, label: string) => {
      await waitFor(async () => expect(await header(name)).toBeEnabled());
      await user.click(await header(name));
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
    };
    await pick(/^Verband/, 'Mittelrhein');
    await pick(/^Mannschaftsart/, 'Herren');
    await pick(/^Spielklasse/, 'Kreisliga A');
    await pick(/^Gebiet/, 'Kreis Bonn');
    await pick(/^Wettbewerb(?! anzeigen)/, 'Kreisliga A Bonn');
    const submit = screen.getByRole('button', { name: 'Wettbewerb anzeigen' });
    expect(submit).toBeEnabled();
    expect(readItem<{ options: Record<string, string> }>(KEY)?.options.competition).toBe(
      '_kreisliga-a-bonn-2526',
    );
    await user.click(submit);
    expect(navigation.go).toHaveBeenCalledWith(
      'https://www.fussball.de/wettbewerb/kreisliga-a-bonn-2526',
    );
  });

  it('preselects every level from the page variables', async () => {
    Object.assign(window, {
      edMandant: '_22',
      edSaison: '_2526',
      edWettkampfTyp: '_1',
      edMannschaftsart: '_1',
      edSpielklasse: '_103',
      edGebiet: '_k2',
      edWettbewerbId: '_kreisliga-a-koeln-2526',
    });
    base.respond(() => HttpResponse.json(nestedBase));
    renderWidget();
    await waitFor(async () =>
      expect(await header(/^Wettbewerb(?! anzeigen)/)).toHaveTextContent('Kreisliga A Köln'),
    );
    expect(screen.getByRole('button', { name: 'Wettbewerb anzeigen' })).toBeEnabled();
  });

  it('uses a per-level placeholder override', async () => {
    base.respond(() => HttpResponse.json(flatBase));
    renderWidget({ placeholderClient: 'Landesverband wählen' });
    expect(await header(/^Verband/)).toHaveTextContent('Landesverband wählen');
    expect(await header(/^Gebiet/)).toHaveTextContent('Bitte wählen');
  });

  it('choosing the placeholder resets the level and disables submit', async () => {
    Object.assign(window, {
      edMandant: '_22',
      edWettbewerbUrl: '/wettbewerb/kreisliga-a-bonn-2526',
      edMannschaftsart: '_1',
      edSpielklasse: '_103',
      edGebiet: '_k1',
    });
    base.respond(() => HttpResponse.json(nestedBase));
    const user = userEvent.setup();
    renderWidget();
    const submit = await screen.findByRole('button', { name: 'Wettbewerb anzeigen' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(await header(/^Spielklasse/));
    await user.keyboard('{Home}{Enter}');
    expect(await header(/^Spielklasse/)).toHaveTextContent('Bitte wählen');
    expect(await header(/^Wettbewerb(?! anzeigen)/)).toHaveTextContent('Bitte wählen');
    expect(submit).toBeDisabled();
  });

  it('migrates the former cookie into storage, clears it and drops savedAt', () => {
    document.cookie = `${KEY}=${encodeURIComponent(JSON.stringify({ options: { competition: '_x' }, savedAt: 123 }))}; path=/`;
    const saved = readSavedSelection('FBDE');
    expect(saved?.options.competition).toBe('_x');
    expect(readCookie(KEY)).toBeNull();
    expect(JSON.stringify(readItem(KEY))).not.toContain('savedAt');
  });

  it('speaks English', async () => {
    initTestI18n('en');
    base.respond(() => HttpResponse.json(flatBase));
    renderWidget();
    expect(await header(/^Association/)).toHaveTextContent('Please choose');
    expect(screen.getByRole('button', { name: 'Show competition' })).toBeDisabled();
  });

  it('has no axe violations, closed and with a panel open', async () => {
    base.respond(() => HttpResponse.json(flatBase));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(await header(/^Verband/));
    await expectNoAxeViolations(container);
  });

  describeLoadFaults('faults: an error with retry instead of the levels', {
    server,
    path: '/ajax/wam/base.json',
    schemaMismatch: schemaMismatchBase,
    render: () => renderWidget(),
    loadsAgain: {
      answer: () => HttpResponse.json(flatBase),
      expectLoaded: async () => expect(await header(/^Verband/)).toBeInTheDocument(),
    },
  });

  describe('faults of the areas', () => {
    it('a failing areas request shows an error below the levels that still work', async () => {
      server.use(
        http.get('/ajax/wam/areas/:c/:s/:t', () => new HttpResponse(null, { status: 404 })),
      );
      Object.assign(window, { edMandant: '_22', edWettbewerbId: '_x' });
      base.respond(() => HttpResponse.json(nestedBase));
      renderWidget();
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(await header(/^Verband/)).toHaveTextContent('Mittelrhein');
    });
  });
});
