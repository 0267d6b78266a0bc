import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { goalListFixture, manyGoals, typedGoal } from './fixtures.ts';
import { GoalOfTheWeek } from './GoalOfTheWeek.tsx';
import { goalOfTheWeekProps } from './props.ts';

const LIST = '/ajax/tor-der-woche/videos.json';
const POST = '/ajax/tor-der-woche/einsenden';
const server = setupMswServer();
const list = mockGetEndpoint(server, LIST);
let posts: Record<string, unknown>[] = [];
function answerPost(resolver: () => Response | Promise<Response>) {
  server.use(
    http.post(POST, async ({ request }) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return resolver();
    }),
  );
}

function renderWidget() {
  const props = goalOfTheWeekProps.parse({
    getEndpoint: LIST,
    postEndpoint: POST,
    presets: { aktion: 'tdw', saison: '2526' },
  });
  return render(<GoalOfTheWeek props={props} host={document.createElement('div')} />);
}

async function fillGoal(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  withDate = true,
) {
  const w = within(form);
  // One field typed key by key, the rest set at once (the machine is shared and slow).
  await user.type(w.getByLabelText('Torschütze oder Torschützin'), typedGoal.scorer);
  const set = (label: string, value: string) =>
    fireEvent.change(w.getByLabelText(label), { target: { value } });
  set('Verein des Torschützen', typedGoal.playerclub);
  set('Gegner', typedGoal.foeclub);
  set('Wettbewerb', typedGoal.competition);
  set('Zeitpunkt im Video: Minute', typedGoal.minutes);
  set('Zeitpunkt im Video: Sekunde', typedGoal.seconds);
  if (!withDate) return;
  const day = w.getByRole('textbox', { name: /Spieltag/ });
  fireEvent.change(day, { target: { value: '21.11.2026' } });
  fireEvent.blur(day);
}

const formOf = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title}`) }).closest('li')!;

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  posts = [];
  localStorage.clear();
  document.cookie = 'FBDE_LOGIN=1; path=/';
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

describe('goal-of-the-week', { timeout: 30_000 }, () => {
  it('one item open at a time; the others close', async () => {
    list.respond(() => HttpResponse.json(goalListFixture));
    const user = userEvent.setup();
    const { container } = renderWidget();
    const first = await screen.findByRole('button', { name: /^Fallrückzieher/ });
    const second = screen.getByRole('button', { name: /^Freistoß/ });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  }, 30_000);

  it('field errors only after the first attempt; the first wrong field gets focus', async () => {
    list.respond(() => HttpResponse.json(goalListFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: /^Freistoß/ }));
    const item = formOf('Freistoß');
    expect(within(item).queryByText('Bitte fülle dieses Feld aus.')).toBeNull();
    await user.type(within(item).getByLabelText('Zeitpunkt im Video: Minute'), '300');
    expect(within(item).queryByText(/zwischen 0 und 120/)).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Absenden' }));
    expect(within(item).getAllByText('Bitte fülle dieses Feld aus.').length).toBeGreaterThan(3);
    expect(within(item).getByText(/zwischen 0 und 120/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item).getByLabelText('Torschütze oder Torschützin')).toHaveFocus(),
    );
    expect(within(item).getByLabelText('Torschütze oder Torschützin')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts).toHaveLength(0);
  });

  it('a missing date is tied to its field: Spieltag is aria-invalid, described by the error, focused', async () => {
    list.respond(() => HttpResponse.json(goalListFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: /^Fallrückzieher/ }));
    const item = formOf('Fallrückzieher');
    await fillGoal(user, item, false);
    const day = within(item).getByRole('textbox', { name: /Spieltag/ });
    expect(day).not.toHaveAttribute('aria-invalid');
    await user.click(within(item).getByRole('button', { name: 'Absenden' }));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(/Bitte fülle dieses Feld aus\./);
    // The other fields are fine and say nothing.
    expect(within(item).getByLabelText('Gegner')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(day).toHaveFocus());
    expect(posts).toHaveLength(0);
  }, 15_000);

  it('sends JSON with presets and the item id; success closes the item with a thank-you', async () => {
    list.respond(() => HttpResponse.json(goalListFixture));
    answerPost(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: /^Fallrückzieher/ }));
    await fillGoal(user, formOf('Fallrückzieher'));
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText('Vielen Dank! Deine Einsendung ist angekommen.'),
    ).toBeInTheDocument();
    expect(posts).toEqual([
      {
        ...typedGoal,
        date: '2026-11-21',
        aktion: 'tdw',
        saison: '2526',
        id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
      },
    ]);
    expect(screen.queryByRole('button', { name: /^Fallrückzieher/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    // The form and its button are gone: focus is on the thank-you, never on <body>.
    expect(screen.getByText('Vielen Dank! Deine Einsendung ist angekommen.')).toHaveFocus();
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const sentGoal = {
    ...typedGoal,
    date: '2026-11-21',
    aktion: 'tdw',
    saison: '2526',
    id: '02IEQ6L1J4000000VS5489B3VU2TDLOS',
  };
  describeWriteFaults('faults of the send: everything typed stays, "Erneut absenden" sends it', {
    server,
    path: POST,
    schemaMismatch: { success: 'ja' },
    render: () => {
      list.respond(() => HttpResponse.json(goalListFixture));
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(await screen.findByRole('button', { name: /^Fallrückzieher/ }));
      await fillGoal(user, formOf('Fallrückzieher'));
      await user.click(screen.getByRole('button', { name: 'Absenden' }));
    },
    submitButton: () => screen.getByRole('button', { name: /^(Absenden|Wird gesendet)/ }),
    // Focus on what went wrong (read out, the next Tab reaches "Erneut absenden"), or on the
    // login offer.
    focusAfterFailure: () => screen.getByRole('alert'),
    expectKept: () => {
      const form = formOf('Fallrückzieher');
      expect(within(form).getByLabelText('Torschütze oder Torschützin')).toHaveValue(
        typedGoal.scorer,
      );
      expect(within(form).getByLabelText('Gegner')).toHaveValue(typedGoal.foeclub);
      expect(within(form).getByRole('textbox', { name: /Spieltag/ })).toHaveValue('21.11.2026');
      // A failure of the server marks no field.
      expect(form.querySelector('[aria-invalid="true"]')).toBeNull();
    },
    retry: {
      control: () => screen.getByRole('button', { name: 'Erneut absenden' }),
      success: { success: true },
      expectDone: async (body) => {
        const thanks = await screen.findByText('Vielen Dank! Deine Einsendung ist angekommen.');
        // The form and its button are gone: focus is on the thank-you, never on <body>.
        expect(thanks).toHaveFocus();
        expect(JSON.parse(body)).toEqual(sentGoal);
      },
    },
    unmount: () => view?.unmount(),
  });

  it('a session that expired while the form was open: login round trip keeps what was typed', async () => {
    list.respond(() => HttpResponse.json(goalListFixture));
    answerPost(() => {
      document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
      return HttpResponse.json(
        { success: false, error: { message: 'Sicherheitsprüfung' } },
        { status: 403 },
      );
    });
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    const first = renderWidget();
    await user.click(await screen.findByRole('button', { name: /^Fallrückzieher/ }));
    await fillGoal(user, formOf('Fallrückzieher'));
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(/musst du angemeldet sein/)).toBeInTheDocument();
    // Focus on the login offer, never on <body>; what was typed is still there.
    await waitFor(() =>
      expect(screen.getByText(/musst du angemeldet sein/).closest('[role="alert"]')).toHaveFocus(),
    );
    expect(screen.getByLabelText('Gegner')).toHaveValue(typedGoal.foeclub);
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
    first.unmount();
    // Back from the login page: the same item is open with everything typed.
    document.cookie = 'FBDE_LOGIN=1; path=/';
    answerPost(() => HttpResponse.json({ success: true }));
    renderWidget();
    expect(await screen.findByLabelText('Torschütze oder Torschützin')).toHaveValue(
      typedGoal.scorer,
    );
    expect(screen.getByLabelText('Zeitpunkt im Video: Sekunde')).toHaveValue(typedGoal.seconds);
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(/Vielen Dank/)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  }, 15_000);

  it('items can be hidden locally; focus moves to the next item', async () => {
    list.respond(() => HttpResponse.json(goalListFixture));
    const user = userEvent.setup();
    renderWidget();
    const hide = await screen.findByRole('button', {
      name: '„Fallrückzieher in der Nachspielzeit“ ausblenden',
    });
    // It says what it does: no "×" beside "Formular öffnen" that reads as closing the form.
    expect(hide).toHaveTextContent(/^Ausblenden$/);
    await user.click(hide);
    expect(screen.queryByText('Fallrückzieher in der Nachspielzeit')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Freistoß/ })).toHaveFocus());
  });

  it('an empty list says so', async () => {
    list.respond(() => HttpResponse.json({ success: true, entries: [] }));
    renderWidget();
    expect(
      await screen.findByText('Zurzeit gibt es keine Videos zur Auswahl.'),
    ).toBeInTheDocument();
  });

  it('10,000 entries: 20 rendered, more on request', async () => {
    list.respond(() => HttpResponse.json(manyGoals(10_000)));
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('button', { name: /^Tor 1\b/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  describeLoadFaults('faults of the list: an error with a retry', {
    server,
    path: LIST,
    schemaMismatch: { success: true, entries: [{ title: 'ohne id' }] },
    render: () => renderWidget(),
  });

  it('props: both endpoints are needed', () => {
    const result = goalOfTheWeekProps.safeParse({ getEndpoint: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'getEndpoint',
      'postEndpoint',
    ]);
  });
});
