import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { ArticleEditor } from './ArticleEditor.tsx';
import { DRAFT_PREFIX } from '@anstoss/storage';
import { articleEditorProps } from './props.ts';

/** Where a guest's draft of this editor is stored (createDraft's key). */
const draftKey = (key: string) => `${DRAFT_PREFIX}guest.article-editor.${key}`;
const SAVE = '/ajax/artikel/speichern';
const server = setupMswServer();
const bodies: unknown[] = [];

function answer(resolver: () => Response) {
  server.use(
    http.post(SAVE, async ({ request }) => {
      bodies.push(await request.json());
      return resolver();
    }),
  );
}

function renderWidget(raw: Record<string, unknown> = {}) {
  const props = articleEditorProps.parse({
    saveUrl: SAVE,
    draftKey: 'neu',
    today: '2026-03-14',
    minDate: '2026-01-01',
    maxDate: '2027-12-31',
    ...raw,
  });
  return render(<ArticleEditor props={props} host={document.createElement('div')} />);
}

const surface = () => screen.getByRole('textbox', { name: 'Artikeltext' });
const status = () => screen.getByTestId('article-status');
const title = () => screen.getByRole('textbox', { name: 'Überschrift' });

function paste(data: Record<string, string>) {
  const clipboardData = { getData: (type: string) => data[type] ?? '', types: Object.keys(data) };
  act(() => {
    fireEvent.paste(surface(), { clipboardData });
  });
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  bodies.length = 0;
  localStorage.clear();
});

describe('article-editor', () => {
  it('shows the status bar with 20.000 remaining, height 300, only three block buttons; axe clean', async () => {
    const { container } = renderWidget();
    expect(status()).toHaveTextContent('Zeichen: 20.000');
    expect(surface()).toHaveStyle({ height: '300px' });
    const toolbar = screen.getByRole('toolbar', { name: 'Textformat' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Absatz', 'Zwischenüberschrift', 'Zitat', 'Fett', 'Kursiv', 'Link']);
    await expectNoAxeViolations(container);
  }, 20_000);

  it('opens with the stored article; the counter counts its text', async () => {
    renderWidget({
      article: {
        id: 'A7',
        title: 'Derbysieg',
        body: '<h3>Halbzeit</h3><p>Ein <strong>starkes</strong> Spiel.</p><blockquote>Zitat</blockquote>',
      },
      draftKey: 'artikel-A7',
    });
    expect(title()).toHaveValue('Derbysieg');
    await waitFor(() => expect(status()).toHaveTextContent('Zeichen: 19.969'));
    expect(surface().querySelector('h3')).toHaveTextContent('Halbzeit');
    expect(surface().querySelector('blockquote')).toHaveTextContent('Zitat');
  });

  it('"Zeichen: n" is announced politely once typing pauses, never for the opening text', async () => {
    vi.useFakeTimers();
    try {
      renderWidget({ article: { id: 'A7', title: 'Derbysieg', body: '<p>Anpfiff</p>' } });
      const region = () => document.querySelector('.ast-status-region');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(status()).toHaveTextContent('Zeichen: 19.993');
      expect(region()).toHaveTextContent(/^$/);
      paste({ 'text/plain': 'Tor' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      paste({ 'text/plain': '!' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(900);
      });
      // Still typing (less than a second since the last change): nothing spoken yet.
      expect(status()).toHaveTextContent('Zeichen: 19.989');
      expect(region()).toHaveTextContent(/^$/);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      expect(region()).toHaveTextContent('Zeichen: 19.989');
      expect(region()).toHaveAttribute('aria-live', 'polite');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Escape in the link form cancels it and returns focus to the text', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const form = screen.getByRole('group', { name: /Link/ });
    const url = within(form).getByRole('textbox');
    expect(url).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Link/ })).toBeNull();
    await waitFor(() => expect(surface()).toHaveFocus());
  });

  it('a paste is plain text: script and handler HTML arrive as text only', async () => {
    renderWidget();
    paste({
      'text/html':
        '<p onclick="alert(1)">Anstoß <img src=x onerror=alert(2)><script>alert(3)</script>um 15 Uhr</p>',
    });
    await waitFor(() => expect(surface()).toHaveTextContent('Anstoß um 15 Uhr'));
    expect(surface().querySelector('img, script, [onclick]')).toBeNull();
    expect(status()).toHaveTextContent('Zeichen: 19.984');
  });

  it('a paste of 20,001 characters is refused: counter unchanged, an announcement', async () => {
    renderWidget();
    paste({ 'text/plain': 'x'.repeat(20_001) });
    expect(await screen.findByText(/Er wurde nicht eingefügt/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Zeichen: 20.000');
    paste({ 'text/plain': 'x'.repeat(20_000) });
    await waitFor(() => expect(status()).toHaveTextContent('Zeichen: 0'));
  });

  it('a long HTML paste over the limit is refused whole (1 MB: see the browser test and bench)', async () => {
    renderWidget();
    const html = `<div>${'<b>Tor</b> '.repeat(6_000)}</div>`;
    paste({ 'text/html': html });
    expect(await screen.findByText(/Er wurde nicht eingefügt/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Zeichen: 20.000');
  });

  it('the visibility checkbox enables the pickers and fills an empty start date with today', async () => {
    const user = userEvent.setup();
    renderWidget();
    const from = screen.getByLabelText('Sichtbar ab');
    expect(from).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Artikel zeitgesteuert veröffentlichen' }),
    );
    expect(from).toBeEnabled();
    expect(from).toHaveValue('2026-03-14');
    expect(screen.getByLabelText('Sichtbar bis')).toHaveValue('-');
  });

  it('voting: the upload toggle and duration radios follow the voting checkbox', async () => {
    const user = userEvent.setup();
    renderWidget();
    const upload = screen.getByRole('switch', { name: 'Leser dürfen Fotos hochladen' });
    expect(upload).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Leser abstimmen lassen' }));
    expect(upload).toBeEnabled();
    await user.click(upload);
    await user.click(screen.getByRole('radio', { name: '14 Tage' }));
    expect(screen.getByRole('radio', { name: '14 Tage' })).toBeChecked();
  });

  it('the marketing section is shown and hidden', async () => {
    const user = userEvent.setup();
    renderWidget();
    const toggle = screen.getByRole('button', { name: 'Marketing' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Hinweis für die Redaktion' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Hinweis für die Redaktion' })).toBeVisible();
  });

  it('the teaser has its own counter: maxlength minus length', async () => {
    const user = userEvent.setup();
    renderWidget({ teaserMaxLength: '100' });
    await user.type(screen.getByRole('textbox', { name: 'Vorspann' }), 'Kurz');
    expect(screen.getByText('Noch 96 Zeichen')).toBeInTheDocument();
  });

  it('saving without a title says so and sends nothing', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte gib eine Überschrift ein.')).toBeInTheDocument();
    expect(title()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('saves the article as HTML; the draft goes, the news page is linked', async () => {
    answer(() => HttpResponse.json({ success: true, id: 'A9', url: '/news/derby-a9' }));
    const user = userEvent.setup();
    renderWidget();
    await user.type(title(), 'Derby');
    paste({ 'text/plain': 'Erste Zeile' });
    await waitFor(() => expect(localStorage.getItem(draftKey('neu'))).toContain('Erste Zeile'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('link', { name: 'Artikel ansehen' })).toHaveAttribute(
      'href',
      '/news/derby-a9',
    );
    expect(bodies[0]).toMatchObject({ title: 'Derby', body: '<p>Erste Zeile</p>', visible: false });
    expect(localStorage.getItem(draftKey('neu'))).toBeNull();
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  describeWriteFaults('faults of the save: the draft stays, a retry saves', {
    server,
    path: SAVE,
    schemaMismatch: { success: 'ja' },
    render: () => {
      view = renderWidget();
    },
    submit: async (user) => {
      await user.type(title(), 'Offline');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
    },
    submitButton: () => screen.getByRole('button', { name: /^(Speichern|Wird gespeichert)/ }),
    expectError: async (text) => {
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(screen.getByText('Dein Entwurf ist auf diesem Gerät gespeichert.')).toBeVisible();
    },
    // The error (its retry is the next Tab), or the login offer's button.
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('alert')
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => {
      expect(title()).toHaveValue('Offline');
      // The draft (createDraft: the key names the account) still holds it.
      const drafts = Object.keys(localStorage)
        .filter((key) => key.endsWith('article-editor.neu'))
        .map((key) => localStorage.getItem(key));
      expect(drafts.join(' ')).toContain('Offline');
    },
    retry: {
      control: () => screen.getByRole('button', { name: 'Erneut speichern' }),
      success: { success: true, id: 5, url: '/news/offline-5' },
      expectDone: async () => {
        const note = await screen.findByText('Gespeichert.', { exact: false });
        await waitFor(() => expect(note.closest('[role="status"]')).toHaveFocus());
        expect(screen.getByRole('link', { name: 'Artikel ansehen' })).toHaveAttribute(
          'href',
          '/news/offline-5',
        );
        expect(title()).toHaveValue('Offline');
        expect(Object.keys(localStorage).filter((k) => k.includes('article-editor'))).toEqual([]);
      },
    },
    unmount: () => view?.unmount(),
  });

  it('a title left empty is marked invalid, described and focused; nothing is sent', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveAccessibleDescription('Bitte gib eine Überschrift ein.');
    expect(title()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('an expired session keeps the draft and offers a new login; the draft is restored later', async () => {
    answer(() => HttpResponse.json({ success: false }, { status: 401 }));
    const user = userEvent.setup();
    const first = renderWidget();
    await user.type(title(), 'Nach dem Login');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const navigation = installFakeNavigation();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Erneut anmelden$/);
    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(navigation.go).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?fw_url=/));
    first.unmount();
    renderWidget();
    expect(title()).toHaveValue('Nach dem Login');
    expect(screen.getByText(/Entwurf wurde wiederhergestellt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entwurf verwerfen' }));
    expect(title()).toHaveValue('');
    expect(localStorage.getItem(draftKey('neu'))).toBeNull();
  });

  it('a publisher date outside min/max is moved inside', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(
      screen.getByRole('checkbox', { name: 'Artikel zeitgesteuert veröffentlichen' }),
    );
    const to = screen.getByLabelText('Sichtbar bis');
    await user.clear(to);
    await user.type(to, '2030-01-01{Enter}');
    expect(to).toHaveValue('2027-12-31');
  });
});
