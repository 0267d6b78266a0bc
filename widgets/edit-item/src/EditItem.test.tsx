import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import {
  describeWriteFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { EditItem } from './EditItem.tsx';
import { editItemProps } from './props.ts';

const server = setupMswServer();
const bodies: string[] = [];
const answer = (resolver: () => Response) =>
  server.use(
    http.post(
      '/ajax/items/foto-1/edit',
      async ({ request }) => (bodies.push(await request.text()), resolver()),
    ),
  );
const renderWidget = () =>
  render(
    <EditItem
      props={editItemProps.parse({
        url: '/ajax/items/foto-1/edit',
        itemId: 'foto-1',
        title: 'Flutlicht',
        description: 'Tribüne',
      })}
      host={document.createElement('div')}
    />,
  );

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  bodies.length = 0;
});

describe('edit-item (spec §4: active until success, then reload)', () => {
  it('stays active on an error, reloads after success', async () => {
    const { reload } = installFakeNavigation();
    answer(() =>
      HttpResponse.json({ success: false, error: { message: 'Der Titel ist zu kurz.' } }),
    );
    const user = userEvent.setup();
    const { container } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const title = screen.getByLabelText('Titel');
    expect(title).toHaveValue('Flutlicht');
    await user.clear(title);
    await user.type(title, 'Abe');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Titel ist zu kurz.');
    expect(screen.getByRole('form', { name: 'Beitrag bearbeiten' })).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveFocus());
    await expectNoAxeViolations(container);
    expect(reload).not.toHaveBeenCalled();
    answer(() => HttpResponse.json({ success: true }));
    await user.type(title, 'ndspiel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Gespeichert/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledOnce();
    expect(bodies.at(-1)).toBe('id=foto-1&title=Abendspiel&description=Trib%C3%BCne');
  }, 20_000);
  it('focus: the title on open, "Bearbeiten" after cancel, never <body>', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    await waitFor(() => expect(screen.getByLabelText('Titel')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bearbeiten' })).toHaveFocus());
  });

  it('the title is limited to the shared 100 characters', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(screen.getByLabelText('Titel')).toHaveAttribute('maxLength', '100');
  });

  it('a title under 3 characters is marked invalid, described and focused; nothing is sent', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const title = screen.getByLabelText('Titel');
    await user.clear(title);
    await user.type(title, 'A');
    const description = screen.getByLabelText('Beschreibung');
    await user.click(description);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/längeren Titel/);
    expect(description).not.toHaveAttribute('aria-invalid');
    expect(bodies).toHaveLength(0);
  });

  let view: ReturnType<typeof renderWidget> | null = null;
  let reload: ReturnType<typeof installFakeNavigation>['reload'] | null = null;
  const submitButton = () => screen.getByRole('button', { name: /^(Speichern|Wird gespeichert)/ });
  describeWriteFaults(
    'faults of the save: the form stays with what was typed, focus in the title',
    {
      server,
      path: '/ajax/items/foto-1/edit',
      schemaMismatch: { nope: 1 },
      render: () => {
        reload = installFakeNavigation().reload;
        view = renderWidget();
      },
      submit: async (user) => {
        await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
        await user.type(screen.getByLabelText('Beschreibung'), ' Nord');
        await user.click(submitButton());
      },
      submitButton,
      busyText: 'Wird gespeichert …',
      focusAfterFailure: (kind) =>
        kind === 'error'
          ? screen.getByLabelText('Titel')
          : screen.getByRole('button', { name: 'Erneut anmelden' }),
      expectKept: () => {
        expect(screen.getByRole('form', { name: 'Beitrag bearbeiten' })).toBeInTheDocument();
        expect(screen.getByLabelText('Titel')).toHaveValue('Flutlicht');
        expect(screen.getByLabelText('Beschreibung')).toHaveValue('Tribüne Nord');
        // The server's failure is no field's fault.
        expect(screen.getByLabelText('Titel')).not.toHaveAttribute('aria-invalid');
        expect(reload).not.toHaveBeenCalled();
      },
      retry: {
        control: submitButton,
        success: { success: true },
        expectDone: async (body) => {
          const saved = await screen.findByText(/Gespeichert/);
          await waitFor(() => expect(saved).toHaveFocus());
          expect(reload).toHaveBeenCalledOnce();
          expect(body).toBe('id=foto-1&title=Flutlicht&description=Trib%C3%BCne+Nord');
        },
      },
      unmount: () => view?.unmount(),
    },
  );
});
