import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { captchaFixture, nextCaptchaFixture, successFixture } from './fixtures.ts';
import { ReportOffense } from './ReportOffense.tsx';
import { reportOffenseProps } from './props.ts';

const server = setupMswServer();
const captcha = mockGetEndpoint(server, '/ajax/captcha');
const bodies: URLSearchParams[] = [];
function answer(resolver: () => Response) {
  server.use(
    http.post('/ajax/report-offense', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return resolver();
    }),
  );
}

function renderWidget() {
  const props = reportOffenseProps.parse({
    action: '/ajax/report-offense',
    captchaUrl: '/ajax/captcha',
    articleUuid: 'news-7',
  });
  return render(<ReportOffense props={props} host={document.createElement('div')} />);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Verstoß melden' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verstoß melden' });
  await within(dialog).findByText('Wie viel ist 3 + 4?');
  await user.type(within(dialog).getByLabelText('Vorname'), 'Max');
  await user.type(within(dialog).getByLabelText('Nachname'), 'Muster');
  await user.type(within(dialog).getByLabelText('E-Mail-Adresse'), 'max@example.org');
  await user.click(within(dialog).getByRole('radio', { name: 'Beleidigung' }));
  await user.type(within(dialog).getByLabelText('Was ist passiert?'), 'Beleidigung im Kommentar');
  await user.type(within(dialog).getByLabelText(/Sicherheitsfrage/), '7');
  return dialog;
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  bodies.length = 0;
  localStorage.clear();
  let n = 0;
  captcha.respond(() => HttpResponse.json(n++ === 0 ? captchaFixture : nextCaptchaFixture));
});

describe('report-offense', () => {
  it('posts every §3 field form-urlencoded and shows the confirmation page', async () => {
    answer(() => HttpResponse.json(successFixture));
    const user = userEvent.setup();
    renderWidget();
    const dialog = await fillForm(user);
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Meldung absenden' }));
    const thanks = await within(dialog).findByText(/Danke! Deine Meldung ist bei uns eingegangen/);
    // The thanks replaced the form and hold focus (issue 18: never <body>).
    await waitFor(() => expect(thanks.closest('[role="status"]')).toHaveFocus());
    const body = Object.fromEntries(bodies[0]!);
    expect(body).toEqual({
      action: 'report_offense',
      fw_url: window.location.href,
      firstname: 'Max',
      lastname: 'Muster',
      email: 'max@example.org',
      text: 'Beleidigung im Kommentar',
      reason: 'insult',
      'captcha-code': '7',
      'captcha-digest': '999.abc',
      'article-uuid': 'news-7',
    });
  }, 30_000);

  const dialog = () => screen.getByRole('dialog', { name: 'Verstoß melden' });
  const reportText = () => within(dialog()).getByLabelText('Was ist passiert?');
  let view: ReturnType<typeof renderWidget> | null = null;
  // A report needs no login: every failure (a 401 and a 403 too) is the failure page, whose
  // "Zurück zum Formular" brings back everything typed; a refusal in a 200 answer stays on the
  // form with the server's text and a fresh captcha.
  describeWriteFaults('faults of the send: the failure page, back to the form, values kept', {
    server,
    path: '/ajax/report-offense',
    guest: true,
    genericText:
      'Deine Meldung konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
    schemaMismatch: { ok: 1 },
    render: () => {
      view = renderWidget();
    },
    submit: async (user) => {
      const form = await fillForm(user);
      await user.click(within(form).getByRole('button', { name: 'Meldung absenden' }));
    },
    submitButton: () =>
      within(dialog()).getByRole('button', { name: /^(Meldung absenden|Wird gesendet)/ }),
    focusAfterFailure: () =>
      within(dialog())
        .getAllByRole('alert')
        .find((a) => a.textContent?.trim()) ?? null,
    backToForm: async (user) => {
      const back = within(dialog()).queryByRole('button', { name: 'Zurück zum Formular' });
      if (!back) {
        // The refusal stayed on the form: a fresh captcha, its answer emptied.
        expect(await within(dialog()).findByText('Wie viel ist 5 + 1?')).toBeInTheDocument();
        expect(within(dialog()).getByLabelText(/Sicherheitsfrage/)).toHaveValue('');
        return;
      }
      await user.click(back);
      await waitFor(() => expect(reportText()).toHaveFocus());
    },
    expectKept: () => {
      expect(reportText()).toHaveValue('Beleidigung im Kommentar');
      expect(within(dialog()).getByLabelText('Vorname')).toHaveValue('Max');
      expect(within(dialog()).getByRole('radio', { name: 'Beleidigung' })).toBeChecked();
    },
    unmount: () => view?.unmount(),
  });

  it('an empty report text is marked invalid and described, and nothing is sent', async () => {
    answer(() => HttpResponse.json(successFixture));
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Verstoß melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verstoß melden' });
    await within(dialog).findByText('Wie viel ist 3 + 4?');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung absenden' }));
    const text = within(dialog).getByLabelText('Was ist passiert?');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Bitte beschreibe, was du meldest.');
    expect(text).toHaveFocus();
    expect(bodies).toHaveLength(0);
    await user.type(text, 'x');
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('a captcha that cannot load offers a retry', async () => {
    captcha.respond(() => HttpResponse.error());
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Verstoß melden' }));
    expect(
      await screen.findByText(
        'Die Sicherheitsfrage konnte nicht geladen werden.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meldung absenden' })).toBeDisabled();
    // The retry loads it again through the same resource; the question replaces the error.
    captcha.respond(() => HttpResponse.json(captchaFixture));
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Wie viel ist 3 + 4?')).toBeInTheDocument();
    expect(screen.queryByText('Die Sicherheitsfrage konnte nicht geladen werden.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Meldung absenden' })).toBeEnabled();
  });

  it('the captcha request is aborted when the widget goes away', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      http.get('/ajax/captcha', ({ request }) => {
        signals.push(request.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Verstoß melden' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    unmount();
    expect(signals[0]!.aborted).toBe(true);
  });

  it('what was typed survives a failed send and a reload (not the captcha answer); the confirmed report clears it', async () => {
    answer(() => new HttpResponse('x', { status: 500 }));
    const user = userEvent.setup();
    const first = renderWidget();
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Meldung absenden' }));
    await within(dialog).findByText(/konnte nicht gesendet werden/);
    first.unmount();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Verstoß melden' }));
    const again = await screen.findByRole('dialog', { name: 'Verstoß melden' });
    expect(within(again).getByLabelText('Was ist passiert?')).toHaveValue(
      'Beleidigung im Kommentar',
    );
    expect(within(again).getByLabelText('Vorname')).toHaveValue('Max');
    expect(within(again).getByRole('radio', { name: 'Beleidigung' })).toBeChecked();
    await within(again).findByText(/Wie viel ist/);
    expect(within(again).getByLabelText(/Sicherheitsfrage/)).toHaveValue('');
    answer(() => HttpResponse.json(successFixture));
    await user.type(within(again).getByLabelText(/Sicherheitsfrage/), '7');
    await user.click(within(again).getByRole('button', { name: 'Meldung absenden' }));
    await within(again).findByText(/Danke! Deine Meldung ist bei uns eingegangen/);
    expect(Object.keys(localStorage).filter((k) => k.includes('report-offense'))).toEqual([]);
  }, 20_000);
});
