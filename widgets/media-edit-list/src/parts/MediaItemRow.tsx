import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { safeUrl } from '@anstoss/api';
import type { EditableItem } from '@anstoss/api/media';
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  TITLE_TOO_SHORT_KEY,
  titleError,
} from '@anstoss/api/mediaEdit';
import { useTranslation } from '@anstoss/i18n';
import { EditListItem, ErrorText, LazyImage, useEditListEntry, useField } from '@anstoss/ui';
import { sendItemAction } from '../api.ts';
import { useStoreApi } from '../storeContext.ts';
import { ItemAlbums } from './ItemAlbums.tsx';

interface Props {
  item: EditableItem;
  itemUrl: string;
  albumUrl: string;
  /** The row is gone: the list moves focus to its heading. */
  onRemoved: () => void;
}

/**
 * One own item (an EditListItem): picture, video and state badges; in edit mode the form (its
 * title focused) and the item's albums; the item's error under the summary.
 */
export function MediaItemRow({ item, itemUrl, albumUrl, onRemoved }: Props) {
  const { t } = useTranslation();
  const entry = useEditListEntry(useStoreApi(), item.id, onRemoved);
  const ids = useId();
  const titleField = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  // A too short title belongs to the title field (aria-invalid, described by the error inside the
  // form); any other failure (the server's answer) is the entry's.
  const titleInvalid = entry.error?.key === TITLE_TOO_SHORT_KEY;
  const titleAria = useField({ id: `${ids}-title`, error: titleInvalid && entry.error });

  useEffect(() => {
    if (entry.editing) titleField.current?.focus();
  }, [entry.editing]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const invalid = titleError(title);
    if (invalid) {
      entry.fail(invalid);
      titleField.current?.focus();
      return;
    }
    const fields = { title: title.trim(), description: description.trim() };
    entry.save(() => sendItemAction(itemUrl, { action: 'update', id: item.id, ...fields }), fields);
  };

  const picture = item.thumb ? safeUrl(item.thumb) : null;
  const name = item.title || t('anstoss.mediaEditList.untitled');

  return (
    <EditListItem
      entry={entry}
      name={name}
      description={item.description}
      notpublic={item.notpublic}
      labels={{
        edit: t('anstoss.mediaEditList.edit'),
        publish: t('anstoss.mediaEditList.publish'),
        delete: t('anstoss.mediaEditList.delete'),
        confirmDelete: t('anstoss.mediaEditList.confirmDelete', { title: name }),
        confirmYes: t('anstoss.mediaEditList.confirmYes'),
        cancel: t('anstoss.mediaEditList.cancel'),
      }}
      media={
        <span className="ast-edit-list__media">
          {picture ? (
            <LazyImage src={picture} alt="" width={96} height={72} />
          ) : (
            <span className="ast-media-edit-list__nothumb" aria-hidden="true" />
          )}
        </span>
      }
      details={
        <>
          {item.type === 'video' && (
            <span className="ast-edit-list__badge">{t('anstoss.mediaEditList.video')}</span>
          )}
          {item.encoding && (
            <span className="ast-edit-list__badge">{t('anstoss.mediaEditList.encoding')}</span>
          )}
          {item.notpublic && (
            <span className="ast-edit-list__badge ast-edit-list__badge--private">
              {t('anstoss.mediaEditList.notPublic')}
            </span>
          )}
        </>
      }
      editControls={`${ids}-form`}
      onStartEdit={() => {
        setTitle(item.title);
        setDescription(item.description);
      }}
      onPublish={() =>
        entry.publish(() => sendItemAction(itemUrl, { action: 'publish', id: item.id }))
      }
      onConfirmDelete={() =>
        entry.confirmDelete(() => sendItemAction(itemUrl, { action: 'delete', id: item.id }))
      }
    >
      {entry.error && !titleInvalid && (
        <ErrorText message={entry.error} className="ast-media-edit-list__error" />
      )}
      {entry.editing && (
        <div id={`${ids}-form`} className="ast-media-edit-list__edit">
          <form onSubmit={save} className="ast-edit-list__form" noValidate>
            <label {...titleAria.labelProps}>{t('anstoss.mediaEditList.title')}</label>
            <input
              {...titleAria.inputProps}
              ref={titleField}
              type="text"
              value={title}
              maxLength={TITLE_MAX}
              required
              onChange={(e) => setTitle(e.target.value)}
            />
            {titleAria.invalid && entry.error && (
              <div {...titleAria.errorProps}>
                <ErrorText message={entry.error} />
              </div>
            )}
            <label htmlFor={`${ids}-desc`}>{t('anstoss.mediaEditList.description')}</label>
            <textarea
              id={`${ids}-desc`}
              value={description}
              maxLength={DESCRIPTION_MAX}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
            <div className="ast-edit-list__actions">
              <button
                type="submit"
                className="ast-button"
                aria-disabled={entry.anyBusy || undefined}
              >
                {entry.busy ? t('anstoss.mediaEditList.saving') : t('anstoss.mediaEditList.save')}
              </button>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={() => entry.toggleEdit()}
              >
                {t('anstoss.mediaEditList.cancel')}
              </button>
            </div>
          </form>
          {albumUrl && <ItemAlbums albumUrl={albumUrl} itemId={item.id} />}
        </div>
      )}
    </EditListItem>
  );
}
