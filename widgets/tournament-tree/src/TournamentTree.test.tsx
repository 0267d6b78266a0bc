import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectConsoleWarn,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { TournamentTree } from './TournamentTree.tsx';
import { tournamentTreeProps } from './props.ts';

const requested: string[] = [];
let round9Fails = true;
setupMswServer(
  http.get('/ajax/turnier/pokal/runde/:n/action/:action', ({ params }) => {
    requested.push(`${String(params.n)}/${String(params.action)}`);
    if (params.n === '9' && round9Fails) return new HttpResponse('x', { status: 500 });
    return params.action === 'OPEN'
      ? HttpResponse.text(
          `<ul><li>Spiel der Runde ${String(params.n)}</li></ul><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
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
  round9Fails = true;
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

  it('shows an error with a retry when the sublevel fails', async () => {
    expectConsoleWarn('[anstoss] tournament-tree: could not load');
    const user = userEvent.setup();
    renderTree([{ label: 'Runde 9', resource: '/ajax/turnier/pokal/runde/9/action/OPEN' }]);
    await user.click(screen.getByRole('button', { name: 'Runde 9' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    round9Fails = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Spiel der Runde 9')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Runde 9' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('rejects a resource without an action', () => {
    expect(
      tournamentTreeProps.safeParse({ levels: [{ label: 'x', resource: '/a' }] }).success,
    ).toBe(false);
  });
});
