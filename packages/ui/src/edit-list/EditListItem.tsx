import { useId, type ReactNode } from 'react';
import { ConfirmGroup } from '../ConfirmGroup.tsx';
import type { EditListEntryApi } from './useEditListEntry.ts';

export interface EditListItemLabels {
  edit: string;
  publish: string;
  delete: string;
  /** The delete question ("„Sommerfest“ wirklich löschen?"). */
  confirmDelete: string;
  confirmYes: string;
  cancel: string;
}

export interface EditListItemProps {
  /** From `useEditListEntry`. */
  entry: EditListEntryApi;
  /** The shown name (the title, or "Ohne Titel"). */
  name: string;
  description: string;
  notpublic: boolean;
  labels: EditListItemLabels;
  /** The picture box (`ast-edit-list__media`): a cover or a thumbnail. */
  media: ReactNode;
  /** Under the name: counts and state badges (`ast-edit-list__badge`). */
  details?: ReactNode;
  /** Tools before "Bearbeiten" (the album list's link to its photos). */
  tools?: (titleId: string) => ReactNode;
  /** The id of the edit form while it is open ("Bearbeiten" controls it). */
  editControls?: string;
  /** Runs before "Bearbeiten" opens the form (a form that keeps its fields resets them). */
  onStartEdit?: () => void;
  onPublish: () => void;
  onConfirmDelete: () => void;
  /** Below the summary: the edit form and the entry's error, as the widget shows them. */
  children?: ReactNode;
}

/**
 * One entry of an edit list: picture, name, details, description (hidden while editing), its
 * tools (Bearbeiten, Veröffentlichen while not public, Löschen; each described by the name) and
 * the inline delete confirmation. The widget adds its form and error as children.
 */
export function EditListItem({
  entry,
  name,
  description,
  notpublic,
  labels,
  media,
  details,
  tools,
  editControls,
  onStartEdit,
  onPublish,
  onConfirmDelete,
  children,
}: EditListItemProps) {
  const titleId = `${useId()}-t`;
  // Taken apart here: the button's ref is one of them (the rest are plain values and actions).
  const {
    editButtonRef,
    titleRef,
    editing,
    busy,
    anyBusy,
    confirming,
    toggleEdit,
    askDelete,
    cancelDelete,
  } = entry;
  return (
    <li className="ast-edit-list__entry" aria-busy={busy || undefined}>
      <div className="ast-edit-list__summary">
        {media}
        <div className="ast-edit-list__text">
          <h3 ref={titleRef} id={titleId} tabIndex={-1} className="ast-edit-list__title">
            {name}
          </h3>
          {details}
          {description && !editing && <p className="ast-edit-list__description">{description}</p>}
        </div>
        <div className="ast-edit-list__tools">
          {tools?.(titleId)}
          <button
            ref={editButtonRef}
            type="button"
            className="ast-button ast-button--secondary"
            aria-expanded={editing}
            aria-controls={editing ? editControls : undefined}
            aria-describedby={titleId}
            onClick={() => {
              if (!editing) onStartEdit?.();
              toggleEdit();
            }}
          >
            {labels.edit}
          </button>
          {notpublic && (
            <button
              type="button"
              className="ast-button ast-button--secondary"
              aria-describedby={titleId}
              aria-disabled={anyBusy || undefined}
              onClick={onPublish}
            >
              {labels.publish}
            </button>
          )}
          <button
            type="button"
            className="ast-button ast-button--secondary"
            aria-describedby={titleId}
            onClick={askDelete}
          >
            {labels.delete}
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmGroup
          className="ast-edit-list__confirm"
          question={labels.confirmDelete}
          confirmLabel={labels.confirmYes}
          cancelLabel={labels.cancel}
          busy={anyBusy}
          onConfirm={onConfirmDelete}
          onCancel={cancelDelete}
        />
      )}
      {children}
    </li>
  );
}
