import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { mediaEntry, mediaPage, relFixture } from './fixtures.ts';
import { MediaEditList } from './MediaEditList.tsx';
import { mediaEditListProps } from './props.ts';

const server = setupMswServer();
const list = mockGetEndpoint(server, '/ajax/media/edit-list');
const rel = mockGetEndpoint(server, '/ajax/album/rel');

/** Records the POSTed forms and answers with `answer`. */
function itemEndpoint(answer: () => Response = () => HttpResponse.json({ success: true })) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post('/ajax/media/item', async ({ request }) => {
      bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return bodies;
}

/** A server that pages a list of `total` entries and records the queries. */
function pagedList(total: number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/ajax/media/edit-list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      return HttpResponse.json(mediaPage(Number(q.get('offset')), Number(q.get('amount')), total));
    }),
  );
  return queries;
}

function renderWidget(attributes: Record<string, string> = {}) {
  const props = mediaEditListProps.parse({
    listUrl: '/ajax/media/edit-list',
    itemUrl: '/ajax/media/item',
    albumUrl: '/ajax/album',
    ...attributes,
  });
  return render(<MediaEditList props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  localStorage.clear();
  // Logged out unless a test logs in (a 403 then means the session has ended).
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});
/** Logged in: a 403 is a refusal, not an ended session. */
const logIn = () => (document.cookie = 'FBDE_LOGIN=1; path=/');

/** The widget's own polite status line (LoadMore has another one). */
const statusLine = () =>
  screen.getAllByRole('status').find((e) => e.classList.contains('ast-edit-list__status'))!;

describe('media-edit-list', () => {
  it('lists the first 10 items with default window and loads 10 more', async () => {
    const queries = pagedList(15);
    const user = userEvent.setup();
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Foto 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      offset: '0',
      amount: '10',
      stime: '0',
      etime: '9999999999',
    });
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('heading', { name: 'Foto 15' })).toBeInTheDocument();
    expect(queries[1]!.get('offset')).toBe('10');
    expect(screen.getByText('5 weitere Einträge geladen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  });

  it('a date range sends stime and etime; refresh loads again', async () => {
    const queries = pagedList(3);
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 1' });
    const from = screen.getByRole('textbox', { name: 'Von' });
    await user.clear(from);
    await user.type(from, '01.11.2026{Enter}');
    await user.tab();
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.get('stime')).toBe(String(Date.UTC(2026, 10, 1) / 1000 - 36000));
    expect(queries[1]!.get('etime')).toBe('9999999999');
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]!.get('stime')).toBe(queries[1]!.get('stime'));
  });

  it('edit mode: one item at a time, update posted, focus back on the button', async () => {
    pagedList(3);
    const bodies = itemEndpoint();
    rel.respond(() => HttpResponse.json(relFixture));
    const user = userEvent.setup();
    renderWidget();
    const [first, second] = await screen.findAllByRole('button', { name: 'Bearbeiten' });
    await user.click(first!);
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveFocus();
    await user.click(second!);
    expect(screen.getAllByRole('textbox', { name: 'Titel' })).toHaveLength(1);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'Neuer Titel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'Neuer Titel' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      action: 'update',
      id: mediaEntry(2).id,
      title: 'Neuer Titel',
      description: 'Beschreibung 2',
    });
    expect(statusLine()).toHaveTextContent('Änderungen gespeichert.');
    expect(second).toHaveFocus();
  });

  it('a too short title is refused before sending; a server error keeps what was typed', async () => {
    pagedList(3);
    const bodies = itemEndpoint(() =>
      HttpResponse.json({ success: false, error: { message: 'Titel schon vergeben.' } }),
    );
    rel.respond(() => HttpResponse.json(relFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'ab');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen längeren Titel ein.');
    expect(bodies).toHaveLength(0);
    await user.type(title, 'cdef');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Titel schon vergeben.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('abcdef');
  });

  it('a too short title is tied to its field inside the form; only the title is marked', async () => {
    pagedList(3);
    const bodies = itemEndpoint();
    rel.respond(() => HttpResponse.json(relFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
    const title = screen.getByRole('textbox', { name: 'Titel' });
    const description = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.clear(title);
    await user.type(title, 'ab');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(bodies).toHaveLength(0);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Bitte gib einen längeren Titel ein.');
    expect(description).not.toHaveAttribute('aria-invalid');
    // Inside the form, not a detached alert; focus on the field that is wrong.
    const form = title.closest('form')!;
    expect(within(form).getByText('Bitte gib einen längeren Titel ein.')).toBeInTheDocument();
    expect(title).toHaveFocus();
    await user.type(title, 'c');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'abc' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('a server refusal keeps the text, marks no field, focuses the title; a reload keeps the draft', async () => {
    pagedList(3);
    itemEndpoint(() =>
      HttpResponse.json({ success: false, error: { message: 'Titel schon vergeben.' } }),
    );
    rel.respond(() => HttpResponse.json(relFixture));
    const user = userEvent.setup();
    const view = renderWidget();
    await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'Mein Titel');
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), ' und mehr');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Titel schon vergeben.');
    expect(title).toHaveValue('Mein Titel');
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue(
      'Beschreibung 1 und mehr',
    );
    expect(title).not.toHaveAttribute('aria-invalid');
    // The shared form's rule: after a failed write the title takes focus (the alert is spoken).
    await waitFor(() => expect(title).toHaveFocus());
    // The form names the item it edits.
    expect(screen.getByRole('form', { name: '„Foto 1“ bearbeiten' })).toBeInTheDocument();
    // A reload: the typed title and description come back when the item is edited again.
    view.unmount();
    renderWidget();
    await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Mein Titel');
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue(
      'Beschreibung 1 und mehr',
    );
  });

  it('a double click on "Speichern" sends once; the button says it is busy', async () => {
    pagedList(3);
    let release = () => {};
    const bodies: string[] = [];
    server.use(
      http.post('/ajax/media/item', async ({ request }) => {
        bodies.push(await request.text());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    rel.respond(() => HttpResponse.json(relFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
    const save = screen.getByRole('button', { name: 'Speichern' });
    await user.dblClick(save);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    release();
    expect(await screen.findByText('Änderungen gespeichert.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('publish sets the item public', async () => {
    pagedList(3);
    const bodies = itemEndpoint();
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 3' });
    expect(screen.getByText('Nicht öffentlich')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.queryByText('Nicht öffentlich')).toBeNull());
    expect(bodies[0]).toEqual({ action: 'publish', id: mediaEntry(3).id });
    expect(statusLine()).toHaveTextContent('Eintrag veröffentlicht.');
    // The button is gone: focus is on the published item's name, never on <body>.
    expect(screen.getByRole('heading', { name: 'Foto 3' })).toHaveFocus();
  });

  it('delete asks first, posts, removes the item and focuses the heading', async () => {
    pagedList(3);
    const bodies = itemEndpoint();
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 1' });
    await user.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    expect(screen.getByText('„Foto 1“ wirklich löschen?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Foto 1' })).toBeNull());
    expect(bodies[0]).toEqual({ action: 'delete', id: mediaEntry(1).id });
    expect(screen.getByRole('heading', { name: 'Deine Fotos und Videos' })).toHaveFocus();
    expect(statusLine()).toHaveTextContent('Eintrag gelöscht.');
  });

  it('an item deleted elsewhere (404) leaves the list with a notice', async () => {
    pagedList(3);
    itemEndpoint(() => new HttpResponse('weg', { status: 404 }));
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 3' });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Foto 3' })).toBeNull());
    expect(statusLine()).toHaveTextContent('Dieser Eintrag existiert nicht mehr.');
  });

  it('a failed write (403 while logged in) shows the server text at the item and changes nothing', async () => {
    logIn();
    pagedList(3);
    itemEndpoint(() =>
      HttpResponse.json(
        { success: false, error: { message: 'Das ist nicht dein Foto.' } },
        { status: 403 },
      ),
    );
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 3' });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das ist nicht dein Foto.');
    expect(screen.getByText('Nicht öffentlich')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toHaveFocus();
  });

  it('a publish after logout (403) offers the login, which takes focus; no bare server text', async () => {
    pagedList(3);
    itemEndpoint(() => {
      // The reference CMS: the session cookie is gone, the CSRF check fails, the login cookies
      // are cleared in the same answer.
      document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
      return HttpResponse.json(
        { success: false, error: { message: 'Sicherheitsprüfung fehlgeschlagen' } },
        { status: 403 },
      );
    });
    logIn();
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 3' });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const login = await screen.findByRole('button', { name: 'Erneut anmelden' });
    await waitFor(() => expect(login).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Deine Anmeldung ist abgelaufen.');
    expect(screen.queryByText('Sicherheitsprüfung fehlgeschlagen')).toBeNull();
    expect(screen.getByText('Nicht öffentlich')).toBeInTheDocument();
  });

  it('albums of an item: shows where it is and adds it to the chosen ones', async () => {
    pagedList(1);
    const relQueries: string[] = [];
    server.use(
      http.get('/ajax/album/rel', ({ request }) => {
        relQueries.push(new URL(request.url).search);
        return HttpResponse.json(relFixture);
      }),
    );
    const added: string[] = [];
    server.use(
      http.get('/ajax/album/add', ({ request }) => {
        added.push(new URL(request.url).search);
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    expect(await screen.findByText('Enthalten in: Saisonfinale')).toBeInTheDocument();
    expect(relQueries[0]).toBe(`?xid=${mediaEntry(1).id}`);
    expect(screen.queryByRole('checkbox', { name: 'Saisonfinale' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Auswärtsfahrt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jugendturnier' }));
    await user.click(screen.getByRole('button', { name: 'Zu gewählten Alben hinzufügen' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Zu den Alben hinzugefügt.'));
    expect(added).toEqual([
      `?album=A2&fotos=${mediaEntry(1).id}`,
      `?album=A3&fotos=${mediaEntry(1).id}`,
    ]);
    await waitFor(() => expect(relQueries).toHaveLength(2));
    // The choice is cleared; focus is on the line naming the item's albums, never on <body>.
    expect(screen.getByText('Enthalten in: Saisonfinale')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Auswärtsfahrt' })).not.toBeChecked();
  });

  it('never claims a total while the server has more: "10 Einträge angezeigt" above "Mehr laden"', async () => {
    pagedList(25);
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 1' });
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
    // It read "10 von 10 Einträgen angezeigt" with 25 on the server.
    expect(screen.getByText('10 Einträge angezeigt')).toBeInTheDocument();
    expect(screen.queryByText(/von 10 Einträgen/)).toBeNull();
  });

  it('an empty list says so', async () => {
    list.respond(() => HttpResponse.json({ meta: {}, entries: [], final: true }));
    renderWidget();
    expect(await screen.findByText('In diesem Zeitraum hast du keine Medien.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).toBeNull();
  });

  it('10,000 entries in one answer: the DOM stays bounded', async () => {
    list.respond(() => HttpResponse.json(mediaPage(0, 10000, 10000)));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByRole('heading', { name: 'Foto 1' });
    expect(container.querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(container.querySelectorAll('li')).toHaveLength(20);
    expect(list.requests).toHaveLength(1);
    expect(screen.getByText('20 von 10000 Einträgen angezeigt')).toBeInTheDocument();
  });

  it('has no axe violations, listed and editing', async () => {
    pagedList(12);
    rel.respond(() => HttpResponse.json(relFixture));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByRole('heading', { name: 'Foto 1' });
    await expectNoAxeViolations(container);
    await user.click(screen.getAllByRole('button', { name: 'Bearbeiten' })[0]!);
    await screen.findByText('Enthalten in: Saisonfinale');
    await user.click(screen.getAllByRole('button', { name: 'Löschen' })[1]!);
    await expectNoAxeViolations(container);
  });

  it('speaks English', async () => {
    initTestI18n('en');
    pagedList(2);
    renderWidget();
    expect(
      await screen.findByRole('heading', { name: 'Your photos and videos' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    initTestI18n('de');
  });

  it('a failed load more keeps the list and retries', async () => {
    let calls = 0;
    server.use(
      http.get('/ajax/media/edit-list', ({ request }) => {
        calls++;
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        if (offset > 0 && calls < 5) return HttpResponse.json({ entries: 'kaputt' });
        return HttpResponse.json(mediaPage(offset, 10, 12));
      }),
    );
    expectConsoleWarn('[anstoss] media-edit-list: could not load');
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Foto 1' });
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(
      await screen.findByText('Weitere Einträge konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    calls = 10;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Foto 12' })).toBeInTheDocument();
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  /** The list of both matrices below: two pages, the item's albums, kept for the unmount case. */
  const renderList = () => {
    pagedList(2);
    rel.respond(() => HttpResponse.json(relFixture));
    view = renderWidget();
  };
  const saveButton = () => screen.getByRole('button', { name: /^(Speichern|Wird gespeichert)/ });
  describeWriteFaults('faults of saving an item: the typed title stays, focus in the form', {
    server,
    path: '/ajax/media/item',
    schemaMismatch: { success: 'ja' },
    render: renderList,
    submit: async (user) => {
      await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
      const title = screen.getByRole('textbox', { name: 'Titel' });
      await user.clear(title);
      await user.type(title, 'Pokalspiel');
      await user.click(saveButton());
    },
    submitButton: saveButton,
    busyText: 'Wird gespeichert …',
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('textbox', { name: 'Titel' })
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      const title = screen.getByRole('textbox', { name: 'Titel' });
      expect(title).toHaveValue('Pokalspiel');
      expect(title).not.toHaveAttribute('aria-invalid');
    },
    retry: {
      control: saveButton,
      success: { success: true },
      expectDone: async (body) => {
        expect(new URLSearchParams(body).get('title')).toBe('Pokalspiel');
        expect(await screen.findByRole('heading', { name: 'Pokalspiel' })).toBeInTheDocument();
        expect(statusLine()).toHaveTextContent('Änderungen gespeichert.');
        expect(screen.getAllByRole('button', { name: 'Bearbeiten' })[0]).toHaveFocus();
      },
    },
    unmount: () => view?.unmount(),
  });

  const albumsForm = () => screen.getByRole('form', { name: 'Alben' });
  const addButton = () =>
    screen.getByRole('button', { name: /^(Zu gewählten Alben hinzufügen|Wird hinzugefügt)/ });
  // Adding an item to albums: a GET that writes, sent once, never retried.
  describeWriteFaults('faults of adding an item to an album: the choice stays, focus on it', {
    server,
    method: 'get',
    path: '/ajax/album/add',
    schemaMismatch: { success: 'ja' },
    render: renderList,
    submit: async (user) => {
      await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
      await user.click(await screen.findByRole('checkbox', { name: 'Auswärtsfahrt' }));
      await user.click(addButton());
    },
    submitButton: addButton,
    busyText: 'Wird hinzugefügt …',
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? within(albumsForm()).getByRole('alert')
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      expect(screen.getByRole('checkbox', { name: 'Auswärtsfahrt' })).toBeChecked();
      // The item's own form is untouched.
      expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Foto 1');
    },
    retry: {
      control: addButton,
      success: { success: true },
      expectDone: async () => {
        await waitFor(() => expect(statusLine()).toHaveTextContent('Zu den Alben hinzugefügt.'));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByText('Enthalten in: Saisonfinale')).toHaveFocus();
      },
    },
    unmount: () => view?.unmount(),
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/media/edit-list',
    schemaMismatch: { entries: [{ title: 'ohne id' }] },
    consoleWarn: '[anstoss] media-edit-list: could not load',
    render: () => renderWidget(),
    expectShown: async () => {
      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      list.respond(() => HttpResponse.json(mediaPage(0, 10, 1)));
      await userEvent.setup().click(retry);
      expect(await screen.findByRole('heading', { name: 'Foto 1' })).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    },
  });
});
