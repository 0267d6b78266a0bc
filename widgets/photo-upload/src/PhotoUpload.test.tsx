import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { on } from '@anstoss/runtime/widget';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { EXE_HEAD, fileOf, jpegHeadWithOrientation, largeFile, PNG_HEAD } from './fixtures.ts';
import { CROP_ANNOUNCE_QUIET_MS } from './logic.ts';
import { PhotoUpload } from './PhotoUpload.tsx';
import { photoUploadProps } from './props.ts';

const imaging = vi.hoisted(() => ({
  decodePicture: vi.fn(),
  turnPicture: vi.fn(),
  pictureUrl: vi.fn(),
  cropToPng: vi.fn(),
}));
vi.mock('./imaging.ts', () => imaging);

const ACTION = '/ajax/profil/foto';
const server = setupMswServer();

interface Sent {
  fields: Record<string, string>;
  file: File | null;
}
let sent: Sent[] = [];
function answer(resolver: () => Response | Promise<Response>) {
  server.use(
    http.post(ACTION, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = value;
      }
      sent.push({ fields, file });
      return resolver();
    }),
  );
}

function renderWidget(attributes: Record<string, unknown> = {}) {
  const props = photoUploadProps.parse({
    photoUploadFormAction: ACTION,
    comp: 'profilepicture',
    fields: { userId: 'u-7' },
    ...attributes,
  });
  return render(<PhotoUpload props={props} host={document.createElement('div')} />);
}

const jpeg = (orientation = 1) =>
  fileOf(jpegHeadWithOrientation(orientation), 'handy.jpg', 'image/jpeg');

async function choose(file: File) {
  const input = screen.getByTestId<HTMLInputElement>('photo-upload-input');
  fireEvent.change(input, { target: { files: [file] } });
}

/** jsdom lays nothing out: give the shown picture a size and fire its load. */
async function pictureShown(width = 300, height = 400) {
  const dialog = await screen.findByRole('dialog', { name: 'Bildausschnitt wählen' });
  const img = await screen.findByAltText<HTMLImageElement>('Dein Foto zum Zuschneiden');
  Object.defineProperty(img, 'width', { configurable: true, value: width });
  Object.defineProperty(img, 'height', { configurable: true, value: height });
  // react-image-crop measures the picture's box for keyboard moves.
  const box = img.parentElement!;
  box.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width, height });
  fireEvent.load(img);
  return dialog;
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  sent = [];
  document.cookie = 'FBDE_LOGIN=1; path=/';
  imaging.decodePicture
    .mockReset()
    .mockImplementation(async (_file: Blob, orientation: number) => ({
      canvas: {},
      width: orientation >= 5 ? 600 : 800,
      height: orientation >= 5 ? 800 : 600,
    }));
  imaging.turnPicture
    .mockReset()
    .mockImplementation((p: { width: number; height: number }, q: number) =>
      q % 180 ? { canvas: {}, width: p.height, height: p.width } : p,
    );
  imaging.pictureUrl.mockReset().mockResolvedValue('blob:picture');
  imaging.cropToPng.mockReset().mockResolvedValue({
    blob: new Blob([PNG_HEAD], { type: 'image/png' }),
    dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  });
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

describe('photo-upload', () => {
  it('crops and sends the PNG, image, comp and cropMetaData in image pixels, then imageSaved', async () => {
    answer(() => new HttpResponse(null, { status: 204 }));
    const saved = vi.fn();
    const off = on('imageSaved', saved);
    const user = userEvent.setup();
    renderWidget({ updateInPlace: 'true' });
    await choose(jpeg());
    const dialog = await pictureShown(400, 300);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('group', { name: 'Bildausschnitt' })).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ url: 'data:image/png;base64,iVBORw0KGgo=' }),
    );
    off();
    expect(sent).toHaveLength(1);
    const { fields, file } = sent[0]!;
    // (jsdom's XMLHttpRequest drops the file name on the way to MSW: api.test.ts checks it.)
    expect(file).not.toBeNull();
    expect(fields).toMatchObject({
      userId: 'u-7',
      comp: 'profilepicture',
      image: 'data:image/png;base64,iVBORw0KGgo=',
    });
    // 400×300 shown, 800×600 natural: the centred 80×107 crop doubles.
    expect(JSON.parse(fields.cropMetaData!)).toEqual({ x: 320, y: 193, w: 161, h: 214 });
    expect(imaging.cropToPng.mock.calls[0]![2]).toMatchObject({ width: 235, height: 314 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Dein Foto wurde gespeichert.');
    expect(screen.getByTestId<HTMLInputElement>('photo-upload-input').value).toBe('');
  }, 15_000);

  it('reloads the page after saving when not updating in place', async () => {
    answer(() => HttpResponse.text('<html>ok</html>'));
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    renderWidget();
    await choose(jpeg());
    await pictureShown();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
  });

  it('a .exe renamed to .jpg is refused with error code 2 and no layer', async () => {
    renderWidget();
    await choose(fileOf(EXE_HEAD, 'urlaub.jpg', 'image/jpeg'));
    expect(await screen.findByText(/nicht erlaubt \(Fehler 2\)/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(imaging.decodePicture).not.toHaveBeenCalled();
  });

  it('a declared type outside the list is code 2 even when the content is a picture', async () => {
    renderWidget();
    await choose(fileOf(PNG_HEAD, 'bild.webp', 'image/webp'));
    expect(await screen.findByText(/Fehler 2/)).toBeInTheDocument();
  });

  it('an empty file is refused', async () => {
    renderWidget();
    await choose(new File([], 'leer.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/leer\.jpg/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/leer/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a 25 MB photo is refused with its size', async () => {
    renderWidget();
    await choose(
      largeFile(jpegHeadWithOrientation(1), 25 * 1024 * 1024, 'riesig.jpg', 'image/jpeg'),
    );
    // The alert region is always there (a live region must exist before its text): wait for the
    // text, which appears once the file check has run, not for the role.
    const refusal = await screen.findByText('„riesig.jpg“ ist zu groß (25 MB, höchstens 20 MB).');
    expect(screen.getByRole('alert')).toContainElement(refusal);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a corrupt or 0×0 picture says it cannot be opened', async () => {
    imaging.decodePicture.mockRejectedValue(new Error('decode'));
    renderWidget();
    await choose(jpeg());
    expect(await screen.findByText(/„handy\.jpg“ lässt sich nicht öffnen/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a phone photo with EXIF rotation is decoded with its orientation (upright sides)', async () => {
    answer(() => new HttpResponse(null, { status: 200 }));
    const user = userEvent.setup();
    renderWidget({ updateInPlace: 'true' });
    await choose(jpeg(6));
    await pictureShown();
    expect(imaging.decodePicture).toHaveBeenCalledWith(expect.any(File), 6);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // 600×800 upright picture shown at 300×400.
    expect(JSON.parse(sent[0]!.fields.cropMetaData!)).toEqual({ x: 220, y: 293, w: 161, h: 214 });
  });

  it('moving the crop frame by keyboard announces its position and size once it rests', async () => {
    renderWidget();
    await choose(jpeg());
    const dialog = await pictureShown(300, 400);
    const area = within(dialog).getByRole('group', { name: 'Bildausschnitt' });
    // The announcement sits inside the modal layer (a live region outside aria-modal is not read).
    const region = within(dialog)
      .getAllByRole('status')
      .find((e) => e.classList.contains('ast-status-region'))!;
    expect(region).toHaveTextContent('');
    vi.useFakeTimers();
    try {
      area.focus();
      fireEvent.keyDown(area, { key: 'ArrowRight' });
      fireEvent.keyDown(area, { key: 'ArrowRight' });
      act(() => vi.advanceTimersByTime(CROP_ANNOUNCE_QUIET_MS - 1));
      // Throttled: nothing while the frame still moves.
      expect(region).toHaveTextContent('');
      fireEvent.keyDown(area, { key: 'ArrowDown', shiftKey: true });
      act(() => vi.advanceTimersByTime(CROP_ANNOUNCE_QUIET_MS));
    } finally {
      vi.useRealTimers();
    }
    // 300×400 shown, the 80×107 frame moved 2 px right and 10 px down from x 110, y 146.5.
    expect(region).toHaveTextContent(
      'Bildausschnitt: 27 % breit, 27 % hoch, 37 % von links, 39 % von oben',
    );
  });

  it('rotating right turns the picture and starts the crop again', async () => {
    renderWidget();
    await choose(jpeg());
    await pictureShown();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nach rechts drehen' }));
    expect(imaging.turnPicture).toHaveBeenLastCalledWith(expect.anything(), 90);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nach links drehen' }));
    expect(imaging.turnPicture).toHaveBeenLastCalledWith(expect.anything(), 0);
  });

  it('the network dropping mid-upload offers a retry that keeps the crop', async () => {
    let calls = 0;
    answer(() => (++calls === 1 ? HttpResponse.error() : new HttpResponse(null, { status: 204 })));
    const saved = vi.fn();
    const off = on('imageSaved', saved);
    const user = userEvent.setup();
    renderWidget({ updateInPlace: 'true' });
    await choose(jpeg());
    await pictureShown();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Das Foto konnte nicht gespeichert werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    off();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.fields.cropMetaData).toBe(sent[0]!.fields.cropMetaData);
  });

  it('a session that ended while cropping offers the login round trip', async () => {
    answer(() => {
      document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
      return HttpResponse.json(
        { success: false, error: { message: 'Bitte melde dich an.' } },
        { status: 403 },
      );
    });
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    renderWidget();
    await choose(jpeg());
    await pictureShown();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Anmeldung ist abgelaufen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
  });

  it('a server error shows its message; Escape closes the layer and clears the file', async () => {
    answer(() =>
      HttpResponse.json({ success: false, error: { message: 'Speicher voll.' } }, { status: 500 }),
    );
    const user = userEvent.setup();
    renderWidget();
    const button = screen.getByRole('button', { name: 'Foto auswählen' });
    button.focus();
    await choose(jpeg());
    await pictureShown();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Speicher voll.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('photo-upload-input').value).toBe('');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('cancel closes without sending', async () => {
    const user = userEvent.setup();
    renderWidget();
    await choose(jpeg());
    await pictureShown();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('axe: picker and open layer', async () => {
    const { container } = renderWidget({ imageUrl: '/assets/favicon.svg' });
    await expectNoAxeViolations(container);
    await choose(jpeg());
    await pictureShown();
    await act(async () => {
      await expectNoAxeViolations(container);
    });
  }, 15_000);
});

describe('photo-upload write faults', () => {
  let view: ReturnType<typeof renderWidget> | null = null;
  // The upload is an XMLHttpRequest (progress): MSW does not see it abort, the spy does.
  const xhrAbort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
  const sendButton = () => screen.getByRole('button', { name: /^(Speichern|Erneut versuchen)$/ });
  // The answer is never read (spec §7: any 2xx counts): no malformed JSON or schema cases.
  describeWriteFaults('faults of the upload: the layer stays open with the crop, focus stays', {
    server,
    path: ACTION,
    answerUnread: true,
    genericText: 'Das Foto konnte nicht gespeichert werden.',
    render: () => {
      xhrAbort.mockClear();
      view = renderWidget({ updateInPlace: 'true' });
    },
    submit: async (user) => {
      await choose(jpeg());
      await pictureShown();
      await user.click(sendButton());
    },
    submitButton: sendButton,
    busyText: 'Wird hochgeladen … 0 %',
    // A failure: the button that sent now offers the retry and keeps focus; an ended session:
    // focus on the login offer.
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('button', { name: 'Erneut versuchen' })
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      const dialog = screen.getByRole('dialog', { name: 'Bildausschnitt wählen' });
      expect(within(dialog).getByAltText('Dein Foto zum Zuschneiden')).toBeInTheDocument();
      expect(within(dialog).getByRole('group', { name: 'Bildausschnitt' })).toBeInTheDocument();
    },
    retry: {
      control: () => screen.getByRole('button', { name: 'Erneut versuchen' }),
      success: { success: true },
      expectDone: async (body) => {
        expect(
          await screen.findByText('Dein Foto wurde gespeichert.', { selector: '[role="status"]' }),
        ).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).toBeNull();
        // The retry sent the same crop again.
        expect(body).toContain('cropMetaData');
      },
    },
    unmount: () => view?.unmount(),
    abortedCount: () => xhrAbort.mock.calls.length,
  });
});

describe('photo-upload props', () => {
  it('names a missing action and a wrong comp', () => {
    const missing = photoUploadProps.safeParse({});
    expect(missing.success).toBe(false);
    const wrong = photoUploadProps.safeParse({ photoUploadFormAction: '/x', comp: 'banner' });
    expect(wrong.success).toBe(false);
    expect(JSON.stringify(wrong.error)).toMatch(/data-comp/);
    expect(photoUploadProps.parse({ photoUploadFormAction: '/x' })).toMatchObject({
      comp: 'other',
      updateInPlace: false,
      fileField: 'file',
      maxMegabytes: 20,
    });
  });
});
