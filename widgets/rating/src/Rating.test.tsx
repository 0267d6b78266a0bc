import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { emit } from '@anstoss/runtime/widget';
import { Rating } from './Rating.tsx';
import { ratingProps } from './props.ts';

const server = setupMswServer();
const bodies: string[] = [];
const answer = (resolver: () => Response) =>
  server.use(
    http.post(
      '/ajax/items/foto-1/rating',
      async ({ request }) => (bodies.push(await request.text()), resolver()),
    ),
  );

const renderWidget = () =>
  render(
    <Rating
      props={ratingProps.parse({
        url: '/ajax/items/foto-1/rating',
        itemId: 'foto-1',
        rating: '2',
        average: '3.2',
      })}
      host={document.createElement('div')}
    />,
  );

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  bodies.length = 0;
  document.cookie = 'FBDE_LOGIN=1; path=/';
});
afterEach(() => {
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

describe('rating', () => {
  it('shows the lit stars, rates and thanks', async () => {
    answer(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    const { container } = renderWidget();
    expect(container.querySelectorAll('.ast-stars__star--lit')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Bewertung ändern' }));
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 von 5 Sternen' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByText('Danke! Du hast 5 von 5 Sternen vergeben.')).toBeInTheDocument();
    expect(bodies).toEqual(['id=foto-1&rating=5']);
  }, 20_000);

  it('shows the server error text; cancel restores the initial rating', async () => {
    answer(() =>
      HttpResponse.json({ success: false, error: { message: 'Bitte vergib 1 bis 5 Sterne.' } }),
    );
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bewertung ändern' }));
    await user.click(screen.getByRole('radio', { name: '4 von 5 Sternen' }));
    await user.click(screen.getByRole('button', { name: 'Bewertung abgeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte vergib 1 bis 5 Sterne.');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.click(screen.getByRole('button', { name: 'Bewertung ändern' }));
    expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).toBeChecked();
  });

  it('takes the uservote of a ratingLoaded event', async () => {
    const user = userEvent.setup();
    renderWidget();
    act(() => emit('ratingLoaded', { uservote: 4, itemId: 'foto-1' }));
    act(() => emit('ratingLoaded', { uservote: 1, itemId: 'other' }));
    await user.click(screen.getByRole('button', { name: 'Bewertung ändern' }));
    expect(screen.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
  });

  it('focus on open and cancel: the chosen star, then the button (after a write: the faults below)', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bewertung ändern' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '2 von 5 Sternen' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bewertung ändern' })).toHaveFocus(),
    );
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  const submitButton = () =>
    screen.getByRole('button', { name: /^(Bewertung abgeben|Wird gesendet)/ });
  describeWriteFaults('faults of the rating: the chosen stars stay, focus on the error', {
    server,
    path: '/ajax/items/foto-1/rating',
    schemaMismatch: { nope: 1 },
    render: () => {
      view = renderWidget();
    },
    submit: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Bewertung ändern' }));
      await user.click(screen.getByRole('radio', { name: '4 von 5 Sternen' }));
      await user.click(submitButton());
    },
    submitButton,
    busyText: 'Wird gesendet …',
    focusAfterFailure: (kind) =>
      kind === 'error'
        ? screen.getByRole('alert')
        : screen.getByRole('button', { name: 'Erneut anmelden' }),
    expectKept: () => expect(screen.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked(),
    retry: {
      control: submitButton,
      success: { success: true },
      expectDone: async (body) => {
        const thanks = await screen.findByText('Danke! Du hast 4 von 5 Sternen vergeben.');
        await waitFor(() => expect(thanks).toHaveFocus());
        expect(body).toBe('id=foto-1&rating=4');
      },
    },
    unmount: () => view?.unmount(),
  });
});
