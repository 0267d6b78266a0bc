import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { on } from '@anstoss/runtime/widget';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { DRAFT_PREFIX } from '@anstoss/storage';
import { CommentForm } from './CommentForm.tsx';
import { messageErrorFixture, pollErrorFixture, successFixture } from './fixtures.ts';
import { commentFormProps } from './props.ts';

/** Where a guest's draft of this form is stored (createDraft's key). */
const draftKey = (key: string) => `${DRAFT_PREFIX}guest.comment-form.${key}`;
const ACTION = '/ajax/comments/7';
const server = setupMswServer();
const bodies: string[] = [];
function answer(resolver: () => Response | Promise<Response>) {
  server.use(
    http.post(ACTION, async ({ request }) => {
      bodies.push(await request.text());
      return resolver();
    }),
  );
}

function renderWidget(attributes: Record<string, string> = {}) {
  const props = commentFormProps.parse({
    action: ACTION,
    maxLength: '50',
    poll: 'true',
    draftKey: 'news-7',
    ...attributes,
  });
  return render(<CommentForm props={props} host={document.createElement('div')} />);
}

const alerts = vi.fn();
beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  bodies.length = 0;
  localStorage.clear();
  document.cookie = 'FBDE_LOGIN=1; path=/';
  window.alert = alerts;
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

const message = () => screen.getByRole('textbox', { name: 'Dein Kommentar' });

describe('comment-form', () => {
  it('counts the remaining characters: maxlength minus length', async () => {
    const user = userEvent.setup();
    renderWidget();
    expect(screen.getByText('Noch 50 Zeichen')).toBeInTheDocument();
    await user.type(message(), 'Hallo');
    expect(screen.getByText('Noch 45 Zeichen')).toBeInTheDocument();
    expect(message()).toHaveAttribute('id', 'thread_text');
    expect(message()).toHaveAttribute('maxlength', '50');
  });

  it('success inserts the new comment after the form (sanitised), clears the message, resets the counter and the draft', async () => {
    answer(() => HttpResponse.json(successFixture));
    // The thread below counts what the form posted (the comments widget's listener).
    const postedTo: string[] = [];
    const stop = on('commentPosted', (detail) => postedTo.push(detail?.threadTextId ?? ''));
    onTestFinished(stop);
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.type(message(), 'Mein neuer Kommentar');
    expect(localStorage.getItem(draftKey('news-7'))).toContain('Mein neuer Kommentar');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    const posted = await screen.findByText('Mein neuer Kommentar', { selector: '.comment__text' });
    expect(posted.closest('.ast-comment-form__posted')?.previousElementSibling?.tagName).toBe(
      'FORM',
    );
    expect(message()).toHaveValue('');
    expect(screen.getByText('Noch 50 Zeichen')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey('news-7'))).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(bodies[0]).toBe('message=Mein+neuer+Kommentar');
    expect(alerts).not.toHaveBeenCalled();
    expect(postedTo).toEqual(['thread_text']);
  });

  it('after sending, focus goes to the posted comment and the page rests 160 px above the form', async () => {
    answer(() => HttpResponse.json(successFixture));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWidget({ poll: 'false' });
    const form = screen.getByRole('form', { name: 'Kommentar schreiben' });
    vi.spyOn(form, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    await user.type(message(), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    const posted = await screen.findByText('Dein Kommentar wurde veröffentlicht.');
    await waitFor(() => expect(posted.parentElement).toHaveFocus());
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 740 })),
    );
    scrollTo.mockRestore();
  });

  it('a failed submit moves focus to the error, never to <body>', async () => {
    answer(() => HttpResponse.json(messageErrorFixture, { status: 400 }));
    const user = userEvent.setup();
    renderWidget({ poll: 'false' });
    await user.type(message(), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('"Antworten" on a comment: the form answers it (parentId), can cancel, and is focused', async () => {
    answer(() => HttpResponse.json(successFixture));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWidget({ poll: 'false' });
    document.dispatchEvent(
      new CustomEvent('anstoss:commentReply', {
        detail: { parentId: '11', name: 'Max M.', threadTextId: 'other_field' },
      }),
    );
    expect(screen.queryByText('Antwort an Max M.')).toBeNull();
    document.dispatchEvent(
      new CustomEvent('anstoss:commentReply', {
        detail: { parentId: '11', name: 'Max M.', threadTextId: 'thread_text' },
      }),
    );
    expect(await screen.findByText('Antwort an Max M.')).toBeInTheDocument();
    expect(message()).toHaveFocus();
    await user.type(message(), 'Stimmt');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    await screen.findByText('Dein Kommentar wurde veröffentlicht.');
    expect(bodies[0]).toBe('message=Stimmt&parentId=11');
    expect(screen.queryByText('Antwort an Max M.')).toBeNull();
    document.dispatchEvent(
      new CustomEvent('anstoss:commentReply', {
        detail: { parentId: '12', name: 'Lena', threadTextId: 'thread_text' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Antwort abbrechen' }));
    expect(screen.queryByText('Antwort an Lena')).toBeNull();
    expect(message()).toHaveFocus();
    vi.restoreAllMocks();
  });

  it('the counter speaks politely at thresholds, not on every keystroke', async () => {
    const user = userEvent.setup();
    renderWidget({ maxLength: '25', poll: 'false' });
    const region = () => document.querySelector('[role="status"][aria-live="polite"]');
    await user.type(message(), 'abcd');
    expect(region()).toHaveTextContent(/^$/);
    await user.type(message(), 'e');
    await waitFor(() => expect(region()).toHaveTextContent('Noch 20 Zeichen'));
    await user.type(message(), 'fgh');
    expect(region()).toHaveTextContent('Noch 20 Zeichen');
  });

  it('a poll error shows the message, flags the fields not reported valid, keeps every field; typing clears a flag', async () => {
    answer(() => HttpResponse.json(pollErrorFixture, { status: 400 }));
    const user = userEvent.setup();
    renderWidget();
    await user.type(message(), 'Mit Umfrage');
    await user.click(screen.getByRole('checkbox', { name: 'Eine Umfrage hinzufügen' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel der Umfrage' }), 'Derby');
    await user.type(screen.getByRole('textbox', { name: 'Frage' }), 'Wer gewinnt?');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte fülle alle Felder der Umfrage aus.',
    );
    // The message is described by its counter and by the form's error, but is not at fault.
    expect(message()).toHaveAccessibleDescription(
      /Zeichen.*Bitte fülle alle Felder der Umfrage aus\.$/,
    );
    expect(message()).not.toHaveAttribute('aria-invalid');
    expect(bodies[0]).toBe(
      'message=Mit+Umfrage&poll=1&title=Derby&datumVon=&question=Wer+gewinnt%3F&answer1=&answer2=',
    );
    const answer1 = screen.getByRole('textbox', { name: 'Antwort 1' });
    expect(answer1).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Antwort 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Gültig ab')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Titel der Umfrage' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(message()).toHaveValue('Mit Umfrage');
    expect(screen.getByRole('textbox', { name: 'Frage' })).toHaveValue('Wer gewinnt?');
    await user.type(answer1, 'Heim');
    expect(answer1).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Antwort 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('the draft survives a reload until the server confirms', async () => {
    answer(() => HttpResponse.json(messageErrorFixture, { status: 400 }));
    const user = userEvent.setup();
    const first = renderWidget();
    await user.type(message(), 'Entwurf');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    await screen.findByRole('alert');
    first.unmount();
    renderWidget();
    expect(message()).toHaveValue('Entwurf');
  });

  it('a corrupt draft is dropped', () => {
    localStorage.setItem(
      draftKey('news-7'),
      '{"value":{"message":5},"expirationDatetime":"2999-01-01T00:00:00Z"}',
    );
    renderWidget();
    expect(message()).toHaveValue('');
    expect(localStorage.getItem(draftKey('news-7'))).toBeNull();
  });

  it('takes a quote written into #thread_text by another script', async () => {
    renderWidget();
    const field = message() as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
      field,
      '(quote)x(/quote)',
    );
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(screen.getByText('Noch 34 Zeichen')).toBeInTheDocument());
  });

  it('logged out, the form is login-gated', () => {
    document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
    renderWidget();
    expect(message().closest('[data-login-gate]')).not.toBeNull();
  });

  it('has no axe violations with the poll part and an error', async () => {
    answer(() => HttpResponse.json(pollErrorFixture, { status: 400 }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole('checkbox', { name: 'Eine Umfrage hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  describeWriteFaults('faults keep every field and show the message', {
    server,
    path: ACTION,
    schemaMismatch: { success: 'ja' },
    render: () => {
      view = renderWidget();
    },
    submit: async (user) => {
      await user.type(message(), 'Nicht verlieren');
      await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    },
    submitButton: () => screen.getByRole('button', { name: /Kommentar senden|Wird gesendet/ }),
    expectKept: () => {
      expect(message()).toHaveValue('Nicht verlieren');
      // The draft (createDraft's key names the account) still holds the text.
      const drafts = Object.keys(localStorage)
        .filter((key) => key.endsWith('comment-form.news-7'))
        .map((key) => localStorage.getItem(key))
        .join(' ');
      expect(drafts).toContain('Nicht verlieren');
    },
    unmount: () => view?.unmount(),
  });

  it('a double click sends one comment; the busy button keeps focus', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer(async () => {
      await held;
      return HttpResponse.json({ success: true, html: '<p>Einmal</p>' });
    });
    const user = userEvent.setup();
    renderWidget();
    await user.type(message(), 'Einmal');
    const submit = screen.getByRole('button', { name: 'Kommentar senden' });
    await user.dblClick(submit);
    expect(submit).toHaveFocus();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    release();
    await screen.findByText('Einmal', { selector: 'p' });
    expect(bodies).toHaveLength(1);
  });

  it('an ended session (401) keeps the draft and offers the login, with focus on the offer', async () => {
    answer(() => HttpResponse.json({ success: false }, { status: 401 }));
    const user = userEvent.setup();
    renderWidget();
    await user.type(message(), 'Nach dem Login');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    const offer = await screen.findByText(/Deine Sitzung ist abgelaufen/);
    await waitFor(() => expect(offer).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Erneut anmelden' })).toBeInTheDocument();
    expect(message()).toHaveValue('Nach dem Login');
    expect(localStorage.getItem(draftKey('news-7'))).toContain('Nach dem Login');
  });
});
