import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@anstoss/runtime/widget';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { CategorySubmission } from './CategorySubmission.tsx';
import { categoriesFixture, consentsFixture } from './fixtures.ts';
import { XID_DELAY_MS } from './logic.ts';
import { categorySubmissionProps } from './props.ts';

const POST = '/ajax/einsenden';
const UPLOAD = '/ajax/einsenden/datei';
const RELEASE = '/ajax/einsenden/freigeben';
const server = setupMswServer();
interface Call {
  path: string;
  at: number;
  body: unknown;
}
let calls: Call[] = [];
function route(path: string, resolver: () => Response) {
  server.use(
    http.post(path, async ({ request }) => {
      const type = request.headers.get('Content-Type') ?? '';
      const body: unknown = type.includes('json') ? await request.json() : null;
      calls.push({ path, at: Date.now(), body });
      return resolver();
    }),
  );
}

function renderWidget(extra: Record<string, unknown> = {}) {
  const props = categorySubmissionProps.parse({
    postEndpoint: POST,
    uploadUrl: UPLOAD,
    releaseUrl: RELEASE,
    categories: categoriesFixture,
    consents: consentsFixture,
    presets: { quelle: 'web' },
    uploadDefaults: { mediastreamId: 'ms-1' },
    ...extra,
  });
  return render(<CategorySubmission props={props} host={document.createElement('div')} />);
}

const MP4 = new Uint8Array([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0,
]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

function fill(form: HTMLElement) {
  const w = within(form);
  const set = (label: string, value: string) =>
    fireEvent.change(w.getByLabelText(label), { target: { value } });
  set('Name des Spielers oder der Spielerin', 'Lena Krüger');
  set('Deine E-Mail-Adresse', 'lena@example.org');
  set('Verein', 'SV Blau-Weiß Linden');
  set('Was ist zu sehen?', 'Fallrückzieher aus 16 Metern');
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Tor des Monats/ }));
  return screen.getByRole('button', { name: /^Tor des Monats/ }).closest('li')!;
}

beforeAll(() => initTestI18n('de'));
let released: unknown[] = [];
let offReleased = () => {};
beforeEach(() => {
  calls = [];
  released = [];
  offReleased = on('released', (detail) => released.push(detail));
  localStorage.clear();
  document.cookie = 'FBDE_LOGIN=1; path=/';
});
afterEach(() => {
  offReleased();
  vi.useRealTimers();
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

/**
 * The send waits XID_DELAY_MS after the release: tests that go through it run on a fake clock
 * (which still moves with real time, for MSW and user-event) and pass that second at once.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
}
async function passXidDelay() {
  await waitFor(() => expect(released).not.toHaveLength(0));
  await vi.advanceTimersByTimeAsync(XID_DELAY_MS);
}

describe('category-submission', { timeout: 30_000 }, () => {
  it('terms and every additional consent must be checked (errors after the first attempt)', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget();
    const item = await open(user);
    fill(item);
    expect(within(item).queryByText(/Teilnahmebedingungen\./, { selector: 'p' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Absenden' }));
    expect(
      within(item).getByText('Bitte akzeptiere die Teilnahmebedingungen.'),
    ).toBeInTheDocument();
    expect(
      within(item).getByText('Bitte setze alle Häkchen bei den Einwilligungen.'),
    ).toBeInTheDocument();
    // The first wrong field is the terms box: marked, described by its error, focused.
    const terms = within(item).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Bitte akzeptiere die Teilnahmebedingungen.');
    await waitFor(() => expect(terms).toHaveFocus());
    expect(within(item).getByLabelText('Deine E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
    // Everything typed is still there.
    expect(within(item).getByLabelText('Was ist zu sehen?')).toHaveValue(
      'Fallrückzieher aus 16 Metern',
    );
    await user.click(within(item).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
    await user.click(within(item).getByLabelText(consentsFixture[0]!.label));
    expect(
      within(item).getByText('Bitte setze alle Häkchen bei den Einwilligungen.'),
    ).toBeInTheDocument();
    // One error for the group: the group and the box still unticked are described by it.
    const consentsError = 'Bitte setze alle Häkchen bei den Einwilligungen.';
    expect(
      within(item).getByRole('group', { name: 'Weitere Einwilligungen (alle nötig)' }),
    ).toHaveAccessibleDescription(consentsError);
    const unticked = within(item).getByLabelText(consentsFixture[1]!.label);
    expect(unticked).toHaveAttribute('aria-invalid', 'true');
    expect(unticked).toHaveAccessibleDescription(consentsError);
    expect(within(item).getByLabelText(consentsFixture[0]!.label)).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(calls).toHaveLength(0);
    await expectNoAxeViolations(container);
  }, 30_000);

  it('with a file: upload, release (released event), then the form with xid 1 s later', async () => {
    route(UPLOAD, () => HttpResponse.json({ success: true, meta: { id: 'f-9' } }));
    route(RELEASE, () => HttpResponse.json({ success: true }));
    route(POST, () => HttpResponse.json({ success: true }));
    fakeClock();
    const user = userEvent.setup();
    renderWidget();
    const item = await open(user);
    fill(item);
    const input = item.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File([MP4], 'tor.mp4', { type: 'video/mp4' })] },
    });
    await waitFor(() => expect(calls.filter((c) => c.path === UPLOAD)).toHaveLength(1));
    await user.click(within(item).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
    for (const consent of consentsFixture)
      await user.click(within(item).getByLabelText(consent.label));
    await waitFor(() => expect(item.querySelector('.ast-file-input__item.is-done')).not.toBeNull());
    await user.click(within(item).getByRole('button', { name: 'Absenden' }));
    await passXidDelay();
    expect(await screen.findByText(/Vielen Dank/)).toBeInTheDocument();
    expect(released).toEqual([{ id: 'f-9' }]);
    const release = calls.find((c) => c.path === RELEASE)!;
    const post = calls.find((c) => c.path === POST)!;
    expect(release.body).toMatchObject({ id: 'f-9', release: true });
    expect(post.body).toMatchObject({
      xid: 'f-9',
      kat: '3',
      rubrik: 'tore',
      quelle: 'web',
      termstorwand: true,
      consents: ['veroeffentlichung', 'abgebildete'],
      email: 'lena@example.org',
    });
    expect(post.at - release.at).toBeGreaterThanOrEqual(990);
  });

  it('a .exe renamed to .mp4 and an empty file are refused before any upload', async () => {
    const user = userEvent.setup();
    renderWidget();
    const item = await open(user);
    const input = item.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File([EXE], 'tor.mp4', { type: 'video/mp4' })] },
    });
    expect(await within(item).findByText(/tor\.mp4/)).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File([], 'leer.mp4', { type: 'video/mp4' })] },
    });
    expect(await within(item).findByText(/leer\.mp4/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a file removed after its upload is not sent as xid', async () => {
    route(UPLOAD, () => HttpResponse.json({ success: true, meta: { id: 'f-weg' } }));
    route(POST, () => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget({ consentRequired: 'false' });
    const item = await open(user);
    fill(item);
    const input = item.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File([MP4], 'tor.mp4', { type: 'video/mp4' })] },
    });
    await waitFor(() => expect(item.querySelector('.ast-file-input__item.is-done')).not.toBeNull());
    await user.click(within(item).getByRole('button', { name: /^„tor\.mp4“ entfernen$/ }));
    await user.click(within(item).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
    await user.click(within(item).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(/Vielen Dank/)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([UPLOAD, POST]);
    expect(calls[1]!.body).not.toHaveProperty('xid');
  });

  it('a required file must be there', async () => {
    const user = userEvent.setup();
    renderWidget({ fileRequired: 'true', consentRequired: 'false' });
    const item = await open(user);
    fill(item);
    await user.click(within(item).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
    await user.click(within(item).getByRole('button', { name: 'Absenden' }));
    expect(within(item).getByText('Bitte fülle dieses Feld aus.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('without a file the form is sent at once, without xid', async () => {
    route(POST, () => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget({ consentRequired: 'false' });
    const item = await open(user);
    fill(item);
    await user.click(within(item).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
    await user.dblClick(within(item).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(/Vielen Dank/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).not.toHaveProperty('xid');
    // The form is gone: focus is on the thank-you, never on <body>.
    expect(screen.getByText('Vielen Dank! Deine Einsendung ist angekommen.')).toHaveFocus();
  });

  const item = () => screen.getByRole('button', { name: /^Tor des Monats/ }).closest('li')!;
  /** The alert that says something (the file list keeps an empty one for its own news). */
  const spoken = () =>
    within(item())
      .getAllByRole('alert')
      .find((a) => a.textContent?.trim()) ?? null;
  let view: ReturnType<typeof renderWidget> | null = null;
  describeWriteFaults('faults of the send: everything stays, focus on the error', {
    server,
    path: POST,
    schemaMismatch: { success: 'ja' },
    render: () => {
      view = renderWidget({ consentRequired: 'false' });
    },
    submit: async (user) => {
      fill(await open(user));
      await user.click(within(item()).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
      await user.click(within(item()).getByRole('button', { name: 'Absenden' }));
    },
    submitButton: () => within(item()).getByRole('button', { name: /^(Absenden|Wird gesendet)/ }),
    focusAfterFailure: spoken,
    expectKept: () => {
      const w = within(item());
      expect(w.getByLabelText('Deine E-Mail-Adresse')).toHaveValue('lena@example.org');
      expect(w.getByLabelText('Was ist zu sehen?')).toHaveValue('Fallrückzieher aus 16 Metern');
      expect(w.getByLabelText('Ich akzeptiere die Teilnahmebedingungen.')).toBeChecked();
      expect(item().querySelector('[aria-invalid="true"]')).toBeNull();
    },
    retry: {
      control: () => within(item()).getByRole('button', { name: 'Erneut absenden' }),
      success: { success: true },
      expectDone: async (body) => {
        // The form is gone: focus is on the thank-you, never on <body>.
        const thanks = await screen.findByText('Vielen Dank! Deine Einsendung ist angekommen.');
        expect(thanks).toHaveFocus();
        const sent = JSON.parse(body) as Record<string, unknown>;
        expect(sent).toMatchObject({ kat: '3', rubrik: 'tore', email: 'lena@example.org' });
        expect(sent).not.toHaveProperty('xid');
      },
    },
    unmount: () => view?.unmount(),
  });

  // The send with a file has steps: the upload (done before "Absenden"), the release, then the
  // form. A failed release keeps everything, and the retry releases and sends.
  describeWriteFaults('faults of the release: everything stays, the retry releases and sends', {
    server,
    path: RELEASE,
    schemaMismatch: { success: 'ja' },
    render: () => {
      route(UPLOAD, () => HttpResponse.json({ success: true, meta: { id: 'f-9' } }));
      route(POST, () => HttpResponse.json({ success: true }));
      fakeClock();
      view = renderWidget({ consentRequired: 'false' });
    },
    submit: async (user) => {
      const form = await open(user);
      fill(form);
      fireEvent.change(form.querySelector<HTMLInputElement>('input[type=file]')!, {
        target: { files: [new File([MP4], 'tor.mp4', { type: 'video/mp4' })] },
      });
      await waitFor(() =>
        expect(form.querySelector('.ast-file-input__item.is-done')).not.toBeNull(),
      );
      await user.click(within(form).getByLabelText('Ich akzeptiere die Teilnahmebedingungen.'));
      await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    },
    submitButton: () =>
      within(item()).getByRole('button', {
        name: /^(Absenden|Wird gesendet|Datei wird freigegeben)/,
      }),
    focusAfterFailure: spoken,
    expectKept: () => {
      expect(within(item()).getByLabelText('Was ist zu sehen?')).toHaveValue(
        'Fallrückzieher aus 16 Metern',
      );
      expect(within(item()).getByText(/tor\.mp4/)).toBeInTheDocument();
      expect(calls.filter((c) => c.path === POST)).toHaveLength(0);
    },
    retry: {
      control: () => within(item()).getByRole('button', { name: 'Erneut absenden' }),
      success: { success: true },
      expectDone: async (body) => {
        expect(JSON.parse(body)).toMatchObject({ id: 'f-9', release: true });
        await passXidDelay();
        expect(await screen.findByText(/Vielen Dank/)).toHaveFocus();
        expect(calls.find((c) => c.path === POST)?.body).toMatchObject({ xid: 'f-9' });
      },
    },
    unmount: () => view?.unmount(),
  });

  it('an upload that drops offers a retry for that file', async () => {
    let n = 0;
    route(UPLOAD, () =>
      ++n === 1 ? HttpResponse.error() : HttpResponse.json({ success: true, meta: { id: 7 } }),
    );
    const user = userEvent.setup();
    renderWidget();
    const item = await open(user);
    const input = item.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File([MP4], 'tor.mp4', { type: 'video/mp4' })] },
    });
    await user.click(await within(item).findByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(item.querySelector('.ast-file-input__item.is-done')).not.toBeNull());
    expect(n).toBe(2);
  });

  it('props: categories are needed; a release URL comes with an upload URL', () => {
    const none = categorySubmissionProps.safeParse({ postEndpoint: '/x', categories: [] });
    expect(JSON.stringify(none.error)).toMatch(/at least one category/);
    const noRelease = categorySubmissionProps.safeParse({
      postEndpoint: '/x',
      uploadUrl: '/u',
      categories: categoriesFixture,
    });
    expect(JSON.stringify(noRelease.error)).toMatch(/data-release-url is required/);
  });
});
