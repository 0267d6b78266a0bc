import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ErrorText } from '../ErrorText.tsx';
import { EditList } from './EditList.tsx';
import { EditListItem } from './EditListItem.tsx';
import { createEditListStore, type EditListEntry, type EditListStore } from './editListStore.ts';
import { useEditListEntry } from './useEditListEntry.ts';

const entries: EditListEntry[] = [
  { id: 'a1', title: 'Sommerfest 2024', description: 'Bilder vom Vereinsfest.', notpublic: false },
  { id: 'a2', title: 'Hallenturnier', description: '', notpublic: true },
  { id: 'a3', title: '', description: 'Noch ohne Titel.', notpublic: false },
];
const ok = () => Promise.resolve({ success: true });

function Row({
  entry,
  store,
  onRemoved,
}: {
  entry: EditListEntry;
  store: EditListStore<EditListEntry>;
  onRemoved: () => void;
}) {
  const api = useEditListEntry(store, entry.id, onRemoved);
  const name = entry.title || 'Ohne Titel';
  return (
    <EditListItem
      entry={api}
      name={name}
      description={entry.description}
      notpublic={entry.notpublic}
      labels={{
        edit: 'Bearbeiten',
        publish: 'Veröffentlichen',
        delete: 'Löschen',
        confirmDelete: `„${name}“ wirklich löschen?`,
        confirmYes: 'Ja, löschen',
        cancel: 'Abbrechen',
      }}
      media={<span className="ast-edit-list__media" />}
      details={
        entry.notpublic ? (
          <span className="ast-edit-list__badge ast-edit-list__badge--private">
            Nicht öffentlich
          </span>
        ) : null
      }
      onPublish={() => api.publish(ok)}
      onConfirmDelete={() => api.confirmDelete(ok)}
    >
      {api.error && <ErrorText message={api.error} />}
      {api.editing && <p>(Das Formular des Widgets)</p>}
    </EditListItem>
  );
}

function Demo({ count }: { count: number }) {
  const [store] = useState(() => {
    const created = createEditListStore<EditListEntry>();
    created.getState().loaded({ entries: entries.slice(0, count), final: true }, 0);
    return created;
  });
  return (
    <EditList
      store={store}
      refreshing={false}
      onRetry={() => undefined}
      className="ast-story-edit-list"
      labels={{
        heading: 'Deine Alben',
        range: 'Zeitraum',
        from: 'Von',
        to: 'Bis',
        refresh: 'Aktualisieren',
        refreshing: 'Wird aktualisiert …',
        refreshFailed: { text: 'Die Liste konnte nicht aktualisiert werden.' },
        empty: 'Keine Einträge in diesem Zeitraum.',
        count: (n, shown) => `${n} Einträge, ${shown} angezeigt`,
        notice: (notice) => `Erledigt: ${notice}`,
      }}
      renderEntry={(entry, onRemoved) => (
        <Row key={entry.id} entry={entry} store={store} onRemoved={onRemoved} />
      )}
    />
  );
}

const meta = {
  title: 'UI/EditList',
  component: Demo,
  args: { count: 3 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three entries, one not public yet (it has "Veröffentlichen"), one without a title. */
export const Listed: Story = {};
export const Empty: Story = { args: { count: 0 } };
