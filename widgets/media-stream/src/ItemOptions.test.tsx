/**
 * Spec §2 Media stream widget "Item options, with a report_reply flag", §4 Report offense, §4
 * Rating, report and edit tools: what a visitor can do with an entry in the big view.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ItemMetaAnswer } from '@anstoss/api/media';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { describeWriteFaults, initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { MediaStream } from './MediaStream.tsx';
import { streamFixture } from './fixtures.ts';
import { mediaStreamProps } from './props.ts';

const server = setupMswServer();
const posts: { path: string; body: URLSearchParams }[] = [];

function answerPost(path: string, resolver: () => Response) {
  server.use(
    http.post(path, async ({ request }) => {
      posts.push({ path, body: new URLSearchParams(await request.text()) });
      return resolver();
    }),
  );
}
function meta(extra: Partial<ItemMetaAnswer['meta']>) {
  server.use(
    http.get('/ajax/medien/meta', () =>
      HttpResponse.json({ meta: { views: 1, comments: 0, bw: 0, bwnum: 0, ...extra } }),
    ),
  );
}

const loggedIn = () => {
  document.cookie = 'FBDE_LOGIN=1; path=/';
};

let view: ReturnType<typeof render> | null = null;
function renderStream() {
  view = render(
    <MediaStream
      props={mediaStreamProps.parse({
        streamUrl: '/ajax/medien/stream',
        itemMetaUrl: '/ajax/medien/meta',
        reportAction: '/ajax/report-offense',
        captchaUrl: '/ajax/captcha',
        ratingUrl: '/ajax/medien/bewertung',
        editUrl: '/ajax/medien/bearbeiten',
      })}
      host={document.createElement('div')}
    />,
  );
}
async function openPhoto() {
  renderStream();
  // The carousel rotates and may hide the tile meanwhile: a click as the other tests do.
  fireEvent.click((await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!);
  return screen.findByRole('dialog', { name: 'Foto 1' });
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  posts.length = 0;
  localStorage.clear();
  server.use(
    http.get('/ajax/medien/stream', () => HttpResponse.json(streamFixture(0, 100, 3))),
    http.get('/ajax/captcha', () =>
      HttpResponse.json({ question: 'Wie viel ist 3 + 4?', digest: '9.abc' }),
    ),
  );
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

describe('media-stream item options', () => {
  it('report_reply: the report goes through the offense report with captcha, naming the entry; the thanks take focus', async () => {
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: false, edit: false } });
    answerPost('/ajax/report-offense', () => HttpResponse.json({ success: true }));
    const big = await openPhoto();
    const options = await within(big).findByRole('group', { name: 'Aktionen zu diesem Beitrag' });
    expect(within(options).queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    await user.click(within(options).getByRole('button', { name: 'Verstoß melden' }));
    const report = await screen.findByRole('dialog', { name: 'Verstoß melden' });
    await within(report).findByText('Wie viel ist 3 + 4?');
    await user.type(within(report).getByLabelText('Vorname'), 'Lena');
    await user.type(within(report).getByLabelText('Nachname'), 'Fan');
    await user.type(within(report).getByLabelText('E-Mail-Adresse'), 'lena@example.org');
    await user.click(within(report).getByRole('radio', { name: 'Beleidigung' }));
    await user.type(within(report).getByLabelText('Was ist passiert?'), 'Beleidigendes Plakat');
    await user.type(within(report).getByLabelText(/Sicherheitsfrage/), '7');
    await user.click(within(report).getByRole('button', { name: 'Meldung absenden' }));
    const thanks = await within(report).findByText(/Deine Meldung ist bei uns eingegangen/);
    await waitFor(() => expect(thanks.parentElement).toHaveFocus());
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(posts[0]!.body)).toMatchObject({
      action: 'report_offense',
      media_id: '5000001',
      'captcha-code': '7',
      'captcha-digest': '9.abc',
      reason: 'insult',
    });
  }, 30_000);

  it('without report_reply (or the report endpoints) there is no report button', async () => {
    meta({ options: { report_reply: false, rate: false, edit: false } });
    const big = await openPhoto();
    await within(big).findByText('1 Aufruf');
    expect(within(big).queryByRole('button', { name: 'Verstoß melden' })).toBeNull();
  });

  it('rating: a member picks stars, "Bewerten" sends id and rating; the thanks take focus and are announced', async () => {
    loggedIn();
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: true, edit: false } });
    answerPost('/ajax/medien/bewertung', () => HttpResponse.json({ success: true }));
    const big = await openPhoto();
    await user.click(await within(big).findByRole('radio', { name: /^4 von 5/ }));
    await user.click(within(big).getByRole('button', { name: 'Bewerten' }));
    const thanks = await within(big).findByText('Danke! Du hast mit 4 Sternen bewertet.');
    expect(thanks).toHaveAttribute('role', 'status');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(Object.fromEntries(posts[0]!.body)).toEqual({ id: '5000001', rating: '4' });
  });

  it('rating refused: the server says why, the message takes focus, the stars stay chosen', async () => {
    loggedIn();
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: true, edit: false } });
    answerPost('/ajax/medien/bewertung', () =>
      HttpResponse.json({ success: false, error: { message: 'Du hast schon bewertet.' } }),
    );
    const big = await openPhoto();
    await user.click(await within(big).findByRole('radio', { name: /^2 von 5/ }));
    await user.click(within(big).getByRole('button', { name: 'Bewerten' }));
    const alert = await within(big).findByRole('alert');
    expect(alert).toHaveTextContent('Du hast schon bewertet.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(big).getByRole('radio', { name: /^2 von 5/ })).toBeChecked();
  });

  it('a guest is offered the login instead of the stars', async () => {
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: true, edit: false } });
    const big = await openPhoto();
    const login = await within(big).findByRole('button', { name: 'Zum Bewerten anmelden' });
    expect(within(big).queryByRole('radio')).toBeNull();
    await user.click(login);
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
  });

  it('the owner edits: the form opens on the title, saving sends update, the stream shows the new title, focus returns to "Bearbeiten", "Gespeichert." is announced', async () => {
    loggedIn();
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: false, edit: true }, description: 'Alt' });
    answerPost('/ajax/medien/bearbeiten', () => HttpResponse.json({ success: true }));
    const big = await openPhoto();
    const open = await within(big).findByRole('button', { name: 'Bearbeiten' });
    expect(within(big).queryByRole('button', { name: 'Bewerten' })).toBeNull();
    await user.click(open);
    const title = within(big).getByLabelText(/^Titel/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(big).getByLabelText(/^Beschreibung/)).toHaveValue('Alt');
    await user.clear(title);
    await user.type(title, 'Unser Meisterfoto');
    await user.click(within(big).getByRole('button', { name: 'Speichern' }));
    const edit = await within(big).findByRole('button', { name: 'Bearbeiten' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(within(big).getByRole('heading', { name: 'Unser Meisterfoto' })).toBeInTheDocument();
    await waitFor(() => expect(within(big).getByText('Gespeichert.')).toBeInTheDocument());
    expect(Object.fromEntries(posts[0]!.body)).toEqual({
      action: 'update',
      id: '5000001',
      title: 'Unser Meisterfoto',
      description: 'Alt',
    });
  });

  it('an edit the server refuses stays open with its message; what was typed is kept', async () => {
    loggedIn();
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: false, edit: true } });
    answerPost('/ajax/medien/bearbeiten', () =>
      HttpResponse.json({ success: false, error: { message: 'Das gehört dir nicht.' } }),
    );
    const big = await openPhoto();
    await user.click(await within(big).findByRole('button', { name: 'Bearbeiten' }));
    const title = within(big).getByLabelText(/^Titel/);
    await user.clear(title);
    await user.type(title, 'Fremdes Foto');
    await user.click(within(big).getByRole('button', { name: 'Speichern' }));
    expect(await within(big).findByRole('alert')).toHaveTextContent('Das gehört dir nicht.');
    expect(within(big).getByLabelText(/^Titel/)).toHaveValue('Fremdes Foto');
    expect(within(big).getByRole('heading', { name: 'Foto 1' })).toBeInTheDocument();
  });

  it('an edit whose session has ended stays open with the login offer; focus on it; what was typed is kept', async () => {
    loggedIn();
    const navigation = installFakeNavigation();
    const user = userEvent.setup();
    meta({ options: { report_reply: true, rate: false, edit: true } });
    answerPost('/ajax/medien/bearbeiten', () =>
      HttpResponse.json({ success: false }, { status: 401 }),
    );
    const big = await openPhoto();
    await user.click(await within(big).findByRole('button', { name: 'Bearbeiten' }));
    const title = within(big).getByLabelText(/^Titel/);
    await user.clear(title);
    await user.type(title, 'Nach dem Login');
    await user.click(within(big).getByRole('button', { name: 'Speichern' }));
    expect(await within(big).findByRole('alert')).toHaveTextContent(
      'Deine Anmeldung ist abgelaufen. Melde dich neu an, um zu speichern. Erneut anmelden',
    );
    const login = within(big).getByRole('button', { name: 'Erneut anmelden' });
    await waitFor(() => expect(login).toHaveFocus());
    expect(within(big).getByLabelText(/^Titel/)).toHaveValue('Nach dem Login');
    await user.click(login);
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
  });

  const rateButton = () => screen.getByRole('button', { name: /^(Bewerten|Wird gesendet)/ });
  describeWriteFaults('faults of the rating: the stars stay chosen, focus on the error', {
    server,
    path: '/ajax/medien/bewertung',
    schemaMismatch: { success: 'ja' },
    render: () => {
      meta({ options: { report_reply: false, rate: true, edit: false } });
      renderStream();
    },
    submit: async (user) => {
      fireEvent.click((await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!);
      const big = await screen.findByRole('dialog', { name: 'Foto 1' });
      await user.click(await within(big).findByRole('radio', { name: /^4 von 5/ }));
      await user.click(rateButton());
    },
    submitButton: rateButton,
    busyText: 'Wird gesendet …',
    // An ended session: the shared login offer (SessionEnded, inside an alert: the matrix's
    // default check) beside the kept stars, never the guest's "Zum Bewerten anmelden".
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('alert')
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      expect(screen.getByRole('radio', { name: /^4 von 5/ })).toBeChecked();
      expect(screen.queryByRole('button', { name: 'Zum Bewerten anmelden' })).toBeNull();
    },
    retry: {
      control: rateButton,
      success: { success: true },
      expectDone: async (body) => {
        const thanks = await screen.findByText('Danke! Du hast mit 4 Sternen bewertet.');
        await waitFor(() => expect(thanks).toHaveFocus());
        expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
          id: '5000001',
          rating: '4',
        });
      },
    },
    unmount: () => view?.unmount(),
  });
});
