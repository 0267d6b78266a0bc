import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@anstoss/api';
import type { MediaActionResponse } from '@anstoss/api/media';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { ErrorText } from '../ErrorText.tsx';
import { EditList, type EditListLabels } from './EditList.tsx';
import { EditListItem } from './EditListItem.tsx';
import { createEditListStore, type EditListEntry, type EditListStore } from './editListStore.ts';
import { useEditListEntry } from './useEditListEntry.ts';

beforeAll(() => initTestI18n('de'));

type Store = EditListStore<EditListEntry>;
const entry = (n: number): EditListEntry => ({
  id: `e${n}`,
  title: `Eintrag ${n + 1}`,
  description: n === 0 ? 'Beschreibung' : '',
  notpublic: n === 1,
});
const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(i));

/** What the rows' writes answer; a test replaces it. */
let answer: () => Promise<MediaActionResponse> = () => Promise.resolve({ success: true });
const requests: string[] = [];
const request = (what: string) => () => {
  requests.push(what);
  return answer();
};

function Row({
  item,
  store,
  onRemoved,
}: {
  item: EditListEntry;
  store: Store;
  onRemoved: () => void;
}) {
  const api = useEditListEntry(store, item.id, onRemoved);
  return (
    <EditListItem
      entry={api}
      name={item.title}
      description={item.description}
      notpublic={item.notpublic}
      labels={{
        edit: 'Bearbeiten',
        publish: 'Veröffentlichen',
        delete: 'Löschen',
        confirmDelete: `„${item.title}“ wirklich löschen?`,
        confirmYes: 'Ja, löschen',
        cancel: 'Abbrechen',
      }}
      media={<span className="ast-edit-list__media" />}
      editControls={`${item.id}-form`}
      onPublish={() => api.publish(request(`publish ${item.id}`))}
      onConfirmDelete={() => api.confirmDelete(request(`delete ${item.id}`))}
    >
      {api.error && <ErrorText message={api.error} />}
      {api.editing && (
        <form id={`${item.id}-form`} aria-label="Bearbeiten">
          <button
            type="button"
            onClick={() => api.save(request(`save ${item.id}`), { title: 'Neu', description: '' })}
          >
            Speichern
          </button>
          <button type="button" onClick={api.toggleEdit}>
            Schließen
          </button>
        </form>
      )}
    </EditListItem>
  );
}

const labels: EditListLabels = {
  heading: 'Deine Einträge',
  range: 'Zeitraum',
  from: 'Von',
  to: 'Bis',
  refresh: 'Aktualisieren',
  refreshing: 'Wird aktualisiert …',
  refreshFailed: { text: 'Nicht aktualisiert.' },
  empty: 'Keine Einträge.',
  count: (n, shown) => `${n} Einträge, ${shown} angezeigt`,
  notice: (notice) => `Hinweis: ${notice}`,
};

function Harness({ count = 3, onRetry = () => {} }: { count?: number; onRetry?: () => void }) {
  const [store] = useState(() => {
    const created = createEditListStore<EditListEntry>();
    if (count >= 0) created.getState().loaded({ entries: entries(count), final: true }, 0);
    return created;
  });
  return (
    <main>
      <EditList
        store={store}
        refreshing={false}
        onRetry={onRetry}
        className="ast-test-list"
        labels={labels}
        renderEntry={(item, onRemoved) => (
          <Row key={item.id} item={item} store={store} onRemoved={onRemoved} />
        )}
      />
    </main>
  );
}

const statusLine = () =>
  screen.getAllByRole('status').find((e) => e.classList.contains('ast-edit-list__status'))!;

describe('EditList and EditListItem', () => {
  it('while the first page loads: the loader', async () => {
    const { unmount } = render(<Harness count={-1} />);
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    unmount();
  });

  it('lists 10 of 25 held entries with count and "Mehr laden"; axe clean', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness count={25} />);
    expect(screen.getByRole('region', { name: 'Deine Einträge' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(screen.getByText('25 Einträge, 10 angezeigt')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Zeitraum' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Mehr laden' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
  });

  it('an empty list says so', () => {
    render(<Harness count={0} />);
    expect(screen.getByText('Keine Einträge.')).toBeInTheDocument();
  });

  it('each tool is described by the name; publish only while not public', () => {
    render(<Harness />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
    const publish = within(second!).getByRole('button', { name: 'Veröffentlichen' });
    expect(publish).toHaveAccessibleDescription('Eintrag 2');
    expect(within(first!).getByText('Beschreibung')).toBeInTheDocument();
  });

  it('edit: the form opens (described, controlled), hides the description, saves, focus returns', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const first = screen.getAllByRole('listitem')[0]!;
    const edit = within(first).getByRole('button', { name: 'Bearbeiten' });
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(edit).toHaveAttribute('aria-controls', 'e0-form');
    expect(within(first).queryByText('Beschreibung')).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(within(first).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(statusLine()).toHaveTextContent('Hinweis: saved'));
    expect(within(first).getByRole('heading', { name: 'Neu' })).toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(edit).toHaveAttribute('aria-expanded', 'false');
  });

  it('publish: one write at a time, then the notice', async () => {
    const user = userEvent.setup();
    requests.length = 0;
    let resolve: (a: MediaActionResponse) => void = () => {};
    answer = () => new Promise((r) => (resolve = r));
    render(<Harness />);
    const second = screen.getAllByRole('listitem')[1]!;
    const publish = within(second).getByRole('button', { name: 'Veröffentlichen' });
    await user.click(publish);
    expect(second).toHaveAttribute('aria-busy', 'true');
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    await user.click(publish);
    expect(requests).toEqual(['publish e1']);
    resolve({ success: true });
    await waitFor(() => expect(statusLine()).toHaveTextContent('Hinweis: published'));
    expect(within(second).queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
    answer = () => Promise.resolve({ success: true });
  });

  it('delete: confirmation, cancel back to "Bearbeiten", confirm removes and focuses the heading', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const first = () => screen.getAllByRole('listitem')[0]!;
    await user.click(within(first()).getByRole('button', { name: 'Löschen' }));
    const group = screen.getByRole('group', { name: '„Eintrag 1“ wirklich löschen?' });
    await expectNoAxeViolations(container);
    await user.click(within(group).getByRole('button', { name: 'Abbrechen' }));
    expect(within(first()).getByRole('button', { name: 'Bearbeiten' })).toHaveFocus();
    await user.click(within(first()).getByRole('button', { name: 'Löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Deine Einträge' })).toHaveFocus();
    expect(statusLine()).toHaveTextContent('Hinweis: deleted');
  });

  it('a refused write shows the server text on its entry; a 404 removes the entry as gone', async () => {
    const user = userEvent.setup();
    answer = () => Promise.resolve({ success: false, error: { message: 'Geht nicht.' } });
    render(<Harness />);
    const second = screen.getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('Geht nicht.');
    answer = () => Promise.reject(new ApiError('http', 'Not Found', { status: 404 }));
    await user.click(within(second).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(statusLine()).toHaveTextContent('Hinweis: gone');
    expect(screen.getByRole('heading', { name: 'Deine Einträge' })).toHaveFocus();
    answer = () => Promise.resolve({ success: true });
  });

  it('a failed first page shows the error; retry asks the widget to load again', async () => {
    const onRetry = vi.fn();
    const store = createEditListStore<EditListEntry>();
    store.getState().failed(0);
    render(
      <EditList
        store={store}
        refreshing={false}
        onRetry={onRetry}
        className=""
        labels={{ ...labels, refreshFailed: { text: 'x' } }}
        renderEntry={() => null}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
