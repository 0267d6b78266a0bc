import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import { expectNoAxeViolations, initTestI18n, setupMswServer } from '@anstoss/ui/testing';
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
    await user.type(title, 'A');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Titel ist zu kurz.');
    expect(screen.getByRole('form', { name: 'Beitrag bearbeiten' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(reload).not.toHaveBeenCalled();
    answer(() => HttpResponse.json({ success: true }));
    await user.type(title, 'bendspiel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Gespeichert/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledOnce();
    expect(bodies.at(-1)).toBe('id=foto-1&title=Abendspiel&description=Trib%C3%BCne');
  });
  it('a network error keeps the form with the generic text', async () => {
    answer(() => HttpResponse.error());
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('unbekannter Fehler');
    expect(screen.getByLabelText('Titel')).toHaveValue('Flutlicht');
  });
});
