import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@anstoss/runtime/widget';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { clearDraftsOf, configureDrafts } from '@anstoss/storage';
import { draftAccount } from '@anstoss/runtime/widget';
import { MAX_UPLOAD_BYTES } from './logic.ts';
import { GenericUpload } from './GenericUpload.tsx';
import { genericUploadProps } from './props.ts';

const server = setupMswServer();
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0]);
const jpeg = (name: string) => new File([JPEG], name, { type: 'image/jpeg' });

let uploads: Record<string, string>[] = [];
let actions: { path: string; body: unknown }[] = [];

function answerUploads(resolver: (n: number) => Response) {
  server.use(
    http.post('/ajax/hochladen', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((v, k) => {
        fields[k] = typeof v === 'string' ? v : 'file';
      });
      uploads.push(fields);
      return resolver(uploads.length);
    }),
  );
}
function answerActions(resolver: (path: string) => Response) {
  server.use(
    http.post('/ajax/hochladen/:action', async ({ request }) => {
      const path = new URL(request.url).pathname;
      actions.push({ path, body: await request.json() });
      return resolver(path);
    }),
  );
}

function renderWidget(attributes: Record<string, string> = {}) {
  const props = genericUploadProps.parse({
    fileuploadUrl: '/ajax/hochladen',
    urlRelease: '/ajax/hochladen/freigeben',
    urlUpdate: '/ajax/hochladen/aendern',
    urlDelete: '/ajax/hochladen/loeschen',
    mediastreamId: 'ms-4',
    postDefaults: '{"quelle":"web"}',
    ...attributes,
  });
  return render(
    <main>
      <GenericUpload props={props} host={document.createElement('div')} />
    </main>,
  );
}
const fileInput = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input[type=file]')!;

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  uploads = [];
  actions = [];
});
afterEach(() => {
  sessionStorage.clear();
  for (const name of ['FBDE_LOGIN', 'FBDE_USER_ID'])
    document.cookie = `${name}=; max-age=0; path=/`;
});
const logIn = (userId: string) => {
  document.cookie = 'FBDE_LOGIN=1; path=/';
  document.cookie = `FBDE_USER_ID=${userId}; path=/`;
};
configureDrafts({ account: draftAccount });

describe('generic-upload', () => {
  it('uploads photos and videos with the post defaults and mediastreamId; they wait in the queue', async () => {
    answerUploads((n) =>
      HttpResponse.json({ success: true, meta: { id: n, url: `/dateien/${n}.jpg` } }),
    );
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.upload(fileInput(container), [
      jpeg('a.jpg'),
      new File([MP4], 'tor.mp4', { type: 'video/mp4' }),
    ]);
    expect(await screen.findByText('tor.mp4')).toBeInTheDocument();
    expect(uploads[0]).toEqual({ quelle: 'web', mediastreamId: 'ms-4', file: 'file' });
    expect(screen.getAllByLabelText('Titel (Pflichtfeld)')).toHaveLength(2);
    expect(screen.getByText('Video')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('release needs a valid title; then the item leaves the queue and “released” is emitted once', async () => {
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 'u7' } }));
    answerActions(() => HttpResponse.json({ success: true }));
    const released = vi.fn();
    const off = on('released', released);
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    const title = await screen.findByLabelText('Titel (Pflichtfeld)');
    const release = screen.getByRole('button', { name: '„a.jpg“ freigeben' });
    await user.type(title, '  ');
    await user.click(release);
    expect(await screen.findByText('Bitte gib einen längeren Titel ein.')).toBeInTheDocument();
    expect(actions).toHaveLength(0);
    await user.type(title, 'Tor des Monats');
    await user.type(screen.getByLabelText('Nachricht an die Redaktion'), 'Minute 89');
    await user.dblClick(release);
    expect(await screen.findByText(/Freigegeben – danke!/)).toBeInTheDocument();
    expect(actions).toEqual([
      {
        path: '/ajax/hochladen/freigeben',
        body: { id: 'u7', title: '  Tor des Monats', message: 'Minute 89', release: true },
      },
    ]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(released).toHaveBeenCalledWith({ id: 'u7' });
    expect(screen.queryByLabelText('Titel (Pflichtfeld)')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Fotos und Videos hochladen' })).toHaveFocus(),
    );
    off();
  });

  it('with the upload check the title error shows right after the upload', async () => {
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 1 } }));
    const user = userEvent.setup();
    const { container } = renderWidget({ uploadCheck: 'true' });
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    expect(await screen.findByText('Bitte gib einen längeren Titel ein.')).toBeInTheDocument();
  });

  it('while saving, the button says so and keeps focus (busy, never disabled)', async () => {
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 3 } }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/ajax/hochladen/:action', async () => {
        await gate;
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Ecke');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    release();
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveFocus();
  });

  it('update and delete', async () => {
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 3 } }));
    answerActions(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Ecke');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    // Focus stays on the button that saved (never dropped to <body> while it was busy).
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '„a.jpg“ löschen' }));
    expect(await screen.findByText('Die Datei wurde gelöscht.')).toBeInTheDocument();
    expect(actions.map((a) => a.body)).toEqual([
      { id: '3', title: 'Ecke', message: '' },
      { id: '3', delete: true },
    ]);
  });

  it('an empty answer is javascript.error.unknown_error; a server text is shown; a retry per file', async () => {
    answerUploads((n) =>
      n === 1
        ? new HttpResponse('', { status: 200 })
        : n === 2
          ? HttpResponse.json(
              { success: false, meta: { error: 'Die Datei ist zu groß (höchstens 10 MB).' } },
              { status: 413 },
            )
          : HttpResponse.json({ success: true, meta: { id: 9 } }),
    );
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.upload(fileInput(container), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(
      await screen.findByText(/Beim Hochladen ist ein unbekannter Fehler aufgetreten/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Die Datei ist zu groß \(höchstens 10 MB\)\./),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Erneut versuchen' })[0]!);
    expect(await screen.findByLabelText('Titel (Pflichtfeld)')).toBeInTheDocument();
    expect(uploads).toHaveLength(3);
  });

  it('the network drops on release: the typed title stays; a 401 offers the login and the queue survives it', async () => {
    answerUploads(() =>
      HttpResponse.json({ success: true, meta: { id: 5, url: '/dateien/5.jpg' } }),
    );
    let release = 0;
    answerActions(() =>
      ++release === 1
        ? HttpResponse.error()
        : HttpResponse.json(
            { success: false, error: { message: 'Bitte melde dich an.' } },
            { status: 401 },
          ),
    );
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    const first = renderWidget();
    await user.upload(fileInput(first.container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Flanke');
    await user.click(screen.getByRole('button', { name: '„a.jpg“ freigeben' }));
    expect(await screen.findByText(/unbekannter Fehler/)).toBeInTheDocument();
    expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveValue('Flanke');
    await user.click(screen.getByRole('button', { name: '„a.jpg“ freigeben' }));
    expect(await screen.findByText(/Deine Anmeldung ist abgelaufen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
    first.unmount();
    renderWidget();
    await waitFor(() => expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveValue('Flanke'));
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
  });

  it('refuses a renamed program by content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWidget();
    await user.upload(fileInput(container), [
      new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'clip.mp4'),
    ]);
    expect(await screen.findByText(/„clip\.mp4“ ist keine erlaubte Datei/)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });
  it('a session cookie deleted in the browser: "Freigeben" gets the CSRF 403, the login is offered', async () => {
    logIn('u-1');
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 5 } }));
    answerActions(() => {
      // The reference CMS clears the login cookies in this answer.
      for (const name of ['FBDE_LOGIN', 'FBDE_USER_ID'])
        document.cookie = `${name}=; max-age=0; path=/`;
      return HttpResponse.json(
        { success: false, error: { message: 'Die Sicherheitsprüfung ist fehlgeschlagen.' } },
        { status: 403 },
      );
    });
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Flanke');
    await user.click(screen.getByRole('button', { name: '„a.jpg“ freigeben' }));
    expect(await screen.findByRole('button', { name: 'Erneut anmelden' })).toBeInTheDocument();
    expect(screen.queryByText(/Sicherheitsprüfung/)).toBeNull();
    expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveValue('Flanke');
  });

  it('the queue belongs to its account: logout clears it, the next member sees nothing', async () => {
    logIn('u-1');
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 5 } }));
    const user = userEvent.setup();
    const first = renderWidget();
    await user.upload(fileInput(first.container), [jpeg('geheim.jpg')]);
    await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Privat');
    first.unmount();
    logIn('u-2');
    const second = renderWidget();
    expect(screen.queryByText('geheim.jpg')).toBeNull();
    second.unmount();
    logIn('u-1');
    const again = renderWidget();
    expect(await screen.findByText('geheim.jpg')).toBeInTheDocument();
    again.unmount();
    clearDraftsOf('u-1');
    renderWidget();
    expect(screen.queryByText('geheim.jpg')).toBeNull();
  });

  it('takes a video of 50 MB and refuses one byte more', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 8 } }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    const video = (name: string, size: number) => {
      const file = new File([MP4], name, { type: 'video/mp4' });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    await user.upload(fileInput(container), [video('gross.mp4', 50 * 1024 * 1024 + 1)]);
    expect(await screen.findByText(/„gross\.mp4“/)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    await user.upload(fileInput(container), [video('passt.mp4', 50 * 1024 * 1024)]);
    expect(await screen.findByText('passt.mp4')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});

describe('generic-upload: into an album (spec §4 released, §7 {albumBase}/add)', () => {
  let adds: string[] = [];
  beforeEach(() => {
    adds = [];
  });
  function answerAdds(resolver: () => Response) {
    server.use(
      http.get('/ajax/album/add', ({ request }) => {
        adds.push(new URL(request.url).search);
        return resolver();
      }),
    );
  }

  it('the album chosen for the photo gets it after the release; the event names album and photo', async () => {
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 'u7' } }));
    answerActions(() => HttpResponse.json({ success: true, meta: { id: 'u7', foto: 6000123 } }));
    answerAdds(() => HttpResponse.json({ success: true }));
    const released = vi.fn();
    const off = on('released', released);
    const user = userEvent.setup();
    const props = genericUploadProps.parse({
      fileuploadUrl: '/ajax/hochladen',
      urlRelease: '/ajax/hochladen/freigeben',
      albumBase: '/ajax/album',
      albums: [
        { id: 17000001, title: 'Kreisliga 2025' },
        { id: 'x2', title: 'Pokal' },
      ],
    });
    const { container } = render(
      <main>
        <GenericUpload props={props} host={document.createElement('div')} />
      </main>,
    );
    await user.upload(fileInput(container), [jpeg('a.jpg')]);
    await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Derby');
    const choice = screen.getByRole('combobox', { name: 'In Album' });
    expect(choice).toHaveValue('');
    await user.selectOptions(choice, 'Kreisliga 2025');
    await user.click(screen.getByRole('button', { name: '„a.jpg“ freigeben' }));
    expect(
      await screen.findByText('Freigegeben und ins Album gelegt – danke!'),
    ).toBeInTheDocument();
    expect(adds).toEqual(['?album=17000001&fotos=6000123']);
    expect(released).toHaveBeenCalledWith({ id: 'u7', album: '17000001', photo: '6000123' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Fotos und Videos hochladen' })).toHaveFocus(),
    );
    await expectNoAxeViolations(container);
    off();
  });

  it('on an album page every photo goes into that album; a refused add keeps the item with the server text', async () => {
    answerUploads(() => HttpResponse.json({ success: true, meta: { id: 'u8' } }));
    answerActions(() => HttpResponse.json({ success: true }));
    let add = 0;
    answerAdds(() =>
      ++add === 1
        ? HttpResponse.json(
            { success: false, error: { message: 'Das ist nicht dein Album.' } },
            { status: 403 },
          )
        : HttpResponse.json({ success: true }),
    );
    logIn('u1');
    const released = vi.fn();
    const off = on('released', released);
    const user = userEvent.setup();
    const { container } = renderWidget({ albumBase: '/ajax/album', albumId: 'a9' });
    await user.upload(fileInput(container), [jpeg('b.jpg')]);
    const title = await screen.findByLabelText('Titel (Pflichtfeld)');
    expect(screen.queryByRole('combobox', { name: 'In Album' })).toBeNull();
    expect(screen.getByText(/Freigegebene Fotos kommen in dieses Album\./)).toBeInTheDocument();
    await user.type(title, 'Ecke');
    const release = screen.getByRole('button', { name: '„b.jpg“ freigeben' });
    await user.click(release);
    expect(await screen.findByText('Das ist nicht dein Album.')).toBeInTheDocument();
    expect(title).toHaveValue('Ecke');
    expect(release).toHaveFocus();
    expect(released).not.toHaveBeenCalled();
    // Without meta.foto the upload's id is the photo's.
    expect(adds).toEqual(['?album=a9&fotos=u8']);
    await user.click(release);
    expect(
      await screen.findByText('Freigegeben und ins Album gelegt – danke!'),
    ).toBeInTheDocument();
    expect(released).toHaveBeenCalledWith({ id: 'u8', album: 'a9', photo: 'u8' });
    off();
  });
});

describe('generic-upload: write faults of "Freigeben"', () => {
  let view: ReturnType<typeof renderWidget> | null = null;
  beforeEach(() => answerUploads(() => HttpResponse.json({ success: true, meta: { id: 5 } })));
  describeWriteFaults('release', {
    server,
    path: '/ajax/hochladen/freigeben',
    schemaMismatch: { success: 'ja' },
    render: () => {
      view = renderWidget();
    },
    submit: async (user) => {
      await user.upload(fileInput(view!.container), [jpeg('a.jpg')]);
      await user.type(await screen.findByLabelText('Titel (Pflichtfeld)'), 'Flanke');
      await user.click(screen.getByRole('button', { name: '„a.jpg“ freigeben' }));
    },
    submitButton: () => screen.getByRole('button', { name: '„a.jpg“ freigeben' }),
    expectKept: () => expect(screen.getByLabelText('Titel (Pflichtfeld)')).toHaveValue('Flanke'),
    unmount: () => view?.unmount(),
  });
});
