import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ArticlePhotoUpload } from './ArticlePhotoUpload.tsx';
import { emptyListFixture, hugeListFixture, listFixture, uploadOk } from './fixtures.ts';
import { articlePhotoUploadProps } from './props.ts';

const server = setupMswServer();
const list = mockGetEndpoint(server, '/ajax/fotos/news/12/offset/0/amount/5');

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const jpeg = (name: string) => new File([JPEG], name, { type: 'image/jpeg', lastModified: 5 });

interface Sent {
  path: string;
  fields: Record<string, string>;
}
let sent: Sent[] = [];
let actions: { path: string; body: unknown }[] = [];

function answerUploads(resolver: (n: number) => Response | Promise<Response>) {
  server.use(
    http.post('/ajax/fotos/upload/*', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((v, k) => {
        // jsdom's XHR does not carry the file name over; the field's presence is what counts here.
        fields[k] = typeof v === 'string' ? v : 'file';
      });
      sent.push({ path: new URL(request.url).pathname, fields });
      return resolver(sent.length);
    }),
  );
}
function answerActions(resolver: (path: string) => Response) {
  server.use(
    http.post('/ajax/fotos/:action/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      actions.push({ path, body: await request.json().catch(() => null) });
      return resolver(path);
    }),
    http.post('/ajax/fotos/:action', async ({ request }) => {
      const path = new URL(request.url).pathname;
      actions.push({ path, body: await request.json().catch(() => null) });
      return resolver(path);
    }),
  );
}

function renderWidget(attributes: Record<string, string> = {}) {
  const props = articlePhotoUploadProps.parse({
    uploadBase: '/ajax/fotos/upload',
    src: '/ajax/fotos',
    article: '12',
    urlUpdate: '/ajax/fotos/update',
    urlUpdateOrd: '/ajax/fotos/ord',
    urlDelete: '/ajax/fotos/delete',
    maxUploads: '5',
    postDefaults: '{"mandant":"3"}',
    ...attributes,
  });
  return render(
    <main>
      <ArticlePhotoUpload props={props} host={document.createElement('div')} />
    </main>,
  );
}
const fileInput = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input[type=file]')!;

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  sent = [];
  actions = [];
  document.head.innerHTML = '<meta name="default_image_title" content="Spielszene">';
});
afterEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('article-photo-upload', () => {
  it('shows the saved photos, the title picture and how many more are possible', async () => {
    list.respond(() => HttpResponse.json(listFixture));
    const { container } = renderWidget();
    expect(await screen.findByText('Jubel nach dem 2:1')).toBeInTheDocument();
    expect(screen.getByText('Titelbild')).toBeInTheDocument();
    expect(screen.getByText('2 von 5 Fotos gespeichert, 3 weitere möglich.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '„Aufstellung“ als Titelbild verwenden' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('uploads each new photo with the page defaults, title, description and ORD; one round per double click', async () => {
    list.respond(() => HttpResponse.json(emptyListFixture));
    answerUploads((n) => HttpResponse.json(uploadOk(`n${n}`)));
    const user = userEvent.setup();
    const { container } = renderWidget({ teamId: '9' });
    await screen.findByText(
      'Noch keine Fotos. Füge Fotos hinzu, gib jedem einen Titel und lade sie hoch.',
    );
    await user.upload(fileInput(container), [jpeg('a.jpg'), jpeg('b.jpg')]);
    const titles = await screen.findAllByLabelText('Titel (Pflichtfeld)');
    expect(titles.map((i) => (i as HTMLInputElement).value)).toEqual(['Spielszene', 'Spielszene']);
    await user.clear(titles[0]!);
    await user.type(titles[0]!, 'Jubel');
    await user.click(screen.getAllByLabelText('Als Titelbild verwenden')[0]!);
    await expectNoAxeViolations(container);
    const send = screen.getByRole('button', { name: 'Hochladen' });
    await user.dblClick(send);
    expect(await screen.findByText('Alle Fotos wurden gespeichert.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      path: '/ajax/fotos/upload/news/12/team/9',
      fields: {
        mandant: '3',
        title: 'Jubel',
        caption: '',
        copyright: '',
        description: 'Jubel',
        ORD: '1',
        file: 'file',
      },
    });
    const saved = screen.getByRole('heading', { name: 'Gespeicherte Fotos' })
      .nextElementSibling as HTMLElement;
    expect(within(saved).getByText('Jubel')).toBeInTheDocument();
    expect(within(saved).getByText('Titelbild')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Neue Fotos' })).toBeNull();
    // The send button went with the form: focus is on the saved photos, not the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Gespeicherte Fotos' })).toHaveFocus(),
    );
  });

  it('a missing title stops the upload with min_length_of_title', async () => {
    document.head.innerHTML = '';
    list.respond(() => HttpResponse.json(emptyListFixture));
    answerUploads(() => HttpResponse.json(uploadOk('x')));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByText(/Noch keine Fotos/);
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText('Bitte gib einen längeren Titel ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('50 files when 5 are allowed (2 saved): 3 stay, the rest is dropped with “too many selected”', async () => {
    list.respond(() => HttpResponse.json(listFixture));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByText('Jubel nach dem 2:1');
    await user.upload(
      fileInput(container),
      Array.from({ length: 50 }, (_, i) => jpeg(`${i}.jpg`)),
    );
    expect(
      await screen.findByText(
        'Zu viele Fotos ausgewählt: höchstens 5 pro Artikel. 47 wurden nicht übernommen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText('Titel (Pflichtfeld)')).toHaveLength(3);
    // The limit is reached: no more picking.
    expect(screen.queryByRole('button', { name: 'Dateien auswählen' })).toBeNull();
  });

  it('a renamed .exe and an empty file are refused by content', async () => {
    list.respond(() => HttpResponse.json(emptyListFixture));
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWidget();
    await screen.findByText(/Noch keine Fotos/);
    await user.upload(fileInput(container), [
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'foto.jpg', { type: 'image/jpeg' }),
      new File([], 'leer.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText(/„foto\.jpg“ ist keine erlaubte Datei/)).toBeInTheDocument();
    expect(screen.getByText('„leer.jpg“ ist leer.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Titel (Pflichtfeld)')).toBeNull();
  });

  it('the network drops mid-upload: the file fails alone, the typed caption stays, a retry sends it', async () => {
    list.respond(() => HttpResponse.json(emptyListFixture));
    answerUploads((n) => (n === 2 ? HttpResponse.error() : HttpResponse.json(uploadOk(`n${n}`))));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByText(/Noch keine Fotos/);
    await user.upload(fileInput(container), [jpeg('a.jpg'), jpeg('b.jpg')]);
    const captions = await screen.findAllByLabelText('Bildunterschrift');
    await user.type(captions[1]!, 'Ecke von links');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText('„b.jpg“ wurde nicht hochgeladen.')).toBeInTheDocument();
    expect(screen.getByText(/1 Fotos konnten nicht hochgeladen werden/)).toBeInTheDocument();
    expect(screen.getByLabelText('Bildunterschrift')).toHaveValue('Ecke von links');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Alle Fotos wurden gespeichert.')).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    expect(sent[2]!.fields).toMatchObject({ caption: 'Ecke von links', file: 'file' });
  });

  it('an expired session: the login round trip keeps what was typed', async () => {
    list.respond(() => HttpResponse.json(emptyListFixture));
    answerUploads(() =>
      HttpResponse.json(
        { success: false, error: { message: 'Bitte melde dich an.' } },
        { status: 401 },
      ),
    );
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    const first = renderWidget();
    await screen.findByText(/Noch keine Fotos/);
    await user.upload(fileInput(first.container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Bildunterschrift'), 'Kurve');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText(/Deine Anmeldung ist abgelaufen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
    first.unmount();

    // Back from the login: the page loads again.
    const second = renderWidget();
    expect(await screen.findByText(/Deine Angaben zu „a\.jpg“ sind noch da/)).toBeInTheDocument();
    await user.upload(fileInput(second.container), [jpeg('a.jpg')]);
    expect(await screen.findByLabelText('Bildunterschrift')).toHaveValue('Kurve');
  });

  it('edit locks the other items; a failed save without a message says error_by_store_of_picture', async () => {
    list.respond(() => HttpResponse.json(listFixture));
    answerActions(() => HttpResponse.json({ success: false }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      await screen.findByRole('button', { name: '„Jubel nach dem 2:1“ bearbeiten' }),
    );
    expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveFocus();
    expect(screen.getByRole('button', { name: '„Aufstellung“ bearbeiten' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dateien auswählen' })).toBeDisabled();
    await user.type(screen.getByLabelText('Bildunterschrift'), '!');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Die Angaben zum Foto konnten nicht gespeichert werden.'),
    ).toBeInTheDocument();
    expect(actions[0]).toEqual({
      path: '/ajax/fotos/update',
      body: {
        action: 'update',
        id: '101',
        title: 'Jubel nach dem 2:1',
        caption: 'Die Kurve feiert!',
        copyright: 'FC Musterstadt',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByText('Die Kurve feiert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '„Jubel nach dem 2:1“ bearbeiten' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '„Aufstellung“ bearbeiten' })).toBeEnabled();
  });

  it('sets the title picture and deletes with the notice', async () => {
    list.respond(() => HttpResponse.json(listFixture));
    answerActions(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      await screen.findByRole('button', { name: '„Aufstellung“ als Titelbild verwenden' }),
    );
    await waitFor(() => expect(actions[0]?.path).toBe('/ajax/fotos/ord/news/12/ID/b-102'));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: '„Jubel nach dem 2:1“ als Titelbild verwenden' }),
      ).toBeInTheDocument(),
    );
    // The button left with the change: focus is on the photo's name, now marked "Titelbild".
    await waitFor(() => expect(screen.getByText('Aufstellung').closest('p')).toHaveFocus());
    expect(document.activeElement).toHaveTextContent('Titelbild');
    await user.click(screen.getByRole('button', { name: '„Jubel nach dem 2:1“ löschen' }));
    expect(await screen.findByText('Foto gelöscht!')).toBeInTheDocument();
    expect(actions[1]).toEqual({
      path: '/ajax/fotos/delete',
      body: { action: 'delete', id: '101' },
    });
    expect(screen.queryByText('Jubel nach dem 2:1')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Gespeicherte Fotos' })).toHaveFocus(),
    );
  });

  it('failures of title picture and delete name what failed (spec §8)', async () => {
    list.respond(() => HttpResponse.json(listFixture));
    answerActions(() => new HttpResponse('', { status: 500 }));
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      await screen.findByRole('button', { name: '„Aufstellung“ als Titelbild verwenden' }),
    );
    expect(
      await screen.findByText('Das Titelbild konnte nicht gesetzt werden.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '„Aufstellung“ löschen' }));
    expect(await screen.findByText('Das Foto konnte nicht gelöscht werden.')).toBeInTheDocument();
  });

  it('a missing title: focus goes to it; a broken round: focus goes to the first “Erneut versuchen”', async () => {
    list.respond(() => HttpResponse.json(emptyListFixture));
    answerUploads(() => HttpResponse.json({ success: false, error: { message: 'Zu dunkel.' } }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByText(/Noch keine Fotos/);
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    const title = await screen.findByLabelText('Titel (Pflichtfeld)');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.type(title, 'Ecke');
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(
      await screen.findByText('„a.jpg“ wurde nicht hochgeladen. Zu dunkel.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toHaveFocus(),
    );
    expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveValue('Ecke');
  });

  it('“Abbrechen” stops the upload (the request is aborted); focus to “Erneut versuchen”, which sends it again', async () => {
    list.respond(() => HttpResponse.json(emptyListFixture));
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    let first = true;
    server.use(
      http.post('/ajax/fotos/upload/*', async () => {
        if (!first) return HttpResponse.json(uploadOk('n2'));
        first = false;
        await new Promise(() => {});
        return HttpResponse.json(uploadOk('never'));
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWidget();
    await screen.findByText(/Noch keine Fotos/);
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Bildunterschrift'), 'Kurve');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    const cancel = await screen.findByRole('button', { name: 'Hochladen von „a.jpg“ abbrechen' });
    // The round is busy: "Hochladen" stays focusable but sends nothing more.
    const busy = screen.getByRole('button', { name: /Wird hochgeladen/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(cancel);
    expect(
      await screen.findByText('„a.jpg“ wurde nicht hochgeladen. Abgebrochen.'),
    ).toBeInTheDocument();
    expect(abort).toHaveBeenCalledTimes(1);
    abort.mockRestore();
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(screen.getByLabelText('Bildunterschrift')).toHaveValue('Kurve');
    await user.click(retry);
    expect(await screen.findByText('Alle Fotos wurden gespeichert.')).toBeInTheDocument();
    expect(screen.getByText('Kurve')).toBeInTheDocument();
  });

  it('“Als Titelbild” clicked twice while busy sends once; focus never falls to the page', async () => {
    list.respond(() => HttpResponse.json(listFixture));
    let release: () => void = () => {};
    server.use(
      http.post('/ajax/fotos/ord/*', async ({ request }) => {
        actions.push({ path: new URL(request.url).pathname, body: null });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    const button = await screen.findByRole('button', {
      name: '„Aufstellung“ als Titelbild verwenden',
    });
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await waitFor(() => expect(actions).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByText('Aufstellung').closest('p')).toHaveFocus());
    expect(actions).toHaveLength(1);
  });

  it('10,000 entries: only as many as asked for are shown', async () => {
    list.respond(() => HttpResponse.json(hugeListFixture));
    renderWidget();
    expect(await screen.findByText('Foto 5')).toBeInTheDocument();
    expect(screen.queryByText('Foto 6')).toBeNull();
  });

  describeLoadFaults('faults of the list: “could not be loaded” with a retry', {
    server,
    path: '/ajax/fotos/news/12/offset/0/amount/5',
    schemaMismatch: { success: true, entries: 'viele' },
    consoleWarn: '[anstoss] article-photo-upload: could not load',
    render: () => renderWidget(),
    expectShown: async () => {
      expect(
        await screen.findByText('Die Fotos zu diesem Artikel konnten nicht geladen werden.'),
      ).toBeInTheDocument();
      server.use(
        http.get('/ajax/fotos/news/12/offset/0/amount/5', () => HttpResponse.json(listFixture)),
      );
      await act(async () => screen.getByRole('button', { name: 'Erneut versuchen' }).click());
      expect(await screen.findByText('Jubel nach dem 2:1')).toBeInTheDocument();
    },
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const saveButton = () => screen.getByRole('button', { name: /^(Speichern|Wird gespeichert)/ });
  describeWriteFaults('faults of a saved photo’s form: what was typed stays, focus stays', {
    server,
    path: '/ajax/fotos/update',
    schemaMismatch: { success: 'ja' },
    // Spec §8: a failure without the server's text names what failed.
    genericText: 'Die Angaben zum Foto konnten nicht gespeichert werden.',
    render: () => {
      list.respond(() => HttpResponse.json(listFixture));
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(await screen.findByRole('button', { name: '„Aufstellung“ bearbeiten' }));
      await user.type(screen.getByLabelText('Bildunterschrift'), 'Elf Freunde');
      await user.click(saveButton());
    },
    submitButton: saveButton,
    busyText: 'Wird gespeichert …',
    // A failure: "Speichern" (which sent) keeps focus beside the message; an ended session: the
    // login offer takes it.
    focusAfterFailure: (kind) =>
      kind === 'error' ? saveButton() : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      expect(screen.getByLabelText('Bildunterschrift')).toHaveValue('Elf Freunde');
      expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveValue('Aufstellung');
    },
    retry: {
      control: saveButton,
      success: { success: true },
      expectDone: async (body) => {
        expect(await screen.findByText('Elf Freunde')).toBeInTheDocument();
        expect(JSON.parse(body)).toMatchObject({ id: 'b-102', caption: 'Elf Freunde' });
        await waitFor(() =>
          expect(screen.getByRole('button', { name: '„Aufstellung“ bearbeiten' })).toHaveFocus(),
        );
      },
    },
    unmount: () => view?.unmount(),
  });

  it('speaks English', async () => {
    initTestI18n('en');
    list.respond(() => HttpResponse.json(emptyListFixture));
    renderWidget();
    expect(await screen.findByText('Photos of the article')).toBeInTheDocument();
    initTestI18n('de');
  });
});
