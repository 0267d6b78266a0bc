import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { TournamentTree } from './TournamentTree.tsx';
import { tournamentTreeProps } from './props.ts';

const requested: string[] = [];
/** What the server answers a round in: the language cookie's. */
let game = 'Spiel der Runde';
const server = setupMswServer(
  http.get('/ajax/turnier/pokal/runde/:n/action/:action', ({ params }) => {
    requested.push(`${String(params.n)}/${String(params.action)}`);
    return params.action === 'OPEN'
      ? HttpResponse.text(
          `<ul><li>${game} ${String(params.n)}</li></ul><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
        )
      : HttpResponse.text('');
  }),
);

const renderTree = (
  levels = [{ label: 'Runde 1', resource: '/ajax/turnier/pokal/runde/1/action/OPEN' }],
) =>
  render(
    <TournamentTree
      props={tournamentTreeProps.parse({ levels })}
      host={document.createElement('div')}
    />,
  );

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  requested.length = 0;
  game = 'Spiel der Runde';
});

describe('tournament-tree', () => {
  it('opens a level with the OPEN resource, shows the sanitised sublevel, closes with CLOSE', async () => {
    const user = userEvent.setup();
    const { container } = renderTree();
    const opener = screen.getByRole('button', { name: 'Runde 1' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(await screen.findByText('Spiel der Runde 1')).toBeVisible();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('data-resource', '/ajax/turnier/pokal/runde/1/action/CLOSE');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Spiel der Runde 1')).toBeNull();
    await waitFor(() => expect(requested).toEqual(['1/OPEN', '1/CLOSE']));
  });

  it('loads an open round again after a language switch (server HTML), a closed one not', async () => {
    const user = userEvent.setup();
    renderTree([
      { label: 'Runde 1', resource: '/ajax/turnier/pokal/runde/1/action/OPEN' },
      { label: 'Runde 2', resource: '/ajax/turnier/pokal/runde/2/action/OPEN' },
    ]);
    const opener = screen.getByRole('button', { name: 'Runde 1' });
    await user.click(opener);
    expect(await screen.findByText('Spiel der Runde 1')).toBeVisible();
    game = 'Match of round';
    document.dispatchEvent(
      new CustomEvent('anstoss:languageChanged', { detail: { language: 'en' } }),
    );
    expect(await screen.findByText('Match of round 1')).toBeVisible();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(requested).toEqual(['1/OPEN', '1/OPEN']);
  });

  describeLoadFaults('faults of a sublevel: an error with a retry that opens the level', {
    server,
    path: '/ajax/turnier/pokal/runde/9/action/OPEN',
    html: true,
    consoleWarn: '[anstoss] tournament-tree: could not load',
    render: async () => {
      renderTree([{ label: 'Runde 9', resource: '/ajax/turnier/pokal/runde/9/action/OPEN' }]);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Runde 9' }));
    },
    loadsAgain: {
      answer: () => HttpResponse.text('<ul><li>Spiel der Runde 9</li></ul>'),
      expectLoaded: async () => {
        expect(await screen.findByText('Spiel der Runde 9')).toBeVisible();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('button', { name: 'Runde 9' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      },
    },
  });

  it('the CLOSE request is aborted by reopening and by unmounting; reopening shows the sublevel', async () => {
    const closing: AbortSignal[] = [];
    server.use(
      http.get('/ajax/turnier/pokal/runde/1/action/CLOSE', ({ request }) => {
        closing.push(request.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderTree();
    const opener = screen.getByRole('button', { name: 'Runde 1' });
    await user.click(opener);
    await screen.findByText('Spiel der Runde 1');
    await user.click(opener);
    await waitFor(() => expect(closing).toHaveLength(1));
    await user.click(opener);
    expect(closing[0]!.aborted).toBe(true);
    expect(await screen.findByText('Spiel der Runde 1')).toBeVisible();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(opener);
    await waitFor(() => expect(closing).toHaveLength(2));
    expect(closing[1]!.aborted).toBe(false);
    unmount();
    expect(closing[1]!.aborted).toBe(true);
  });

  it('a late OPEN answer superseded by a retry is never shown', async () => {
    let first = true;
    let releaseFirst: (() => void) | undefined;
    server.use(
      http.get('/ajax/turnier/pokal/runde/1/action/OPEN', async () => {
        if (first) {
          first = false;
          await new Promise<void>((resolve) => (releaseFirst = resolve));
          return HttpResponse.text('<p>Alte Antwort</p>');
        }
        return HttpResponse.text('<p>Neue Antwort</p>');
      }),
    );
    const user = userEvent.setup();
    renderTree();
    const opener = screen.getByRole('button', { name: 'Runde 1' });
    await user.click(opener);
    await waitFor(() => expect(releaseFirst).toBeDefined());
    await user.click(opener);
    expect(await screen.findByText('Neue Antwort')).toBeVisible();
    releaseFirst?.();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Alte Antwort')).toBeNull();
    expect(screen.getByText('Neue Antwort')).toBeVisible();
  });

  it('rejects a resource without an action', () => {
    expect(
      tournamentTreeProps.safeParse({ levels: [{ label: 'x', resource: '/a' }] }).success,
    ).toBe(false);
  });
});
