import { act, render, screen, waitFor, within } from '@testing-library/react';
import { emit } from '@anstoss/runtime/widget';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { Comments } from './Comments.tsx';
import {
  emptyThreadFixture,
  portalIdThread,
  repliesFixture,
  schemaMismatchThread,
  threadFixture,
} from './fixtures.ts';
import { commentsProps } from './props.ts';

const THREAD = '/ajax/comments/7';
const server = setupMswServer();
const thread = mockGetEndpoint(server, THREAD);
const replies = mockGetEndpoint(server, '/ajax/comments/replies/11');
const posts: { path: string; body: string }[] = [];

function postAnswer(path: string, resolver: () => Response) {
  server.use(
    http.post(path, async ({ request }) => {
      posts.push({ path, body: await request.text() });
      return resolver();
    }),
  );
}

function renderWidget(extra: Record<string, unknown> = {}) {
  const props = commentsProps.parse({
    url: THREAD,
    deleteUrl: '/ajax/comments/delete',
    reportUrl: '/ajax/comments/report',
    ...extra,
  });
  return render(
    <>
      <textarea id="thread_text" aria-label="Kommentar" defaultValue="" />
      <Comments props={props} host={document.createElement('div')} />
    </>,
  );
}

const alerts = vi.fn();
beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  posts.length = 0;
  localStorage.clear();
  document.cookie = 'FBDE_LOGIN=1; path=/';
  window.alert = alerts;
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
  window.getSelection()?.removeAllRanges();
});

const firstComment = async () => (await screen.findAllByRole('listitem'))[0]!;

describe('comments', () => {
  it('shows the thread with sanitised HTML and names as text', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const { container } = renderWidget();
    expect(await screen.findByText('3 Kommentare')).toBeInTheDocument();
    expect(screen.getByText('<svg onload=alert("xss-name")>Hacker')).toBeInTheDocument();
    expect(container.querySelector('script, svg, img[onerror], [href^="javascript"]')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('Zweiten');
    await new Promise((r) => setTimeout(r, 20));
    expect(alerts).not.toHaveBeenCalled();
  });

  it('in English the members\' German texts are marked lang="de", the tools not', async () => {
    initTestI18n('en');
    const main = document.body.appendChild(document.createElement('main'));
    main.setAttribute('lang', 'de');
    const host = main.appendChild(document.createElement('div'));
    host.setAttribute('lang', 'en');
    try {
      thread.respond(() => HttpResponse.json(threadFixture));
      const props = commentsProps.parse({
        url: THREAD,
        deleteUrl: '/ajax/comments/delete',
        reportUrl: '/ajax/comments/report',
      });
      render(<Comments props={props} host={host} />, { container: host });
      const bold = await screen.findByText('Zweiten', { selector: 'b' });
      expect(bold.closest('[lang]')).toHaveAttribute('lang', 'de');
      expect(bold.closest('.ast-comment__text')).toHaveAttribute('lang', 'de');
      const author = screen.getByText('<svg onload=alert("xss-name")>Hacker');
      expect(author.closest('[lang]')).toBe(host);
    } finally {
      main.remove();
      initTestI18n('de');
    }
  });

  it('loads the replies once, on the first toggle, and sanitises them', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    replies.respond(
      () => new HttpResponse(repliesFixture, { headers: { 'Content-Type': 'text/html' } }),
    );
    const user = userEvent.setup();
    renderWidget();
    const toggle = await screen.findByRole('button', { name: '2 Antworten anzeigen' });
    await user.click(toggle);
    expect(await screen.findByText('Sehe ich auch so.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Antworten ausblenden' }));
    await user.click(screen.getByRole('button', { name: '2 Antworten anzeigen' }));
    expect(replies.requests).toHaveLength(1);
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('one hostile comment (a frameset document) never takes down the thread or its replies', async () => {
    const frameset = '<frameset><frame src=x></frameset>';
    const [first, ...rest] = threadFixture.comments;
    thread.respond(() =>
      HttpResponse.json({ ...threadFixture, comments: [{ ...first!, html: frameset }, ...rest] }),
    );
    replies.respond(() => new HttpResponse(frameset, { headers: { 'Content-Type': 'text/html' } }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    expect(await screen.findByText('3 Kommentare')).toBeInTheDocument();
    expect(screen.getByText('Max M.', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Meine Meinung', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 Antworten anzeigen' }));
    expect(await screen.findByRole('button', { name: 'Antworten ausblenden' })).toBeInTheDocument();
    expect(screen.getByText('Lena K.')).toBeInTheDocument();
    expect(container.querySelector('frameset, frame')).toBeNull();
  });

  it('quotes the selected text of a comment into #thread_text', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    const bold = within(item).getByText('Zweiten');
    const range = document.createRange();
    range.selectNodeContents(bold);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await user.click(within(item).getByRole('button', { name: /^Zitieren, Kommentar von / }));
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toHaveValue(
      '(quote)(quotefrom)Max M.(/quotefrom)Zweiten(/quote)',
    );
  });

  it('quotes the whole comment without a selection (keyboard) and says so politely', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const user = userEvent.setup();
    renderWidget();
    const [first] = await screen.findAllByRole('listitem');
    window.getSelection()!.removeAllRanges();
    const button = within(first!).getByRole('button', { name: /^Zitieren, Kommentar von / });
    button.focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Kommentar' });
    expect((field as HTMLTextAreaElement).value).toMatch(
      /^\(quote\)\(quotefrom\).+\(\/quotefrom\).+\(\/quote\)$/,
    );
    expect(field).toHaveFocus();
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="polite"]')).toHaveTextContent(
        /ins Antwortfeld zitiert/,
      ),
    );
  });

  it('fails with no_text_selected for a selection outside the comment', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const user = userEvent.setup();
    renderWidget();
    const [first, , third] = await screen.findAllByRole('listitem');
    const range = document.createRange();
    range.selectNodeContents(within(third!).getByText('Zitat', { exact: false }));
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await user.click(within(first!).getByRole('button', { name: /^Zitieren, Kommentar von / }));
    expect(within(first!).getByRole('alert')).toHaveTextContent('Bitte markiere zuerst den Text');
    expect(screen.getByRole('textbox', { name: 'Kommentar' })).toHaveValue('');
  });

  it('names the author in every tool and asks the form to answer with "Antworten"', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    const name = threadFixture.comments[0]!.name;
    for (const label of ['Antworten', 'Zitieren', 'Löschen', 'Melden'])
      expect(
        within(item).getByRole('button', { name: `${label}, Kommentar von ${name}` }),
      ).toBeInTheDocument();
    const replies: unknown[] = [];
    const listener = (e: Event) => replies.push((e as CustomEvent).detail);
    document.addEventListener('anstoss:commentReply', listener);
    await user.click(within(item).getByRole('button', { name: /^Antworten, Kommentar von / }));
    document.removeEventListener('anstoss:commentReply', listener);
    expect(replies).toEqual([{ parentId: '11', name, threadTextId: 'thread_text' }]);
  });

  it('"Melden": focus goes into the form, back to the trigger on cancel, never to <body>', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    const trigger = within(item).getByRole('button', { name: /^Melden, Kommentar von / });
    await user.click(trigger);
    await waitFor(() => expect(within(item).getByRole('textbox')).toHaveFocus());
    await user.click(within(item).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('tools exclude one another and the replies (spec §4 Comment tools)', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    replies.respond(
      () => new HttpResponse(repliesFixture, { headers: { 'Content-Type': 'text/html' } }),
    );
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    await user.click(within(item).getByRole('button', { name: '2 Antworten anzeigen' }));
    await within(item).findByText('Sehe ich auch so.');
    await user.click(within(item).getByRole('button', { name: /^Löschen, Kommentar von / }));
    expect(within(item).getByText('Sehe ich auch so.')).not.toBeVisible();
    expect(within(item).getByRole('button', { name: /^Melden, Kommentar von / })).toBeDisabled();
    expect(within(item).getByRole('button', { name: /Antworten anzeigen/ })).toBeDisabled();
  });

  it('delete ends in "deleted" once the server answers success with deleted', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    postAnswer('/ajax/comments/delete', () => HttpResponse.json({ success: true, deleted: true }));
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Löschen, Kommentar von / }));
    await user.click(within(item).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Der Kommentar wurde gelöscht.')).toBeInTheDocument();
    expect(posts[0]).toEqual({ path: '/ajax/comments/delete', body: 'id=11' });
  });

  it('works with 32-character portal ids: shows the thread and deletes by that id', async () => {
    thread.respond(() => HttpResponse.json(portalIdThread));
    postAnswer('/ajax/comments/delete', () => HttpResponse.json({ success: true, deleted: true }));
    const user = userEvent.setup();
    renderWidget();
    expect(await screen.findByText('3 Kommentare')).toBeInTheDocument();
    const item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Löschen, Kommentar von / }));
    await user.click(within(item).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Der Kommentar wurde gelöscht.')).toBeInTheDocument();
    expect(posts[0]).toEqual({
      path: '/ajax/comments/delete',
      body: `id=${portalIdThread.comments[0]?.id}`,
    });
    expect(String(portalIdThread.comments[0]?.id)).toHaveLength(32);
  });

  it('report ends in "reported"; a refused report shows the server text inline', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    postAnswer('/ajax/comments/report', () =>
      HttpResponse.json(
        { success: false, error: { message: 'Bitte beschreibe kurz, was du meldest.' } },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Melden, Kommentar von / }));
    // Empty: not sent; the field is marked invalid and described by the hint (issue 18).
    await user.click(within(item).getByRole('button', { name: 'Meldung senden' }));
    const field = within(item).getByRole('textbox');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Bitte beschreibe kurz/);
    expect(field).toHaveFocus();
    expect(posts).toHaveLength(0);
    await user.type(field, 'Spam');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(item).getByRole('button', { name: 'Meldung senden' }));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('Bitte beschreibe kurz, was du meldest.');
    // A failed submit: focus on the error, not on <body>.
    await waitFor(() => expect(alert).toHaveFocus());
    postAnswer('/ajax/comments/report', () => HttpResponse.json({ success: true, reported: true }));
    await user.clear(field);
    await user.type(field, 'Beleidigung');
    await user.click(within(item).getByRole('button', { name: 'Meldung senden' }));
    const done = await within(item).findByText('Danke, der Kommentar wurde gemeldet.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(posts.at(-1)?.body).toBe('id=11&message=Beleidigung&reason=0');
  });

  it('a success without deleted is not a confirmation; a network error shows the generic text', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    postAnswer('/ajax/comments/delete', () => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Löschen, Kommentar von / }));
    await user.click(within(item).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('unbekannter Fehler');
    postAnswer('/ajax/comments/delete', () => HttpResponse.error());
    await user.click(within(item).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(within(item).getByRole('alert')).toHaveTextContent('unbekannter Fehler');
  });

  it('logged out, the tools are login-gated', async () => {
    document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
    thread.respond(() => HttpResponse.json(threadFixture));
    renderWidget();
    const item = await firstComment();
    expect(
      within(item)
        .getByRole('button', { name: /^Melden, Kommentar von / })
        .closest('[data-login-gate]'),
    ).not.toBeNull();
    expect(
      within(item)
        .getByRole('button', { name: '2 Antworten anzeigen' })
        .closest('[data-login-gate]'),
    ).toBeNull();
  });

  it('takes over the server-rendered first page (data-props "firstPage") without fetching it', async () => {
    thread.respond(() => HttpResponse.json(emptyThreadFixture));
    const user = userEvent.setup();
    renderWidget({ firstPage: threadFixture });
    const items = await screen.findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(thread.requests).toHaveLength(0);
    // Tools work on the taken-over comments.
    await user.click(within(items[0]!).getByRole('button', { name: /^Zitieren, Kommentar von / }));
    expect(
      (screen.getByRole('textbox', { name: 'Kommentar' }) as HTMLTextAreaElement).value,
    ).toContain('(quote)');
  });

  it('shows an empty thread', async () => {
    thread.respond(() => HttpResponse.json(emptyThreadFixture));
    renderWidget();
    expect(
      await screen.findByText('Noch keine Kommentare. Schreib den ersten!'),
    ).toBeInTheDocument();
  });

  it('a comment posted from its form counts: "1 Kommentar", no "Noch keine" under it', async () => {
    thread.respond(() => HttpResponse.json(emptyThreadFixture));
    renderWidget();
    await screen.findByText('Noch keine Kommentare. Schreib den ersten!');
    act(() => emit('commentPosted', { threadTextId: 'another_thread' }));
    expect(screen.getByText('0 Kommentare')).toBeInTheDocument();
    act(() => emit('commentPosted', { threadTextId: 'thread_text' }));
    expect(screen.getByText('1 Kommentar')).toBeInTheDocument();
    expect(screen.queryByText('Noch keine Kommentare. Schreib den ersten!')).toBeNull();
  });

  it('has no axe violations', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    const { container } = renderWidget();
    await firstComment();
    await expectNoAxeViolations(container);
  });

  describeLoadFaults('faults of the first page', {
    server,
    path: THREAD,
    schemaMismatch: schemaMismatchThread,
    consoleWarn: '[anstoss] comments: could not load',
    render: () => renderWidget(),
    expectShown: async () => {
      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      thread.respond(() => HttpResponse.json(threadFixture));
      await userEvent.setup().click(retry);
      expect(await screen.findByText('3 Kommentare')).toBeInTheDocument();
    },
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const reportField = () => screen.getByRole('textbox', { name: /nicht in Ordnung/ });
  describeWriteFaults('write faults of "Meldung senden"', {
    server,
    path: '/ajax/comments/report',
    schemaMismatch: { success: 'ja' },
    render: () => {
      thread.respond(() => HttpResponse.json(threadFixture));
      view = renderWidget();
    },
    submit: async (user) => {
      const item = await firstComment();
      await user.click(within(item).getByRole('button', { name: /^Melden, Kommentar von / }));
      await user.type(reportField(), 'Beleidigung');
      await user.click(within(item).getByRole('button', { name: 'Meldung senden' }));
    },
    submitButton: () => screen.getByRole('button', { name: /Meldung senden|Wird gesendet/ }),
    expectKept: () => expect(reportField()).toHaveValue('Beleidigung'),
    unmount: () => view?.unmount(),
  });

  it('a failed report keeps the text, survives a reload as a draft, and focus never drops', async () => {
    document.cookie = 'FBDE_USER_ID=u-7; path=/';
    thread.respond(() => HttpResponse.json(threadFixture));
    postAnswer('/ajax/comments/report', () => new HttpResponse('kaputt', { status: 500 }));
    const user = userEvent.setup();
    const first = renderWidget();
    let item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Melden, Kommentar von / }));
    await user.type(reportField(), 'Rassistisch');
    await user.click(within(item).getByRole('button', { name: 'Meldung senden' }));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('unbekannter Fehler');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(reportField()).toHaveValue('Rassistisch');
    expect(reportField()).not.toHaveAttribute('aria-invalid');
    // A reload: the typed report is back when the tool opens again.
    first.unmount();
    renderWidget();
    item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Melden, Kommentar von / }));
    expect(reportField()).toHaveValue('Rassistisch');
    // Confirmed: the draft goes, the thanks are announced and focused.
    postAnswer('/ajax/comments/report', () => HttpResponse.json({ success: true, reported: true }));
    await user.click(within(item).getByRole('button', { name: 'Meldung senden' }));
    const thanks = await within(item).findByText('Danke, der Kommentar wurde gemeldet.');
    expect(thanks).toHaveAttribute('role', 'status');
    await waitFor(() => expect(thanks).toHaveFocus());
    document.cookie = 'FBDE_USER_ID=; max-age=0; path=/';
  });

  it('while a delete is in flight the button stays focused and says so; a double click sends once', async () => {
    thread.respond(() => HttpResponse.json(threadFixture));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/ajax/comments/delete', async ({ request }) => {
        posts.push({ path: '/ajax/comments/delete', body: await request.text() });
        await held;
        return HttpResponse.json({ success: true, deleted: true });
      }),
    );
    const user = userEvent.setup();
    renderWidget();
    const item = await firstComment();
    await user.click(within(item).getByRole('button', { name: /^Löschen, Kommentar von / }));
    const submit = within(item).getByRole('button', { name: 'Endgültig löschen' });
    await user.dblClick(submit);
    expect(submit).toHaveFocus();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(item)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toContain('Wird gesendet …');
    // Cancel does nothing while the write is in flight.
    await user.click(within(item).getByRole('button', { name: 'Abbrechen' }));
    expect(within(item).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    release();
    const done = await screen.findByText('Der Kommentar wurde gelöscht.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(posts).toHaveLength(1);
  });

  describe('faults while loading more: an error with retry, the thread stays', () => {
    const cases: [string, () => Response][] = [
      ['HTTP 500', () => new HttpResponse('x', { status: 500 })],
      ['network error', () => HttpResponse.error()],
      [
        'malformed JSON',
        () => new HttpResponse('{"success":', { headers: { 'Content-Type': 'application/json' } }),
      ],
      ['schema mismatch', () => HttpResponse.json(schemaMismatchThread)],
    ];
    const secondPage = {
      ...threadFixture,
      total: 4,
      nextOffset: null,
      comments: [{ ...threadFixture.comments[2]!, id: 14, name: 'Nachzügler', html: 'Spät' }],
    };
    for (const [name, resolver] of cases) {
      it(name, async () => {
        expectConsoleWarn('[anstoss] comments: could not load more');
        let failing = true;
        server.use(
          http.get(THREAD, ({ request }) => {
            if (new URL(request.url).searchParams.get('offset') === '0')
              return HttpResponse.json({ ...threadFixture, total: 4, nextOffset: 3 });
            return failing ? resolver() : HttpResponse.json(secondPage);
          }),
        );
        renderWidget();
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: 'Weitere Kommentare laden' }));
        expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
          'Weitere Einträge konnten nicht geladen werden.',
        );
        expect(screen.getByText('Starkes Spiel der', { exact: false })).toBeInTheDocument();
        failing = false;
        await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
        expect(await screen.findByText('Nachzügler')).toBeInTheDocument();
        expect(screen.getByText('Starkes Spiel der', { exact: false })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        // The last page came: no button, and screen readers heard how many were added.
        expect(screen.queryByRole('button', { name: 'Weitere Kommentare laden' })).toBeNull();
        expect(screen.getByText('1 weiterer Eintrag geladen')).toBeInTheDocument();
      });
    }
  });
});

describe("comments on an English page (the members' German)", () => {
  it('marks the comment texts lang="de" in English, not the names; nothing in German', async () => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
    thread.respond(() => HttpResponse.json(threadFixture));
    try {
      const { unmount } = renderWidget();
      const bold = await screen.findByText('Zweiten', { selector: 'b' });
      expect(bold.closest('.ast-comment__text')).toHaveAttribute('lang', 'de');
      const author = screen.getByText('<svg onload=alert("xss-name")>Hacker');
      expect(author.closest('[lang]')).toBe(document.documentElement);
      unmount();
      document.documentElement.setAttribute('lang', 'de');
      initTestI18n('de');
      renderWidget();
      const german = await screen.findByText('Zweiten', { selector: 'b' });
      expect(german.closest('.ast-comment__text')).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });
});
