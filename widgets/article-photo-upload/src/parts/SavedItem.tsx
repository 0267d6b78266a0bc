import { useEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, SubmitButton, useFocusAfter } from '@anstoss/ui';
import { MIN_LENGTH_OF_TITLE } from '../logic.ts';
import type { PhotoItem } from '../store.ts';
import { MetaFields } from './MetaFields.tsx';

/** A saved photo: its text, or its edit form; edit, title picture and delete. */
export function SavedItem({
  item,
  canUpdate,
  canOrd,
  canDelete,
  onOpen,
  onClose,
  onEdit,
  onSave,
  onTitle,
  onDelete,
}: {
  item: PhotoItem;
  canUpdate: boolean;
  canOrd: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onClose: () => void;
  onEdit: (patch: Partial<{ title: string; caption: string; copyright: string }>) => void;
  onSave: () => void;
  onTitle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  // Busy buttons stay focusable (aria-disabled): focus is never dropped while a write runs.
  const locked = !item.isEditable;
  const busy = item.busy || undefined;
  const guard = (run: () => void) => () => {
    if (!item.busy) run();
  };
  const nameRef = useRef<HTMLParagraphElement | null>(null);
  const focusAfter = useFocusAfter();
  const makeTitle = () => {
    if (item.busy) return;
    // The button leaves once the photo is the title picture: focus goes to the photo's name,
    // which now carries "Titelbild".
    focusAfter(nameRef);
    onTitle();
  };
  const formRef = useRef<HTMLFormElement | null>(null);
  const editRef = useRef<HTMLButtonElement | null>(null);
  const wasOpen = useRef(item.tab);
  useEffect(() => {
    // Focus moves into the form when it opens and back to its button when it closes.
    if (item.tab && !wasOpen.current) formRef.current?.querySelector('input')?.focus();
    if (!item.tab && wasOpen.current) editRef.current?.focus();
    wasOpen.current = item.tab;
  }, [item.tab]);
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
              if (!item.busy) onSave();
            }}
          >
            <MetaFields item={item} disabled={item.busy} onEdit={onEdit} />
            {item.error && item.error.key !== MIN_LENGTH_OF_TITLE && (
              <ErrorText message={item.error} />
            )}
            <div className="ast-article-photos__actions">
              <SubmitButton busy={item.busy} busyLabel={t('anstoss.articlePhotoUpload.saving')}>
                {t('anstoss.articlePhotoUpload.save')}
              </SubmitButton>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={guard(onClose)}
                aria-disabled={busy}
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
            {item.error && <ErrorText message={item.error} />}
            <div className="ast-article-photos__actions">
              {canUpdate && (
                <button
                  ref={editRef}
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.articlePhotoUpload.editLabel', { title: item.title })}
                  disabled={locked}
                  aria-disabled={busy}
                  onClick={guard(onOpen)}
                >
                  {t('anstoss.articlePhotoUpload.edit')}
                </button>
              )}
              {canOrd && !item.ord && (
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.articlePhotoUpload.makeTitleLabel', { title: item.title })}
                  disabled={locked}
                  aria-disabled={busy}
                  onClick={makeTitle}
                >
                  {t('anstoss.articlePhotoUpload.makeTitle')}
                </button>
              )}
              {canDelete && (
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.articlePhotoUpload.deleteLabel', { title: item.title })}
                  disabled={locked}
                  aria-disabled={busy}
                  onClick={guard(onDelete)}
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
