import { useEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getSession } from '@anstoss/runtime/widget';
import { ErrorText, SubmitButton, useAction, useFocusAfter } from '@anstoss/ui';
import { deletePhoto, setTitlePicture, updatePhoto } from '../api.ts';
import {
  ERROR_DELETE,
  ERROR_STORE,
  ERROR_TITLE_PICTURE,
  failureMessage,
  titleError,
  titlePictureUrl,
} from '../logic.ts';
import type { ArticlePhotoUploadProps } from '../props.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';
import { MetaFields } from './MetaFields.tsx';

/** The three writes on a saved photo (spec §7): its metadata, the title picture, delete. */
type Write = 'save' | 'title' | 'delete';
const FALLBACK = { save: ERROR_STORE, title: ERROR_TITLE_PICTURE, delete: ERROR_DELETE } as const;

/**
 * A saved photo: its text, or its edit form; "Bearbeiten", "Als Titelbild" and "Löschen". Its
 * writes are one action (one in flight, aborted when the photo leaves); busy buttons stay
 * focusable (`aria-disabled`), so focus is never dropped while a write runs.
 */
export function SavedItem({
  itemKey,
  props,
  onDeleted,
  onSessionEnded,
}: {
  itemKey: string;
  props: ArticlePhotoUploadProps;
  /** Where focus goes once the photo has left the list. */
  onDeleted: () => void;
  /** The write found the session ended: the widget's login offer takes focus. */
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const item = useSelect((s) => s.savedItems.find((i) => i.key === itemKey));
  const focusAfter = useFocusAfter();
  const nameRef = useRef<HTMLParagraphElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const editRef = useRef<HTMLButtonElement | null>(null);

  const [write, action] = useAction(
    async (kind: Write, { signal }) => {
      const photo = store.getState().savedItems.find((i) => i.key === itemKey);
      if (!photo) return;
      if (kind === 'save')
        await updatePhoto(
          props.urlUpdate,
          {
            id: photo.id,
            title: photo.title.trim(),
            // Spec §5: when updating, caption and copyright default to empty.
            caption: photo.caption || '',
            copyright: photo.copyright || '',
          },
          signal,
        );
      else if (kind === 'title')
        await setTitlePicture(titlePictureUrl(props.urlUpdateOrd, props.article, photo.id), signal);
      else await deletePhoto(props.urlDelete, photo.id, signal);
    },
    {
      session: getSession,
      onSuccess: (_, kind) => {
        const s = store.getState();
        if (kind === 'save') s.savedChanged(itemKey);
        else if (kind === 'title') s.titlePictureSet(itemKey);
        else {
          onDeleted();
          s.deleted(itemKey);
        }
      },
      onError: (_, __, state) => {
        if (!state.sessionEnded) return;
        onSessionEnded();
        store.getState().expired();
      },
    },
  );
  const busy = write.status === 'pending';
  // An ended session is said once, by the widget's login offer (what was typed stays).
  const failure =
    write.status === 'error' && !write.sessionEnded && write.variables
      ? failureMessage(write.message ?? {}, FALLBACK[write.variables])
      : null;

  const tab = item?.tab ?? false;
  const wasOpen = useRef(tab);
  useEffect(() => {
    // Focus moves into the form when it opens and back to its button when it closes.
    if (tab && !wasOpen.current) formRef.current?.querySelector('input')?.focus();
    if (!tab && wasOpen.current) editRef.current?.focus();
    wasOpen.current = tab;
  }, [tab]);

  if (!item) return null;
  const run = (kind: Write) => {
    if (busy) return;
    if (kind === 'title')
      // The button leaves once the photo is the title picture: focus goes to the photo's name,
      // which then carries "Titelbild" (not before: the button keeps focus while it is busy).
      focusAfter(() =>
        store.getState().savedItems.find((i) => i.key === itemKey)?.ord ? nameRef.current : null,
      );
    void action.run(kind);
  };
  const guard = (act: () => void) => () => {
    if (!busy) act();
  };
  const locked = !item.isEditable;

  return (
    <li className={`ast-article-photos__item is-saved${item.ord ? ' is-title' : ''}`}>
      {item.url && (
        <img
          className="ast-article-photos__thumb"
          src={item.url}
          alt=""
          width={96}
          height={72}
          loading="lazy"
        />
      )}
      <div className="ast-article-photos__body">
        {item.tab ? (
          <form
            ref={formRef}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (busy) return;
              const invalid = titleError(item.title);
              if (invalid) store.getState().invalid(item.key, invalid);
              else run('save');
            }}
          >
            <MetaFields
              meta={item}
              titleError={item.error}
              disabled={busy}
              onEdit={(patch) => store.getState().edit(item.key, patch)}
            />
            {failure && <ErrorText message={failure} />}
            <div className="ast-article-photos__actions">
              <SubmitButton busy={busy} busyLabel={t('anstoss.articlePhotoUpload.saving')}>
                {t('anstoss.articlePhotoUpload.save')}
              </SubmitButton>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={guard(() => {
                  action.reset();
                  store.getState().closeForm();
                })}
                aria-disabled={busy || undefined}
              >
                {t('anstoss.articlePhotoUpload.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <p ref={nameRef} className="ast-article-photos__name">
              <strong>{item.title}</strong>
              {item.ord && (
                <span className="ast-article-photos__badge">
                  {' '}
                  {t('anstoss.articlePhotoUpload.isTitle')}
                </span>
              )}
            </p>
            {item.caption && <p className="ast-article-photos__caption">{item.caption}</p>}
            {item.copyright && (
              <p className="ast-article-photos__copyright">
                {t('anstoss.articlePhotoUpload.copyright', { copyright: item.copyright })}
              </p>
            )}
            {failure && <ErrorText message={failure} />}
            <div className="ast-article-photos__actions">
              {props.urlUpdate && (
                <button
                  ref={editRef}
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.articlePhotoUpload.editLabel', { title: item.title })}
                  disabled={locked}
                  aria-disabled={busy || undefined}
                  onClick={guard(() => {
                    action.reset();
                    store.getState().openForm(item.key);
                  })}
                >
                  {t('anstoss.articlePhotoUpload.edit')}
                </button>
              )}
              {props.urlUpdateOrd && !item.ord && (
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.articlePhotoUpload.makeTitleLabel', { title: item.title })}
                  disabled={locked}
                  aria-disabled={busy || undefined}
                  onClick={() => run('title')}
                >
                  {t('anstoss.articlePhotoUpload.makeTitle')}
                </button>
              )}
              {props.urlDelete && (
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.articlePhotoUpload.deleteLabel', { title: item.title })}
                  disabled={locked}
                  aria-disabled={busy || undefined}
                  onClick={() => run('delete')}
                >
                  {t('anstoss.articlePhotoUpload.delete')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </li>
  );
}
