import { useId, useState } from 'react';
import { safeUrl } from '@anstoss/api';
import type { EditableItem } from '@anstoss/api/media';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import {
  EditListItem,
  ErrorText,
  LazyImage,
  SessionEnded,
  TitleDescriptionForm,
  useEditListEntry,
  type TitleDescriptionValues,
} from '@anstoss/ui';
import { itemDraft, sendItemAction } from '../api.ts';
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
 * One own item (an EditListItem): picture, video and state badges; in edit mode the one title +
 * description form (`TitleDescriptionForm`: a heading naming the item, the title focused, a too
 * short title marked and described in the form) with the item's albums in its slot; the item's
 * other errors under the summary. What is typed is a draft until the server confirms the save.
 */
export function MediaItemRow({ item, itemUrl, albumUrl, onRemoved }: Props) {
  const { t } = useTranslation();
  const entry = useEditListEntry(useStoreApi(), item.id, onRemoved);
  // An ended session is said once, by the login offer.
  const error = entry.sessionEnded ? null : entry.error;
  const ids = useId();
  const [draft] = useState(() => itemDraft(item.id));
  const [fields, setFields] = useState<TitleDescriptionValues>(() => ({
    title: item.title,
    description: item.description,
  }));

  const change = (next: TitleDescriptionValues) => {
    setFields(next);
    if (next.title === item.title && next.description === item.description) draft.clear();
    else draft.write(next);
  };

  const save = (value: TitleDescriptionValues) => {
    const sent = { title: value.title.trim(), description: value.description.trim() };
    entry.save(
      (signal) => sendItemAction(itemUrl, { action: 'update', id: item.id, ...sent }, signal),
      sent,
      () => draft.clear(),
    );
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
      onStartEdit={() =>
        // A draft of this item (a reload, a failed save) wins over the listed fields.
        setFields(draft.read() ?? { title: item.title, description: item.description })
      }
      onPublish={() =>
        entry.publish((signal) =>
          sendItemAction(itemUrl, { action: 'publish', id: item.id }, signal),
        )
      }
      onConfirmDelete={() =>
        entry.confirmDelete((signal) =>
          sendItemAction(itemUrl, { action: 'delete', id: item.id }, signal),
        )
      }
    >
      {error && !entry.editing && (
        <ErrorText message={error} className="ast-media-edit-list__error" />
      )}
      {entry.editing && (
        <div className="ast-media-edit-list__edit">
          <TitleDescriptionForm
            id={`${ids}-form`}
            heading={t('anstoss.mediaEditList.editHeading', { title: name })}
            labels={{
              title: t('anstoss.mediaEditList.title'),
              description: t('anstoss.mediaEditList.description'),
              submit: t('anstoss.mediaEditList.save'),
              busy: t('anstoss.mediaEditList.saving'),
              cancel: t('anstoss.mediaEditList.cancel'),
            }}
            value={fields}
            onChange={change}
            busy={entry.busy}
            error={error}
            onSubmit={save}
            onCancel={() => entry.toggleEdit()}
          />
          {/* Its own form (add to albums): beside the item's form, never inside it. */}
          {albumUrl && <ItemAlbums albumUrl={albumUrl} itemId={item.id} />}
        </div>
      )}
      {entry.sessionEnded && (
        <SessionEnded
          className="ast-media-edit-list__session"
          message={t('anstoss.mediaEditList.sessionEnded')}
          onLogin={goToLogin}
          focusOnShow
        />
      )}
    </EditListItem>
  );
}
