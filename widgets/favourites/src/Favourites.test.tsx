import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  mockGetEndpoint,
  setupMswServer,
} from '@anstoss/ui/testing';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { emit, on } from '@anstoss/runtime/widget';
import {
  emptyFavouritesFixture,
  favouritesFixture,
  hostileFavouritesFixture,
  removedAnswerFixture,
  savedAnswerFixture,
  schemaMismatchFavourites,
} from './fixtures.ts';
import { Favourites } from './Favourites.tsx';
import { favouritesProps } from './props.ts';

const LIST = '/ajax/favourites.json';
const SAVE = '/ajax/favourites/save';
const server = setupMswServer();
const list = mockGetEndpoint(server, LIST);

function renderWidget(attributes: Record<string, string>) {
  const props = favouritesProps.parse(attributes);
  return render(<Favourites props={props} host={document.createElement('div')} />);
}

function logIn() {
  document.cookie = 'FBDE_LOGIN=1; path=/';
}

beforeAll(() => {
  initTestI18n('de');
});
beforeEach(() => {});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
  initTestI18n('de');
});

describe('favourites list', () => {
  it('loads nothing without the login cookie and invites to log in', async () => {
    list.respond(() => HttpResponse.json(favouritesFixture));
    renderWidget({ favoritesUrl: LIST });
    expect(screen.getByRole('link', { name: /Melde dich an/ })).toHaveAttribute(
      'href',
      `/login?fw_url=${encodeURIComponent('/')}`,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(list.requests).toEqual([]);
  });

  it('shows the sanitised fragments of the map under their names when logged in', async () => {
    logIn();
    list.respond(() => HttpResponse.json(favouritesFixture));
    const { container } = renderWidget({ favoritesUrl: LIST });
    expect(await screen.findByRole('link', { name: 'FC Musterstadt (Herren)' })).toHaveAttribute(
      'href',
      '/mannschaft/7',
    );
    expect(screen.getByRole('heading', { name: 'Mannschaften und Vereine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wettbewerbe' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('removes scripts, handlers and script URLs from the fragments', async () => {
    logIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    list.respond(() => HttpResponse.json(hostileFavouritesFixture));
    const { container } = renderWidget({ favoritesUrl: LIST });
    await screen.findByText('Böse');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('says so when there are no favourites', async () => {
    logIn();
    list.respond(() => HttpResponse.json(emptyFavouritesFixture));
    renderWidget({ favoritesUrl: LIST });
    expect(await screen.findByText('Du hast noch keine Favoriten.')).toBeInTheDocument();
  });

  it("shows the data.favorites of every 'favourites changed' event", async () => {
    logIn();
    list.respond(() => HttpResponse.json(favouritesFixture));
    renderWidget({ favoritesUrl: LIST });
    await screen.findByRole('link', { name: 'Kreisliga A' });
    act(() => emit('favouritesChanged', savedAnswerFixture));
    expect(await screen.findByRole('link', { name: 'SV Neustadt' })).toBeInTheDocument();
    // A page script may send anything under this name.
    act(() => {
      document.dispatchEvent(
        new CustomEvent('anstoss:favouritesChanged', { detail: { nothing: 'here' } }),
      );
    });
    expect(screen.getByRole('link', { name: 'SV Neustadt' })).toBeInTheDocument();
  });

  describeLoadFaults('faults: a message with a retry', {
    server,
    path: LIST,
    schemaMismatch: schemaMismatchFavourites,
    consoleWarn: '[anstoss] favourites: could not load',
    render: () => {
      logIn();
      renderWidget({ favoritesUrl: LIST });
    },
    expectShown: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Deine Favoriten konnten nicht geladen werden.',
      );
      list.respond(() => HttpResponse.json(favouritesFixture));
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(await screen.findByRole('link', { name: 'Kreisliga A' })).toBeInTheDocument();
    },
  });
});

describe('save button', () => {
  it("posts {'mime-type':'JSON', fw_url}, toggles and passes the answer on as 'favourites changed'", async () => {
    logIn();
    const bodies: unknown[] = [];
    server.use(
      http.post(SAVE, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(bodies.length === 1 ? savedAnswerFixture : removedAnswerFixture);
      }),
    );
    const events: unknown[] = [];
    const off = on('favouritesChanged', (d) => events.push(d));
    const user = userEvent.setup();
    const { container } = renderWidget({ saveUrl: SAVE, fwUrl: '/verein/fc', label: 'FC' });
    const button = screen.getByRole('button', { name: 'Als Favorit speichern: FC' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(bodies).toEqual([{ 'mime-type': 'JSON', fw_url: '/verein/fc' }]);
    expect(events).toEqual([savedAnswerFixture]);
    expect(screen.getByRole('status')).toHaveTextContent('Zu deinen Favoriten hinzugefügt.');
    await expectNoAxeViolations(container);
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('Aus deinen Favoriten entfernt.');
    off();
  });

  it('a double click sends once and passes the answer on once (a press while busy is swallowed)', async () => {
    logIn();
    let posts = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(SAVE, async () => {
        posts++;
        // The answer waits until both presses are in: the second one lands while busy.
        await answered;
        return HttpResponse.json(savedAnswerFixture);
      }),
    );
    const events: unknown[] = [];
    const off = on('favouritesChanged', (d) => events.push(d));
    const user = userEvent.setup();
    renderWidget({ saveUrl: SAVE, fwUrl: '/verein/fc', label: 'FC' });
    const button = screen.getByRole('button', { name: 'Als Favorit speichern: FC' });
    await user.dblClick(button);
    answer();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveFocus();
    expect(posts).toBe(1);
    expect(events).toEqual([savedAnswerFixture]);
    off();
  });

  it('sends a logged-out visitor to the login page instead of posting', async () => {
    const navigation = installFakeNavigation();
    history.replaceState(null, '', '/verein/fc');
    renderWidget({ saveUrl: SAVE });
    await userEvent.click(screen.getByRole('button', { name: 'Als Favorit speichern' }));
    expect(navigation.go).toHaveBeenCalledWith('/login?fw_url=%2Fverein%2Ffc');
    history.replaceState(null, '', '/');
  });

  it('shows the server’s message when saving fails, and never retries the POST', async () => {
    logIn();
    let posts = 0;
    server.use(
      http.post(SAVE, () => {
        posts++;
        return HttpResponse.json(
          { success: false, error: { message: 'Diese Seite kann nicht gespeichert werden.' } },
          { status: 400 },
        );
      }),
    );
    renderWidget({ saveUrl: SAVE, fwUrl: '/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Als Favorit speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Seite kann nicht gespeichert werden.',
    );
    expect(posts).toBe(1);
    expect(screen.getByRole('button', { name: 'Als Favorit speichern' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('speaks English', () => {
    initTestI18n('en');
    renderWidget({ saveUrl: SAVE });
    expect(screen.getByRole('button', { name: 'Save as favourite' })).toBeInTheDocument();
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const toggle = () => screen.getByRole('button', { name: 'Als Favorit speichern' });
  describeWriteFaults('faults of the save: the toggle keeps its state and focus', {
    server,
    path: SAVE,
    schemaMismatch: { success: 'ja' },
    render: () => {
      view = renderWidget({ saveUrl: SAVE, fwUrl: '/x' });
    },
    submit: (user) => user.click(toggle()),
    submitButton: toggle,
    busyText: 'Wird gespeichert …',
    // A toggle keeps focus; the alert speaks (with the login offer after an ended session).
    focusAfterFailure: toggle,
    expectKept: () => expect(toggle()).toHaveAttribute('aria-pressed', 'false'),
    retry: {
      control: toggle,
      success: savedAnswerFixture,
      expectDone: async (body) => {
        await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'true'));
        expect(screen.getByRole('status')).toHaveTextContent('Zu deinen Favoriten hinzugefügt.');
        expect(toggle()).toHaveFocus();
        expect(JSON.parse(body)).toEqual({ 'mime-type': 'JSON', fw_url: '/x' });
      },
    },
    unmount: () => view?.unmount(),
  });
});
