import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { emit } from '@anstoss/runtime/widget';
import { AlbumEdit } from './AlbumEdit.tsx';
import { albumDetail, photoEntry } from './fixtures.ts';
import { albumEditProps } from './props.ts';

const ALBUM = 'ALB00000000000000000000000000042';
const server = setupMswServer();
const detail = mockGetEndpoint(server, '/ajax/album/detail');

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

function posts(path: string, answer: () => Response = () => HttpResponse.json({ success: true })) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return bodies;
}

function renderWidget() {
  const props = albumEditProps.parse({
    albumBase: '/ajax/album',
    albumId: ALBUM,
    backUrl: '/meine-alben',
  });
  return render(<AlbumEdit props={props} host={document.createElement('div')} />);
}

const statusLine = () => document.querySelector('.ast-album-edit__status')!;

beforeAll(() => initTestI18n('de'));

describe('album-edit: a photo uploaded on the same page (generic-upload "released")', () => {
  it('loads the album again and shows the new photo, past the shown window, announced; another album is left alone', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(50)));
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Saisonfinale' })).toBeInTheDocument();
    const before = screen.getAllByRole('img').length;
    await detail.settled(1);

    act(() => emit('released', { id: 'u1', album: 'ANOTHER', photo: 'PH9' }));
    act(() => emit('released', { id: 'u2' }));
    expect(detail.requests).toHaveLength(1);

    detail.respond(() => HttpResponse.json(albumDetail(51)));
    const added = photoEntry(51).id;
    act(() => emit('released', { id: 'u3', album: ALBUM, photo: added }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Neues Foto im Album.'));
    expect(detail.requests).toHaveLength(2);
    expect(screen.getByText('51 Fotos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bild 51' })).toBeInTheDocument();
    expect(screen.getAllByRole('img').length).toBeGreaterThan(before);
  });
});

describe('album-edit', () => {
  it('shows the album and its photos; asks for detail with amount 9999', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(3)));
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => queries.push(request.url));
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Saisonfinale' })).toBeInTheDocument();
    expect(screen.getByText('3 Fotos')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(queries[0]).toContain(`/ajax/album/detail?album=${ALBUM}&amount=9999`);
    expect(screen.getByRole('link', { name: 'Zurück zu meinen Alben' })).toHaveAttribute(
      'href',
      'http://localhost:3000/meine-alben',
    );
    server.events.removeAllListeners();
  });

  it('in English the member\'s German title and description are marked lang="de", its own texts not', async () => {
    initTestI18n('en');
    try {
      detail.respond(() => HttpResponse.json(albumDetail(3)));
      renderWidget();
      expect(await screen.findByRole('heading', { name: 'Saisonfinale' })).toHaveAttribute(
        'lang',
        'de',
      );
      expect(screen.getByText('Das letzte Heimspiel')).toHaveAttribute('lang', 'de');
      expect(screen.getByText('3 photos').closest('[lang]')).toBeNull();
    } finally {
      initTestI18n('de');
    }
  });

  it('in German the title and description are not marked', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(3)));
    renderWidget();
    expect(await screen.findByRole('heading', { name: 'Saisonfinale' })).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText('Das letzte Heimspiel')).not.toHaveAttribute('lang');
  });

  it('reorders by keyboard, focus follows the photo, and saves the order as a list', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(3)));
    const orders = op('order');
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Fotos bearbeiten' }));
    const down = screen.getByRole('button', { name: 'Bild 1 nach hinten' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Bild 1 nach hinten' })).toHaveFocus();
    expect(screen.getByText('Bild 1, Position 2 von 3')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent('Jetzt an Position 2 von 3.');
    await user.keyboard('{Enter}');
    // At the end "nach hinten" is disabled: focus moves to "nach vorne".
    expect(screen.getByRole('button', { name: 'Bild 1 nach vorne' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reihenfolge speichern' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Reihenfolge gespeichert.'));
    expect(orders[0]!.get('fotos')).toBe([2, 3, 1].map((n) => photoEntry(n).id).join(','));
    expect(orders[0]!.get('album')).toBe(ALBUM);
  });

  it('one form at a time; leaving the photos form drops unsaved moves', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(2)));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Fotos bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Bild 2 nach vorne' }));
    await user.click(screen.getByRole('button', { name: 'Album bearbeiten' }));
    expect(screen.queryByRole('button', { name: 'Reihenfolge speichern' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fotos bearbeiten' }));
    expect(screen.queryByRole('textbox', { name: 'Titel' })).toBeNull();
    expect(screen.getByText('Bild 1, Position 1 von 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.getByRole('button', { name: 'Fotos bearbeiten' })).toHaveFocus();
  });

  it('edits title and description through /edit', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(1)));
    const edits = op('edit');
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Album bearbeiten' }));
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'Derby');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'Derby' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Album bearbeiten' })).toHaveFocus();
    expect(Object.fromEntries(edits[0]!)).toEqual({
      album: ALBUM,
      title: 'Derby',
      cont: 'Das letzte Heimspiel',
    });
  });

  it('while one photo leaves, a second "Aus Album entfernen" is busy and removes nothing', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(3)));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const removed: string[] = [];
    server.use(
      http.get('/ajax/album/remove', async ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('fotos') ?? '');
        await gate;
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Fotos bearbeiten' }));
    await user.click(screen.getAllByRole('button', { name: 'Aus Album entfernen' })[0]!);
    await waitFor(() => expect(removed).toHaveLength(1));
    const second = screen.getAllByRole('button', { name: 'Aus Album entfernen' })[1]!;
    expect(second).toHaveAttribute('aria-disabled', 'true');
    await user.click(second);
    release();
    await waitFor(() => expect(statusLine()).toHaveTextContent('Foto aus dem Album entfernt.'));
    // One photo left the album, the one the server was asked about.
    expect(removed).toEqual([photoEntry(1).id]);
    expect(screen.getByText('2 Fotos')).toBeInTheDocument();
  });

  it('publish, remove from album, and delete a photo (notice "Foto gelöscht!")', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(3)));
    const published = posts('/ajax/album');
    const removed = op('remove');
    const deleted = posts('/ajax/ugc/-/ajax/mstreamedit_list.html');
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.queryByText('Nicht öffentlich')).toBeNull());
    expect(published).toEqual([{ action: 'publish', id: ALBUM }]);
    // The button went with the answer: focus is on the album's heading, never on <body>.
    expect(screen.getByRole('heading', { name: 'Saisonfinale' })).toHaveFocus();
    expect(statusLine()).toHaveTextContent('Album veröffentlicht.');
    await user.click(screen.getByRole('button', { name: 'Fotos bearbeiten' }));
    await user.click(screen.getAllByRole('button', { name: 'Aus Album entfernen' })[0]!);
    await waitFor(() => expect(statusLine()).toHaveTextContent('Foto aus dem Album entfernt.'));
    expect(Object.fromEntries(removed[0]!)).toEqual({ album: ALBUM, fotos: photoEntry(1).id });
    expect(screen.getByText('2 Fotos')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Foto gelöscht!'));
    expect(deleted).toEqual([{ action: 'delete', id: photoEntry(2).id }]);
    expect(screen.getByRole('heading', { name: 'Fotos bearbeiten' })).toHaveFocus();
    // No "encoding" because the local count went down with each photo.
    expect(screen.queryByText(/noch verarbeitet/)).toBeNull();
  });

  it('a short title marks only the title; a refusal keeps the typed text; a double click saves once', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(1)));
    let answer = () => HttpResponse.json({ success: false, error: { message: 'Titel vergeben.' } });
    let release = () => {};
    const edits: URLSearchParams[] = [];
    server.use(
      http.get('/ajax/album/edit', async ({ request }) => {
        edits.push(new URL(request.url).searchParams);
        await new Promise<void>((resolve) => (release = resolve));
        return answer();
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Album bearbeiten' }));
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await user.clear(title);
    await user.type(title, 'De');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Bitte gib einen längeren Titel ein.');
    expect(screen.getByRole('textbox', { name: 'Beschreibung' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(title).toHaveFocus();
    expect(edits).toHaveLength(0);
    await user.type(title, 'rby');
    await user.dblClick(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Titel vergeben.');
    expect(title).toHaveValue('Derby');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveFocus();
    answer = () => HttpResponse.json({ success: true });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    release();
    expect(await screen.findByRole('heading', { name: 'Derby' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Album bearbeiten' })).toHaveFocus();
    expect(statusLine()).toHaveTextContent('Änderungen gespeichert.');
  });

  it('a failed publish keeps the button with focus on it and says why', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(1)));
    posts('/ajax/album', () => HttpResponse.json({ success: false }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toHaveFocus();
    expect(screen.getByText('Nicht öffentlich')).toBeInTheDocument();
  });

  it('a failed write shows the server text and changes nothing', async () => {
    // Logged in: a 403 is the server's refusal (logged out it would be an ended session).
    document.cookie = 'FBDE_LOGIN=1; path=/';
    detail.respond(() => HttpResponse.json(albumDetail(2)));
    op('remove', () =>
      HttpResponse.json(
        { success: false, error: { message: 'Das gehört dir nicht.' } },
        { status: 403 },
      ),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Fotos bearbeiten' }));
    await user.click(screen.getAllByRole('button', { name: 'Aus Album entfernen' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Das gehört dir nicht.');
    expect(screen.getByText('Bild 1, Position 1 von 2')).toBeInTheDocument();
    document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
  });

  it('encoding running: images in progress, re-poll every 5000 ms until all arrived', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let loaded = 2;
      const calls: string[] = [];
      server.use(
        http.get('/ajax/album/detail', ({ request }) => {
          calls.push(request.url);
          return HttpResponse.json(albumDetail(loaded, 4));
        }),
      );
      renderWidget();
      expect(await screen.findByText('2 Bilder werden noch verarbeitet')).toBeInTheDocument();
      loaded = 3;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(await screen.findByText('1 Bild wird noch verarbeitet')).toBeInTheDocument();
      loaded = 4;
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitFor(() => expect(screen.queryByText(/noch verarbeitet/)).toBeNull());
      expect(screen.getAllByRole('img')).toHaveLength(4);
      const before = calls.length;
      await act(() => vi.advanceTimersByTimeAsync(20000));
      expect(calls).toHaveLength(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an empty album says so; 9,999 photos render 50 at a time', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(0)));
    const empty = renderWidget();
    expect(await screen.findByText('Dieses Album enthält noch keine Fotos.')).toBeInTheDocument();
    empty.unmount();
    detail.respond(() => HttpResponse.json(albumDetail(9999)));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByText('9999 Fotos');
    expect(container.querySelectorAll('li')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Weitere Fotos anzeigen' }));
    expect(container.querySelectorAll('li')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Fotos bearbeiten' }));
    expect(container.querySelectorAll('li')).toHaveLength(100);
  });

  it('an album deleted meanwhile (404) says it is gone', async () => {
    detail.respond(() => HttpResponse.json({ success: false }, { status: 404 }));
    expectConsoleWarn('[anstoss] album-edit: could not load');
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieses Album existiert nicht mehr.',
    );
  });

  it('a photo deleted elsewhere (404) leaves the form', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(2)));
    posts('/ajax/ugc/-/ajax/mstreamedit_list.html', () =>
      HttpResponse.json({ success: false }, { status: 404 }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Fotos bearbeiten' }));
    await user.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent('Dieses Foto existiert nicht mehr.'),
    );
    expect(screen.getByText('Bild 2, Position 1 von 1')).toBeInTheDocument();
  });

  it('has no axe violations, closed and with the photos form open', async () => {
    detail.respond(() => HttpResponse.json(albumDetail(3, 5)));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByRole('heading', { name: 'Saisonfinale' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Fotos bearbeiten' }));
    await user.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    await expectNoAxeViolations(container);
  });

  it('speaks English', async () => {
    initTestI18n('en');
    detail.respond(() => HttpResponse.json(albumDetail(1)));
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Edit photos' })).toBeInTheDocument();
    initTestI18n('de');
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/album/detail',
    schemaMismatch: { album: { title: 'ohne id' } },
    consoleWarn: '[anstoss] album-edit: could not load',
    render: () => renderWidget(),
    expectShown: async () => {
      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      detail.respond(() => HttpResponse.json(albumDetail(1)));
      await userEvent.setup().click(retry);
      expect(await screen.findByRole('heading', { name: 'Saisonfinale' })).toBeInTheDocument();
    },
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const saveButton = () => screen.getByRole('button', { name: /^(Speichern|Wird gespeichert)/ });
  // The album's edit is a GET that writes: sent once, never retried automatically.
  describeWriteFaults('faults of the album form: what was typed stays, focus in the title', {
    server,
    method: 'get',
    path: '/ajax/album/edit',
    schemaMismatch: { success: 'ja' },
    render: () => {
      detail.respond(() => HttpResponse.json(albumDetail(1)));
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Album bearbeiten' }));
      const title = screen.getByRole('textbox', { name: 'Titel' });
      await user.clear(title);
      await user.type(title, 'Derby');
      await user.click(saveButton());
    },
    submitButton: saveButton,
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('textbox', { name: 'Titel' })
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      const title = screen.getByRole('textbox', { name: 'Titel' });
      expect(title).toHaveValue('Derby');
      expect(title).not.toHaveAttribute('aria-invalid');
    },
    retry: {
      control: saveButton,
      success: { success: true },
      expectDone: async () => {
        expect(await screen.findByRole('heading', { name: 'Derby' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Album bearbeiten' })).toHaveFocus();
      },
    },
    unmount: () => view?.unmount(),
  });
});
