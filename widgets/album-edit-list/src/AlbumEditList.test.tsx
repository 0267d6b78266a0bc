import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { AlbumEditList } from './AlbumEditList.tsx';
import { albumEntry, albumPage } from './fixtures.ts';
import { albumEditListProps } from './props.ts';

const server = setupMswServer();
const list = mockGetEndpoint(server, '/ajax/album/list');

/** A paged album list of `total`; returns the queries. */
function pagedList(total: number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/ajax/album/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      return HttpResponse.json(albumPage(Number(q.get('offset')), Number(q.get('amount')), total));
    }),
  );
  return queries;
}

/** Records calls of a GET endpoint under /ajax/album/{op}. */
function op(name: string, answer: () => Response = () => HttpResponse.json({ success: true })) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(`/ajax/album/${name}`, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return calls;
}

function renderWidget(attributes: Record<string, string> = {}) {
  const props = albumEditListProps.parse({
    url: '/ajax/album/list',
    albumBase: '/ajax/album',
    editPage: '/meine-alben/-/album/{id}',
    ...attributes,
  });
  return render(<AlbumEditList props={props} host={document.createElement('div')} />);
}

const statusLine = () =>
  screen.getAllByRole('status').find((e) => e.classList.contains('ast-edit-list__status'))!;

const PUBLISHED = 'Album veröffentlicht.';

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  document.cookie = 'FBDE_LOGIN=1; path=/';
  document.cookie = 'FBDE_USER_ID=u-17; path=/';
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
  document.cookie = 'FBDE_USER_ID=; max-age=0; path=/';
});

describe('album-edit-list', () => {
  it('asks with show_empty, the default window and the user id; links each album', async () => {
    const queries = pagedList(3);
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Album 1' })).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({
      offset: '0',
      amount: '10',
      show_empty: '1',
      stime: '0',
      etime: '9999999999',
      fbdeid: 'u-17',
    });
    expect(screen.getAllByRole('link', { name: 'Fotos bearbeiten' })[0]).toHaveAttribute(
      'href',
      `http://localhost:3000/meine-alben/-/album/${albumEntry(1).id}`,
    );
    expect(screen.getByText('2 Fotos')).toBeInTheDocument();
  });

  it('an album without photos says so in its picture box, not an empty box', async () => {
    server.use(
      http.get('/ajax/album/list', () =>
        HttpResponse.json({
          meta: { overallamount: 2 },
          entries: [albumEntry(1, { albumimage: '', fotos: 0 }), albumEntry(2)],
          final: true,
        }),
      ),
    );
    const { container } = renderWidget();
    expect(await screen.findByRole('heading', { name: 'Album 1' })).toBeInTheDocument();
    const boxes = container.querySelectorAll('.ast-edit-list__media');
    expect(boxes[0]).toHaveTextContent('Noch keine Fotos');
    expect(boxes[1]).not.toHaveTextContent('Noch keine Fotos');
    expect(screen.getByText('0 Fotos')).toBeInTheDocument();
  });

  it('the date window: stime = from − 36000, etime = to + 86400 − 36000', async () => {
    const queries = pagedList(3);
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Album 1' });
    const to = screen.getByRole('textbox', { name: 'Bis' });
    await user.clear(to);
    await user.type(to, '25.11.2026{Enter}');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.get('stime')).toBe('0');
    expect(queries[1]!.get('etime')).toBe(String(Date.UTC(2026, 10, 25) / 1000 + 86400 - 36000));
  });

  it('creates an album through {albumBase}/edit with an empty album and reloads', async () => {
    const queries = pagedList(2);
    const edits = op('edit');
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Neues Album' }));
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Pokalspiel');
    await user.type(screen.getByRole('textbox', { name: 'Beschreibung' }), 'Halbfinale');
    await user.click(screen.getByRole('button', { name: 'Album anlegen' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Album angelegt.'));
    expect(Object.fromEntries(edits[0]!)).toEqual({
      album: '',
      title: 'Pokalspiel',
      cont: 'Halbfinale',
    });
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: 'Titel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Neues Album' })).toHaveFocus();
  });

  it('spec §8: a created album leads to the referral URL (data-referral-url, else fw_url)', async () => {
    pagedList(2);
    op('edit');
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/meine-alben?fw_url=%2Fhochladen');
    try {
      renderWidget();
      await user.click(await screen.findByRole('button', { name: 'Neues Album' }));
      await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Pokalspiel');
      await user.click(screen.getByRole('button', { name: 'Album anlegen' }));
      await waitFor(() => expect(navigation.go).toHaveBeenCalledWith('/hochladen'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('one form at a time: opening an album edit closes the new-album form', async () => {
    pagedList(2);
    const edits = op('edit');
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Neues Album' }));
    await user.click(screen.getAllByRole('button', { name: 'Bearbeiten' })[1]!);
    expect(screen.getAllByRole('textbox', { name: 'Titel' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Album 2');
    expect(screen.getByRole('button', { name: 'Neues Album' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'Umbenannt');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'Umbenannt' })).toBeInTheDocument();
    expect(Object.fromEntries(edits[0]!)).toMatchObject({
      album: albumEntry(2).id,
      title: 'Umbenannt',
    });
  });

  it('a short title is refused; a server message keeps the typed text', async () => {
    pagedList(1);
    op('edit', () => HttpResponse.json({ success: false, error: { message: 'Titel vergeben.' } }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Neues Album' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Album anlegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen längeren Titel ein.');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'c');
    await user.click(screen.getByRole('button', { name: 'Album anlegen' }));
    expect(await screen.findByText('Titel vergeben.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('abc');
    // The server's refusal is no field error: the title is not marked, focus stays in the form.
    expect(screen.getByRole('textbox', { name: 'Titel' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveFocus();
  });

  it('publish posts {action: publish, id}', async () => {
    pagedList(3);
    const bodies: Record<string, string>[] = [];
    server.use(
      http.post('/ajax/album', async ({ request }) => {
        bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Album 3' });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.queryByText('Nicht öffentlich')).toBeNull());
    expect(bodies).toEqual([{ action: 'publish', id: albumEntry(3).id }]);
    // The button is gone with the answer: focus is on the published album, never on <body>.
    expect(screen.getByRole('heading', { name: 'Album 3' })).toHaveFocus();
    expect(statusLine()).toHaveTextContent(PUBLISHED);
  });

  it('a failed publish keeps the button, with focus on it, and says why', async () => {
    pagedList(3);
    server.use(
      http.post('/ajax/album', () =>
        HttpResponse.json({ success: false, error: { message: 'Gerade nicht.' } }),
      ),
    );
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Album 3' });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gerade nicht.');
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toHaveFocus();
    expect(screen.getByText('Nicht öffentlich')).toBeInTheDocument();
  });

  it('a short title marks only the title, which takes focus; a double click creates once', async () => {
    pagedList(1);
    let release = () => {};
    const edits: string[] = [];
    server.use(
      http.get('/ajax/album/edit', async ({ request }) => {
        edits.push(new URL(request.url).search);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Neues Album' }));
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.type(title, 'ab');
    await user.click(screen.getByRole('button', { name: 'Album anlegen' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Bitte gib einen längeren Titel ein.');
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(title).toHaveFocus();
    expect(edits).toHaveLength(0);
    await user.type(title, 'c');
    // Long enough now: the mark goes as the person types (spec §5, after the first attempt).
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.dblClick(screen.getByRole('button', { name: 'Album anlegen' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    release();
    await waitFor(() => expect(statusLine()).toHaveTextContent('Album angelegt.'));
    expect(edits).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Neues Album' })).toHaveFocus();
  });

  it('delete asks, calls /del and focuses the heading; a 403 changes nothing', async () => {
    pagedList(2);
    const dels = op('del');
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Album 1' });
    await user.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Album 1' })).toBeNull());
    expect(dels[0]!.get('album')).toBe(albumEntry(1).id);
    expect(screen.getByRole('heading', { name: 'Deine Alben' })).toHaveFocus();
    op('del', () =>
      HttpResponse.json(
        { success: false, error: { message: 'Das gehört dir nicht.' } },
        { status: 403 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das gehört dir nicht.');
    expect(screen.getByRole('heading', { name: 'Album 2' })).toBeInTheDocument();
  });

  it('a publish that finds the session ended offers the login, which takes focus', async () => {
    pagedList(3);
    server.use(
      http.post('/ajax/album', () => {
        // The reference CMS: the session cookie is gone, the CSRF check fails, the login cookies
        // are cleared in the same answer.
        document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
        return HttpResponse.json(
          { success: false, error: { message: 'Sicherheitsprüfung fehlgeschlagen' } },
          { status: 403 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await screen.findByRole('heading', { name: 'Album 3' });
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const login = await screen.findByRole('button', { name: 'Erneut anmelden' });
    await waitFor(() => expect(login).toHaveFocus());
    // Said once, by the login offer: no bare 403 text.
    expect(screen.getByRole('alert')).toHaveTextContent('Deine Anmeldung ist abgelaufen.');
    expect(screen.queryByText('Sicherheitsprüfung fehlgeschlagen')).toBeNull();
    expect(screen.getByText('Nicht öffentlich')).toBeInTheDocument();
  });

  it('an album deleted elsewhere (404) leaves the list', async () => {
    pagedList(1);
    op('edit', () => HttpResponse.json({ success: false }, { status: 404 }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent('Dieses Album existiert nicht mehr.'),
    );
    expect(screen.getByText('In diesem Zeitraum hast du keine Alben.')).toBeInTheDocument();
  });

  it('while an album is encoding the list asks again every 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let ready = false;
      const queries: URLSearchParams[] = [];
      server.use(
        http.get('/ajax/album/list', ({ request }) => {
          queries.push(new URL(request.url).searchParams);
          return HttpResponse.json({
            entries: [albumEntry(1, { encodingrunning: !ready, fotos: ready ? 4 : 3 })],
            final: true,
          });
        }),
      );
      renderWidget();
      expect(await screen.findByText('Wird verarbeitet')).toBeInTheDocument();
      expect(queries).toHaveLength(1);
      ready = true;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(screen.queryByText('Wird verarbeitet')).toBeNull());
      expect(queries).toHaveLength(2);
      expect(queries[1]!.get('offset')).toBe('0');
      expect(screen.getByText('4 Fotos')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(15000));
      expect(queries).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('empty list, and 10,000 albums keep the DOM bounded', async () => {
    list.respond(() => HttpResponse.json({ entries: [], final: true }));
    const empty = renderWidget();
    expect(await screen.findByText('In diesem Zeitraum hast du keine Alben.')).toBeInTheDocument();
    empty.unmount();
    list.respond(() => HttpResponse.json(albumPage(0, 10000, 10000)));
    const { container } = renderWidget();
    await screen.findByRole('heading', { name: 'Album 1' });
    expect(container.querySelectorAll('li')).toHaveLength(10);
  });

  it('has no axe violations, listed and with a form open', async () => {
    pagedList(3);
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByRole('heading', { name: 'Album 1' });
    await expectNoAxeViolations(container);
    await user.click(screen.getAllByRole('button', { name: 'Bearbeiten' })[0]!);
    await expectNoAxeViolations(container);
  });

  it('speaks English', async () => {
    initTestI18n('en');
    pagedList(1);
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Your albums' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New album' })).toBeInTheDocument();
    initTestI18n('de');
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  /** Both album forms (new and rename): the same request, page, busy text, focus and kept title. */
  const albumForm = {
    server,
    method: 'get',
    path: '/ajax/album/edit',
    schemaMismatch: { success: 'ja' },
    render: () => {
      pagedList(2);
      view = renderWidget();
    },
    busyText: 'Wird gespeichert …',
    focusAfterFailure: (kind: 'error' | 'login') =>
      kind === 'error'
        ? screen.getByRole('textbox', { name: 'Titel' })
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      const title = screen.getByRole('textbox', { name: 'Titel' });
      expect(title).toHaveValue('Pokalspiel');
      expect(title).not.toHaveAttribute('aria-invalid');
    },
    unmount: () => view?.unmount(),
  } as const;
  const createButton = () =>
    screen.getByRole('button', { name: /^(Album anlegen|Wird gespeichert)/ });
  // Creating is a GET that writes: sent once, never retried automatically.
  describeWriteFaults('faults of the new album form: the title stays, focus in the form', {
    ...albumForm,
    submit: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Neues Album' }));
      await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Pokalspiel');
      await user.click(createButton());
    },
    submitButton: createButton,
    retry: {
      control: createButton,
      success: { success: true },
      expectDone: async () => {
        await waitFor(() => expect(statusLine()).toHaveTextContent('Album angelegt.'));
        expect(screen.queryByRole('textbox', { name: 'Titel' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Neues Album' })).toHaveFocus();
      },
    },
  });

  const saveButton = () => screen.getByRole('button', { name: /^(Speichern|Wird gespeichert)/ });
  // Renaming an album (a row's write): a GET that writes, sent once, never retried.
  describeWriteFaults('faults of renaming an album: the title stays, focus in the form', {
    ...albumForm,
    submit: async (user) => {
      await user.click((await screen.findAllByRole('button', { name: 'Bearbeiten' }))[0]!);
      const title = screen.getByRole('textbox', { name: 'Titel' });
      await user.clear(title);
      await user.type(title, 'Pokalspiel');
      await user.click(saveButton());
    },
    submitButton: saveButton,
    retry: {
      control: saveButton,
      success: { success: true },
      expectDone: async () => {
        expect(await screen.findByRole('heading', { name: 'Pokalspiel' })).toBeInTheDocument();
        expect(statusLine()).toHaveTextContent('Änderungen gespeichert.');
        expect(screen.getAllByRole('button', { name: 'Bearbeiten' })[0]).toHaveFocus();
      },
    },
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/album/list',
    schemaMismatch: { entries: [{ title: 'ohne id' }] },
    consoleWarn: '[anstoss] album-edit-list: could not load',
    render: () => renderWidget(),
    expectShown: async () => {
      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      list.respond(() => HttpResponse.json(albumPage(0, 10, 1)));
      await userEvent.setup().click(retry);
      expect(await screen.findByRole('heading', { name: 'Album 1' })).toBeInTheDocument();
    },
  });
});
