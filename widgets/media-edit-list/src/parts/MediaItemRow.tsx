import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, safeUrl } from '@anstoss/api';
import { type EditableItem } from '@anstoss/api/media';
import { useTranslation } from '@anstoss/i18n';
import { ConfirmGroup, ErrorText, LazyImage } from '@anstoss/ui';
import { sendItemAction, type ItemAction } from '../api.ts';
import { answerError, DESCRIPTION_MAX, isGone, TITLE_MAX, titleError } from '../logic.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';
import { ItemAlbums } from './ItemAlbums.tsx';

interface Props {
  item: EditableItem;
  itemUrl: string;
  albumUrl: string;
  /** The row is gone: the list moves focus to its heading. */
  onRemoved: () => void;
}

/** One own item: picture, title, state and its tools; in edit mode the form and its albums. */
export function MediaItemRow({ item, itemUrl, albumUrl, onRemoved }: Props) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const editing = useSelect((s) => s.editingId === item.id);
  const confirming = useSelect((s) => s.confirmDeleteId === item.id);
  const busy = useSelect((s) => s.busyId === item.id);
  const anyBusy = useSelect((s) => s.busyId !== null);
  const error = useSelect((s) => (s.itemError?.id === item.id ? s.itemError.error : null));
  const ids = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const titleField = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) titleField.current?.focus();
    else if (wasEditing.current && editButton.current?.isConnected) editButton.current.focus();
    wasEditing.current = editing;
  }, [editing]);

  const run = (body: ItemAction, done: () => void) => {
    if (store.getState().busyId !== null) return;
    store.getState().actionStarted(item.id);
    sendItemAction(itemUrl, body).then(
      (answer) => {
        const failure = answerError(answer);
        if (failure) store.getState().actionFailed(item.id, failure);
        else done();
      },
      (err: unknown) => {
        if (isGone(err)) {
          store.getState().removed(item.id, 'gone');
          onRemoved();
        } else store.getState().actionFailed(item.id, errorMessage(err));
      },
    );
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const invalid = titleError(title);
    if (invalid) {
      store.getState().actionFailed(item.id, invalid);
      titleField.current?.focus();
      return;
    }
    const fields = { title: title.trim(), description: description.trim() };
    run({ action: 'update', id: item.id, ...fields }, () =>
      store.getState().updated(item.id, fields),
    );
  };
  const startEdit = () => {
    setTitle(item.title);
    setDescription(item.description);
    store.getState().startEdit(item.id);
  };

  const picture = item.thumb ? safeUrl(item.thumb) : null;
  const name = item.title || t('anstoss.mediaEditList.untitled');

  return (
    <li className="ast-media-edit-list__item" aria-busy={busy || undefined}>
      <div className="ast-media-edit-list__summary">
        <span className="ast-media-edit-list__thumb">
          {picture ? (
            <LazyImage src={picture} alt="" width={96} height={72} />
          ) : (
            <span className="ast-media-edit-list__nothumb" aria-hidden="true" />
          )}
        </span>
        <div className="ast-media-edit-list__text">
          <h3 id={`${ids}-t`} className="ast-media-edit-list__title">
            {name}
          </h3>
          {item.type === 'video' && (
            <span className="ast-media-edit-list__badge">{t('anstoss.mediaEditList.video')}</span>
          )}
          {item.encoding && (
            <span className="ast-media-edit-list__badge">
              {t('anstoss.mediaEditList.encoding')}
            </span>
          )}
          {item.notpublic && (
            <span className="ast-media-edit-list__badge ast-media-edit-list__badge--private">
              {t('anstoss.mediaEditList.notPublic')}
            </span>
          )}
          {item.description && !editing && (
            <p className="ast-media-edit-list__description">{item.description}</p>
          )}
        </div>
        <div className="ast-media-edit-list__tools">
          <button
            ref={editButton}
            type="button"
            className="ast-button ast-button--secondary"
            aria-expanded={editing}
            aria-controls={editing ? `${ids}-form` : undefined}
            aria-describedby={`${ids}-t`}
            onClick={() => (editing ? store.getState().stopEdit() : startEdit())}
          >
            {t('anstoss.mediaEditList.edit')}
          </button>
          {item.notpublic && (
            <button
              type="button"
              className="ast-button ast-button--secondary"
              aria-describedby={`${ids}-t`}
              aria-disabled={anyBusy || undefined}
              onClick={() =>
                run({ action: 'publish', id: item.id }, () => store.getState().published(item.id))
              }
            >
              {t('anstoss.mediaEditList.publish')}
            </button>
          )}
          <button
            type="button"
            className="ast-button ast-button--secondary"
            aria-describedby={`${ids}-t`}
            onClick={() => store.getState().askDelete(item.id)}
          >
            {t('anstoss.mediaEditList.delete')}
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmGroup
          className="ast-media-edit-list__confirm"
          question={t('anstoss.mediaEditList.confirmDelete', { title: name })}
          confirmLabel={t('anstoss.mediaEditList.confirmYes')}
          cancelLabel={t('anstoss.mediaEditList.cancel')}
          busy={anyBusy}
          onConfirm={() =>
            run({ action: 'delete', id: item.id }, () => {
              store.getState().removed(item.id, 'deleted');
              onRemoved();
            })
          }
          onCancel={() => {
            store.getState().cancelDelete();
            editButton.current?.focus();
          }}
        />
      )}
      {error && <ErrorText message={error} className="ast-media-edit-list__error" />}
      {editing && (
        <div id={`${ids}-form`} className="ast-media-edit-list__edit">
          <form onSubmit={save} className="ast-media-edit-list__form" noValidate>
            <label htmlFor={`${ids}-title`}>{t('anstoss.mediaEditList.title')}</label>
            <input
              ref={titleField}
              id={`${ids}-title`}
              type="text"
              value={title}
              maxLength={TITLE_MAX}
              required
              aria-invalid={
                error?.key === 'javascript.error.message.min_length_of_title' || undefined
              }
              onChange={(e) => setTitle(e.target.value)}
            />
            <label htmlFor={`${ids}-desc`}>{t('anstoss.mediaEditList.description')}</label>
            <textarea
              id={`${ids}-desc`}
              value={description}
              maxLength={DESCRIPTION_MAX}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
            <div className="ast-media-edit-list__actions">
              <button type="submit" className="ast-button" aria-disabled={anyBusy || undefined}>
                {busy ? t('anstoss.mediaEditList.saving') : t('anstoss.mediaEditList.save')}
              </button>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={() => store.getState().stopEdit()}
              >
                {t('anstoss.mediaEditList.cancel')}
              </button>
            </div>
          </form>
          {albumUrl && <ItemAlbums albumUrl={albumUrl} itemId={item.id} />}
        </div>
      )}
    </li>
  );
}
