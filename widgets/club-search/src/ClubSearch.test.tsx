import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { clubsFixture, schemaMismatchClubs, teamsFixture } from './fixtures.ts';
import { ClubSearch } from './ClubSearch.tsx';
import { clubSearchProps } from './props.ts';

const ITEMS = '/ajax/clubs';
const TEAMS = '/ajax/teams';
const server = setupMswServer();

/** Every suggestion request's query parameters, in order. */
let asked: Record<string, string>[] = [];
function answerClubs(
  resolver: (text: string) => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, entries: clubsFixture }),
) {
  server.use(
    http.get(ITEMS, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(params);
      return resolver(params.client ?? params.term ?? '');
    }),
  );
}

function renderWidget(attributes: Record<string, unknown> = {}) {
  const props = clubSearchProps.parse({
    itemsUrl: ITEMS,
    teamsUrl: TEAMS,
    debounceMs: '10',
    ...attributes,
  });
  return render(<ClubSearch props={props} host={document.createElement('div')} />);
}

const settle = (ms = 80) => new Promise((r) => setTimeout(r, ms));

beforeAll(() => {
  initTestI18n('de');
});
afterEach(() => {
  asked = [];
  initTestI18n('de');
});

describe('club-search', () => {
  it('asks nothing below 4 characters, then sends the default data plus {client: text}', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget({ defaultData: { season: '_2526' } });
    const box = screen.getByRole('combobox', { name: 'Verein suchen' });
    await user.type(box, 'Sch');
    await settle();
    expect(asked).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Bitte mindestens 4 Zeichen eingeben.');
    await user.type(box, 'w');
    await waitFor(() => expect(asked).toEqual([{ season: '_2526', client: 'Schw' }]));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('starts with the text the page was searched with, asks nothing until it changes', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget({ value: 'Grün' });
    const box = screen.getByRole('combobox', { name: 'Verein suchen' });
    // The page below lists the clubs of "Grün": the field says what was searched.
    expect(box).toHaveValue('Grün');
    await settle();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'd');
    await waitFor(() => expect(asked).toEqual([{ client: 'Gründ' }]));
  });

  it('uses the configured key', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget({ key: 'term' });
    await user.type(screen.getByRole('combobox'), 'Bonn');
    await waitFor(() => expect(asked).toEqual([{ term: 'Bonn' }]));
  });

  it('no-select mode: refetches when one of the first 5 characters changes, else filters', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget();
    const box = screen.getByRole('combobox');
    await user.type(box, 'Schw');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.type(box, 'a');
    await waitFor(() => expect(asked.map((a) => a.client)).toEqual(['Schw', 'Schwa']));
    await user.type(box, 'rzen');
    await settle();
    expect(asked.map((a) => a.client)).toEqual(['Schw', 'Schwa']);
    // Filtered locally: only the clubs whose name or town contains the text.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'FC Schwarzenbach, Schwarzenbach',
      'TSV Schwarzenfeld, Schwarzenfeld',
    ]);
    await user.clear(box);
    await user.type(box, 'Schw');
    await waitFor(() => expect(asked.map((a) => a.client)).toEqual(['Schw', 'Schwa', 'Schw']));
  });

  it('select mode: refetches on every change', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget({ select: 'true', debounceMs: '0' });
    const box = screen.getByRole('combobox');
    await user.type(box, 'Schw');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.type(box, 'ar');
    await waitFor(() => expect(asked.map((a) => a.client)).toEqual(['Schw', 'Schwa', 'Schwar']));
  });

  it('typing fast sends one request (debounced)', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget({ debounceMs: '200' });
    await user.type(screen.getByRole('combobox'), 'Schwarzenbach');
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 1000 });
    await settle(300);
    expect(asked.map((a) => a.client)).toEqual(['Schwarzenbach']);
  });

  it('discards a stale answer that arrives after a newer one', async () => {
    answerClubs(async (text) => {
      if (text === 'Schw') {
        await delay(300);
        return HttpResponse.json([{ id: 1, name: 'Veraltet Schw', town: 'Alt' }]);
      }
      return HttpResponse.json([{ id: 2, name: 'Berliner SC', town: 'Berlin' }]);
    });
    const user = userEvent.setup();
    renderWidget({ select: 'true', debounceMs: '0' });
    const box = screen.getByRole('combobox');
    await user.type(box, 'Schw');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.clear(box);
    await user.type(box, 'Berl');
    expect(await screen.findByRole('option', { name: /Berliner SC/ })).toBeInTheDocument();
    await settle(400);
    expect(screen.queryByRole('option', { name: /Veraltet/ })).toBeNull();
  });

  it('reads a plain array as well', async () => {
    answerClubs(() => HttpResponse.json(clubsFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.type(screen.getByRole('combobox'), 'Schw');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('is a combobox: arrows move, Enter chooses and loads the club’s teams as links', async () => {
    answerClubs();
    const teamPaths: string[] = [];
    server.use(
      http.get(`${TEAMS}/id/:id`, ({ request }) => {
        teamPaths.push(new URL(request.url).pathname);
        return HttpResponse.json({ success: true, entries: teamsFixture });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWidget();
    const box = screen.getByRole('combobox');
    await user.type(box, 'Schw');
    await screen.findAllByRole('option');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('SV Schwaben Augsburg');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const teams = await screen.findByRole('region', {
      name: 'Mannschaften von SV Schwaben Augsburg',
    });
    expect(await screen.findByRole('link', { name: 'Herren' })).toHaveAttribute(
      'href',
      '/mannschaft/101',
    );
    expect(teams).toHaveTextContent('Kreisliga A');
    expect(teamPaths).toEqual([`${TEAMS}/id/12`]);
    await expectNoAxeViolations(container);
  });

  it('Escape closes the list, a second Escape clears the field', async () => {
    answerClubs();
    const user = userEvent.setup();
    renderWidget();
    const box = screen.getByRole('combobox');
    await user.type(box, 'Schw');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('speaks English', async () => {
    initTestI18n('en');
    answerClubs(() => HttpResponse.json([]));
    const user = userEvent.setup();
    renderWidget();
    await user.type(screen.getByRole('combobox', { name: 'Search for a club' }), 'Xyzq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No club found.'));
  });

  describeLoadFaults('faults of the suggestions: a message with a retry, the typed text stays', {
    server,
    path: ITEMS,
    schemaMismatch: schemaMismatchClubs,
    refusal: { body: { success: false, entries: [] } },
    render: async () => {
      renderWidget();
      await userEvent.setup().type(screen.getByRole('combobox'), 'Schw');
    },
    expectKept: () => expect(screen.getByRole('combobox')).toHaveValue('Schw'),
    loadsAgain: {
      answer: () => HttpResponse.json({ success: true, entries: clubsFixture }),
      expectLoaded: async () => expect(await screen.findAllByRole('option')).toHaveLength(3),
    },
  });

  describeLoadFaults('faults of the teams: a message with a retry', {
    server,
    path: `${TEAMS}/id/:id`,
    schemaMismatch: { success: true, entries: [{ name: 'ohne id' }] },
    render: async () => {
      answerClubs();
      const user = userEvent.setup();
      renderWidget();
      await user.type(screen.getByRole('combobox'), 'Schw');
      await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    },
    expectKept: () => expect(screen.getByRole('combobox')).toHaveValue('FC Schwarzenbach'),
    loadsAgain: {
      answer: () => HttpResponse.json(teamsFixture),
      expectLoaded: async () =>
        expect(await screen.findByRole('link', { name: 'Frauen' })).toBeInTheDocument(),
    },
  });
});
