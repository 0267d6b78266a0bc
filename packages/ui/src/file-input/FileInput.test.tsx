import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@anstoss/api';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { FileInput, type FileInputProps } from './FileInput.tsx';
import { UploadError, useFileInput } from './useFileInput.ts';

beforeAll(() => initTestI18n('de'));
afterEach(() => initTestI18n('de'));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
const jpeg = (name: string, extra = 100) =>
  new File([JPEG, new Uint8Array(extra)], name, { type: 'image/jpeg' });

function renderInput(props: Partial<FileInputProps> = {}) {
  return render(
    <main>
      <FileInput
        label="Fotos hinzufügen"
        accept={['image/jpeg', 'image/png', 'image/gif']}
        maxBytes={10 * 1_048_576}
        multiple
        {...props}
      />
    </main>,
  );
}
const input = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('FileInput', () => {
  it('a named drop zone with a button that says what is allowed', async () => {
    const { container } = renderInput();
    expect(screen.getByRole('group', { name: 'Fotos hinzufügen' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Dateien auswählen' });
    expect(button).toHaveAccessibleDescription(
      'Erlaubt: JPEG, PNG, GIF, höchstens 10 MB pro Datei',
    );
    expect(input(container)).toHaveAttribute('tabindex', '-1');
    const click = vi.spyOn(input(container), 'click');
    await userEvent.setup().click(button);
    expect(click).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('checks by content: a renamed .exe, an empty and a too large file are refused, each said in German', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onAccept = vi.fn();
    const { container } = renderInput({ maxBytes: 1_048_576, onAccept });
    await user.upload(input(container), [
      new File([EXE], 'tor.jpg', { type: 'image/jpeg' }),
      new File([], 'leer.jpg', { type: 'image/jpeg' }),
      jpeg('riesig.jpg', 1_572_852),
      jpeg('gut.jpg'),
    ]);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(3));
    expect(alert).toHaveTextContent(
      '„tor.jpg“ ist keine erlaubte Datei (erlaubt: JPEG, PNG, GIF).',
    );
    expect(alert).toHaveTextContent('„leer.jpg“ ist leer.');
    expect(alert).toHaveTextContent('„riesig.jpg“ ist zu groß (1,5 MB, höchstens 1 MB).');
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept.mock.calls[0]![0].map((f: { file: File }) => f.file.name)).toEqual(['gut.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('1 Datei übernommen');
    await expectNoAxeViolations(container);
  });

  it('keeps at most maxFiles', async () => {
    const user = userEvent.setup();
    const { container } = renderInput({ maxFiles: 2 });
    await user.upload(input(container), [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')]);
    expect(await screen.findByText(/höchstens 2 Dateien.*„3\.jpg“/)).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').filter((li) => li.closest('.ast-file-input__list')),
    ).toHaveLength(2);
  });

  it('accepts dropped files', async () => {
    const onAccept = vi.fn();
    renderInput({ onAccept });
    const zone = screen.getByRole('group', { name: 'Fotos hinzufügen' });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(zone).toHaveTextContent('Zum Hochladen loslassen');
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('drop.jpg')], types: ['Files'] } });
    await waitFor(() => expect(onAccept).toHaveBeenCalled());
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('shows per-file progress of the caller’s upload, one at a time; a failure offers a retry', async () => {
    const user = userEvent.setup();
    const calls: { name: string; report: (f: number) => void; settle: (ok: boolean) => void }[] =
      [];
    const upload = (file: File, report: (f: number) => void) =>
      new Promise<void>((resolve, reject) =>
        calls.push({
          name: file.name,
          report,
          settle: (ok) => (ok ? resolve() : reject(new ApiError('network', 'offline'))),
        }),
      );
    const { container } = renderInput({ upload });
    await user.upload(input(container), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const status = () =>
      screen.getAllByRole('status').find((el) => el.classList.contains('ast-visually-hidden'))!;
    act(() => calls[0]!.report(0.42));
    // Spoken in quarter steps, not every percent (WCAG 4.1.3).
    expect(status()).toHaveTextContent('„a.jpg“: 25 % hochgeladen');
    const a = screen.getByRole('progressbar', { name: 'Fortschritt für „a.jpg“' });
    expect(a).toHaveAttribute('value', '42');
    expect(screen.getByText('Wird hochgeladen: 42 %')).toBeInTheDocument();
    expect(screen.getByText('Wartet')).toBeInTheDocument();
    act(() => calls[0]!.report(0.49));
    expect(status()).toHaveTextContent('„a.jpg“: 25 % hochgeladen');
    act(() => calls[0]!.report(0.5));
    expect(status()).toHaveTextContent('„a.jpg“: 50 % hochgeladen');
    await expectNoAxeViolations(container);
    await act(async () => calls[0]!.settle(false));
    expect(
      await screen.findByText(/„a\.jpg“ konnte nicht hochgeladen werden\./),
    ).toBeInTheDocument();
    // The next file went on meanwhile.
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.settle(true));
    expect(await screen.findByText('Hochgeladen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.name).toBe('a.jpg');
    await act(async () => calls[2]!.settle(true));
    await waitFor(() => expect(screen.getAllByText('Hochgeladen')).toHaveLength(2));
    expect(status()).toHaveTextContent('2 Dateien hochgeladen');
    await expectNoAxeViolations(container);
  });

  it('keep false: accepted files go to the caller only; removeWhenDone: uploaded files leave the list', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const first = renderInput({ keep: false, onAccept });
    await user.upload(input(first.container), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(onAccept).toHaveBeenCalledTimes(1));
    expect(onAccept.mock.calls[0]![0]).toHaveLength(2);
    expect(first.container.querySelector('.ast-file-input__list')).toBeNull();
    first.unmount();

    const upload = vi.fn(() => Promise.resolve());
    const second = renderInput({ upload, removeWhenDone: true });
    await user.upload(input(second.container), [jpeg('c.jpg')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(second.container.querySelector('.ast-file-input__list')).toBeNull());
  });

  it('an UploadError names what to show', async () => {
    const user = userEvent.setup();
    const upload = () => Promise.reject(new UploadError({ key: 'javascript.error.unknown_error' }));
    const { container } = renderInput({ upload });
    await user.upload(input(container), [jpeg('a.jpg')]);
    expect(
      await screen.findByText(/Beim Hochladen ist ein unbekannter Fehler aufgetreten/),
    ).toBeInTheDocument();
  });

  it('removing a file aborts its upload', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const upload = (_file: File, _report: (f: number) => void, s: AbortSignal) => {
      signal = s;
      return new Promise<void>(() => {});
    };
    const { container } = renderInput({ upload });
    await user.upload(input(container), [jpeg('a.jpg')]);
    await waitFor(() => expect(signal).toBeDefined());
    await user.click(screen.getByRole('button', { name: '„a.jpg“ entfernen' }));
    expect(signal!.aborted).toBe(true);
    expect(screen.queryByText('a.jpg')).toBeNull();
  });

  it('speaks English', () => {
    initTestI18n('en');
    renderInput({ multiple: false });
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });
});

describe('FileInput: cancel, retry and per-file metadata (one upload queue)', () => {
  it('"Abbrechen" aborts the upload in flight; focus goes to "Erneut versuchen", which sends it again', async () => {
    const signals: AbortSignal[] = [];
    const upload = vi.fn(
      (_file: File, report: (f: number) => void, signal: AbortSignal) =>
        new Promise((_resolve, reject) => {
          signals.push(signal);
          report(0.5);
          signal.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')));
        }),
    );
    const user = userEvent.setup();
    const { container } = renderInput({ upload });
    await user.upload(input(container), [jpeg('a.jpg')]);
    const cancel = await screen.findByRole('button', { name: 'Hochladen von „a.jpg“ abbrechen' });
    await user.click(cancel);
    expect(signals[0]!.aborted).toBe(true);
    expect(
      await screen.findByText(/„a\.jpg“ konnte nicht hochgeladen werden\. Abgebrochen\./),
    ).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    await waitFor(() => expect(retry).toHaveFocus());
    await user.click(retry);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hochladen von „a.jpg“ abbrechen' })).toHaveFocus(),
    );
    expect(signals[1]!.aborted).toBe(false);
  });

  it('held files keep typed metadata and upload with it once started, one after the other', async () => {
    const sent: { name: string; title: unknown }[] = [];
    function Form() {
      const f = useFileInput<{ title: string }>({
        accept: ['image/jpeg'],
        maxBytes: 1_048_576,
        multiple: true,
        held: true,
        meta: (file) => ({ title: file.name.replace(/\.jpg$/, '') }),
        upload: async (file, _report, _signal, item) => {
          sent.push({ name: file.name, title: item.meta.title });
        },
      });
      return (
        <div>
          <input {...f.inputProps} />
          {f.items.map((item) => (
            <p key={item.id}>
              <input
                aria-label={item.file.name}
                value={item.meta.title}
                onChange={(e) => f.setMeta(item.id, { title: e.target.value })}
              />
              <span>{item.status}</span>
            </p>
          ))}
          <button type="button" onClick={() => f.start()}>
            Hochladen
          </button>
        </div>
      );
    }
    const user = userEvent.setup();
    const { container } = render(<Form />);
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
    ]);
    const title = await screen.findByLabelText('a.jpg');
    expect(title).toHaveValue('a');
    await user.clear(title);
    await user.type(title, 'Anstoß');
    expect(sent).toEqual([]);
    expect(screen.getAllByText('held')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    await waitFor(() => expect(screen.getAllByText('done')).toHaveLength(2));
    expect(sent).toEqual([
      { name: 'a.jpg', title: 'Anstoß' },
      { name: 'b.jpg', title: 'b' },
    ]);
  });
});
