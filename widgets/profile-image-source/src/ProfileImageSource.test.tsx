import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { emit } from '@anstoss/runtime/widget';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { ProfileImageSource } from './ProfileImageSource.tsx';
import { profileImageSourceProps } from './props.ts';

const URL_ = '/ajax/profil/bildquelle';
const server = setupMswServer();
const seen: string[] = [];
function answer(resolver: () => Response) {
  seen.length = 0;
  server.use(
    http.get(URL_, ({ request }) => {
      seen.push(new URL(request.url).search);
      return resolver();
    }),
  );
}

function renderWidget(attributes: Record<string, unknown> = {}) {
  const props = profileImageSourceProps.parse({
    switchProfileImageSource: URL_,
    ajaxmodel: 'bildquelle',
    value: 'avatar',
    cropValue: 'foto',
    options: [
      { value: 'avatar', label: 'Platzhalter' },
      { value: 'verein', label: 'Vereinswappen' },
      { value: 'foto', label: 'Eigenes Foto' },
    ],
    ...attributes,
  });
  return render(<ProfileImageSource props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));

/** Selects an option with the mouse and commits it with "Übernehmen". */
async function choose(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: label }));
  await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
}

describe('profile-image-source', () => {
  it('sends GET {url}?{ajaxmodel}={value}, then reloads', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    const { container } = renderWidget();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Vereinswappen' }));
    expect(seen).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=verein']);
  });

  it('while a switch is in flight, the choice stays put and a second commit sends nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    seen.length = 0;
    server.use(
      http.get(URL_, async ({ request }) => {
        seen.push(new URL(request.url).search);
        await gate;
        return HttpResponse.text('');
      }),
    );
    const navigation = installFakeNavigation();
    renderWidget();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Vereinswappen' }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Platzhalter' }));
    expect(screen.getByRole('radio', { name: 'Vereinswappen' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    release();
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=verein']);
  });

  it('submits the page form instead when data-form names one', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const navigation = installFakeNavigation();
    const form = document.createElement('form');
    form.id = 'profil-form';
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    renderWidget({ form: 'profil-form' });
    await choose('Vereinswappen');
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(navigation.reload).not.toHaveBeenCalled();
    form.remove();
  });

  it('the own photo waits for the crop save (imageSaved), then switches', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    renderWidget();
    await choose('Eigenes Foto');
    expect(screen.getByRole('status')).toHaveTextContent(/speichere den Bildausschnitt/);
    expect(seen).toEqual([]);
    emit('imageSaved', { url: 'data:image/png;base64,AA==' });
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=foto']);
  });

  it('a failed switch shows the error with a retry', async () => {
    answer(() =>
      HttpResponse.json(
        { success: false, error: { message: 'Gerade nicht möglich.' } },
        { status: 500 },
      ),
    );
    const navigation = installFakeNavigation();
    renderWidget();
    await choose('Vereinswappen');
    expect(
      await screen.findByText('Gerade nicht möglich.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The error is announced; focus stays on the button that sent (never <body>), the choice stays.
    expect(screen.getByRole('alert')).toHaveTextContent('Gerade nicht möglich.');
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Vereinswappen' })).toBeChecked();
    answer(() => HttpResponse.text(''));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
  });

  it('arrow keys only move the selection (WCAG 3.2.2); Enter commits it', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    renderWidget();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Platzhalter' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Vereinswappen' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // "Eigenes Foto" is reachable without sending "Vereinswappen" first.
    expect(screen.getByRole('radio', { name: 'Eigenes Foto' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Vereinswappen' })).toBeChecked();
    expect(seen).toEqual([]);
    expect(navigation.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=verein']);
  });

  it('"Übernehmen" is reached by Tab and commits by Space', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    renderWidget();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    const apply = screen.getByRole('button', { name: 'Übernehmen' });
    expect(apply).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['?bildquelle=verein']);
  });

  it('the source shown now needs no switch', async () => {
    answer(() => HttpResponse.text(''));
    const navigation = installFakeNavigation();
    renderWidget();
    await choose('Platzhalter');
    expect(seen).toEqual([]);
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('props: the switch URL and at least two options are needed', () => {
    const result = profileImageSourceProps.safeParse({ options: [{ value: 'a', label: 'A' }] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['switchProfileImageSource', 'options']));
    expect(JSON.stringify(result.error)).toMatch(/at least two/);
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  let reload: ReturnType<typeof installFakeNavigation>['reload'] | null = null;
  const apply = () => screen.getByRole('button', { name: 'Übernehmen' });
  // A GET that writes: sent once, never retried automatically; the answer is not read.
  describeWriteFaults('faults of the switch: the choice stays, focus on "Übernehmen"', {
    server,
    method: 'get',
    path: URL_,
    answerUnread: true,
    render: () => {
      reload = installFakeNavigation().reload;
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(screen.getByRole('radio', { name: 'Vereinswappen' }));
      await user.click(apply());
    },
    submitButton: apply,
    busyText: 'Profilbild wird umgestellt …',
    // The error is announced; focus stays on the button that sent (never <body>).
    focusAfterFailure: () => apply(),
    expectKept: () => {
      expect(screen.getByRole('radio', { name: 'Vereinswappen' })).toBeChecked();
      expect(reload).not.toHaveBeenCalled();
    },
    retry: {
      control: () => screen.getByRole('button', { name: 'Erneut versuchen' }),
      success: {},
      expectDone: async () => {
        await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      },
    },
    unmount: () => view?.unmount(),
  });
});
