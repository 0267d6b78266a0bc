import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { errorMessage, isApiError } from '@anstoss/api';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import { readDraft, removeDraft, writeDraft } from '@anstoss/storage';
import {
  ErrorText,
  Loader,
  megabytes,
  useFileInput,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import {
  deletePhoto,
  fetchPhotos,
  setTitlePicture,
  updatePhoto,
  uploadCanceller,
  uploadPhoto,
} from './api.ts';
import {
  advice,
  defaultImageTitle,
  ERROR_DELETE,
  ERROR_STORE,
  ERROR_TITLE_PICTURE,
  failureMessage,
  listUrl,
  MAX_PHOTO_BYTES,
  pendingNames,
  PHOTO_TYPES,
  titleError,
  titlePictureUrl,
  uploadFields,
  uploadUrl,
} from './logic.ts';
import type { ArticlePhotoUploadProps } from './props.ts';
import { createArticlePhotoStore, draftOf, type Draft, type PhotoItem } from './store.ts';
import './articlePhotoUpload.css';

const metaSchema = z.object({ title: z.string(), caption: z.string(), copyright: z.string() });
const draftSchema = z.object({
  files: z.record(z.string(), metaSchema),
  saved: z.record(z.string(), metaSchema),
});
const parseDraft = (value: unknown): Draft | undefined => {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** View root: advice, the file picker, the new items with their forms, the saved items. */
export function ArticlePhotoUpload({ props }: WidgetProps<ArticlePhotoUploadProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(createArticlePhotoStore);
  const s = useStoreFields(store, [
    'loading',
    'downloadBroken',
    'phase',
    'newItems',
    'savedItems',
    'tooManySelected',
    'dropped',
    'sending',
    'failed',
    'sessionExpired',
    'notice',
    'pendingFiles',
  ]);
  const [defaultTitle] = useState(() => defaultImageTitle());
  const draftKey = `anstoss:article-photos:${props.article}`;
  const [uploads] = useState(uploadCanceller);
  const savedHeading = useRef<HTMLHeadingElement | null>(null);

  const [, list] = useResource({
    key: listUrl(props.src, props.article, props.amount),
    load: (url, { signal }) => fetchPhotos(url, signal),
    onData: (answer) => {
      const draft = readDraft(draftKey, parseDraft);
      // Never more than asked for, whatever the server sends.
      if (answer.success) store.getState().loaded(answer.entries.slice(0, props.amount), draft);
      else store.getState().loadFailed(draft);
    },
    onError: (error, url) => {
      console.warn('[anstoss] article-photo-upload: could not load', url, error);
      store.getState().loadFailed(readDraft(draftKey, parseDraft));
    },
  });

  // Whatever is typed is kept for this tab (a login round trip, a reload).
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.loading) return;
        if (
          state.newItems === previous.newItems &&
          state.savedItems === previous.savedItems &&
          state.pendingFiles === previous.pendingFiles
        )
          return;
        const draft = draftOf(state);
        if (Object.keys(draft.files).length || Object.keys(draft.saved).length)
          writeDraft(draftKey, draft);
        else removeDraft(draftKey);
      }),
    [store, draftKey],
  );
  useEffect(() => uploads.cancel, [uploads]);

  const picker = useFileInput({
    accept: PHOTO_TYPES,
    maxBytes: MAX_PHOTO_BYTES,
    multiple: true,
    keep: false,
    onAccept: (queued) => {
      store.getState().addFiles(
        queued.map((q) => ({ file: q.file, url: '' })),
        props.maxUploads,
        defaultTitle,
      );
    },
  });

  const target = {
    article: props.article,
    objectType: props.objectType,
    objectRef: props.objectRef,
    teamId: props.teamId,
  };

  const sendOne = async (item: PhotoItem) => {
    const st = store.getState();
    if (!item.file) return;
    try {
      const answer = await uploadPhoto(
        uploadUrl(props.uploadBase, target),
        uploadFields(item, item.file, item.name, props.postDefaults),
        (fraction) => store.getState().progress(item.key, fraction),
        uploads.signal,
      );
      const id = answer.meta?.id ?? answer.meta?.image?.id;
      if (answer.success && id) st.succeeded(item.key, { id, url: answer.meta?.image?.url ?? '' });
      else st.failedOne(item.key, errorMessage(answer));
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      if (isApiError(error) && error.status === 401) st.expired();
      st.failedOne(item.key, errorMessage(error));
    }
  };

  /**
   * When the control that had focus disappeared (the new photos' form after the last upload, a
   * deleted photo), focus goes to the saved photos' heading instead of falling to the page.
   */
  const keepFocus = () => {
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) savedHeading.current?.focus();
    }, 0);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const items = store.getState().beginRound();
    // One file after the other: fair progress on slow lines.
    for (const item of items) await sendOne(item);
    if (items.length) {
      store.getState().roundDone();
      keepFocus();
    }
  };

  const retry = async (key: string) => {
    const item = store.getState().retry(key);
    if (!item) return;
    await sendOne(item);
    store.getState().roundDone();
    keepFocus();
  };

  const onActionError = (
    key: string,
    error: unknown,
    fallback: Parameters<typeof failureMessage>[1],
  ) => {
    if (isApiError(error) && error.status === 401) store.getState().expired();
    store.getState().savedFailed(key, failureMessage(errorMessage(error), fallback));
  };

  const save = async (item: PhotoItem) => {
    if (!item.id) return;
    const invalid = titleError(item.title);
    if (invalid) return store.getState().savedFailed(item.key, invalid);
    store.getState().busy(item.key, true);
    try {
      const answer = await updatePhoto(props.urlUpdate, {
        id: item.id,
        title: item.title.trim(),
        // Spec §5: when updating, caption and copyright default to empty.
        caption: item.caption || '',
        copyright: item.copyright || '',
      });
      if (answer.success) store.getState().savedChanged(item.key);
      else
        store.getState().savedFailed(item.key, failureMessage(errorMessage(answer), ERROR_STORE));
    } catch (error) {
      onActionError(item.key, error, ERROR_STORE);
    }
  };

  const makeTitle = async (item: PhotoItem) => {
    if (!item.id) return;
    store.getState().busy(item.key, true);
    try {
      const answer = await setTitlePicture(
        titlePictureUrl(props.urlUpdateOrd, props.article, item.id),
      );
      if (answer.success) store.getState().titlePictureSet(item.key);
      else
        store
          .getState()
          .savedFailed(item.key, failureMessage(errorMessage(answer), ERROR_TITLE_PICTURE));
    } catch (error) {
      onActionError(item.key, error, ERROR_TITLE_PICTURE);
    }
  };

  const remove = async (item: PhotoItem) => {
    if (!item.id) return;
    store.getState().busy(item.key, true);
    try {
      const answer = await deletePhoto(props.urlDelete, item.id);
      if (answer.success) {
        store.getState().deleted(item.key);
        keepFocus();
      } else
        store.getState().savedFailed(item.key, failureMessage(errorMessage(answer), ERROR_DELETE));
    } catch (error) {
      onActionError(item.key, error, ERROR_DELETE);
    }
  };

  if (s.loading) return <Loader />;

  const nrOfItems = s.savedItems.length + s.newItems.length;
  const hint = s.phase
    ? advice(s.phase, {
        maxUploads: props.maxUploads,
        nrOfItems: s.phase === 'article:foto:onLoad' ? s.savedItems.length : nrOfItems,
        serverError: s.phase === 'article:foto:onLoad' ? s.downloadBroken : s.failed > 0,
        clientError: s.tooManySelected,
        dropped: s.dropped,
        failed: s.failed,
      })
    : null;
  const full = props.maxUploads >= 0 && nrOfItems >= props.maxUploads;
  const pending = pendingNames(Object.keys(s.pendingFiles));
  const anyOpen = s.savedItems.some((i) => i.tab);

  return (
    <section className="ast-widget ast-article-photos" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ast-article-photos__title">
        {t('anstoss.articlePhotoUpload.title')}
      </h2>
      <p role="status" className={`ast-article-photos__advice${hint ? ` is-${hint.tone}` : ''}`}>
        {s.notice === 'deleted'
          ? t('anstoss.articlePhotoUpload.deleted')
          : hint
            ? t(hint.key, hint.values)
            : ''}
      </p>
      {s.sessionExpired && (
        <div role="alert" className="ast-article-photos__expired">
          <p>{t('anstoss.articlePhotoUpload.sessionExpired')}</p>
          <button type="button" className="ast-button" onClick={() => goToLogin()}>
            {t('anstoss.articlePhotoUpload.login')}
          </button>
        </div>
      )}
      {pending.length > 0 && (
        <p className="ast-article-photos__pending">
          {t('anstoss.articlePhotoUpload.pending', {
            names: pending.map((n) => `„${n}“`).join(', '),
          })}
        </p>
      )}

      {!full && (
        <div
          {...picker.dropZoneProps}
          role="group"
          aria-labelledby={`${ids}-add`}
          className="ast-file-input__zone ast-article-photos__zone"
          data-dragging={picker.dragging || undefined}
        >
          <p id={`${ids}-add`} className="ast-file-input__label">
            {t('anstoss.articlePhotoUpload.add')}
          </p>
          <input {...picker.inputProps} className="ast-file-input__native" />
          <button
            {...picker.buttonProps}
            className="ast-button ast-file-input__button"
            disabled={anyOpen || s.sending}
          >
            {t('anstoss.ui.fileInput.choose')}
          </button>{' '}
          <span className="ast-file-input__drop" aria-hidden="true">
            {t(picker.dragging ? 'anstoss.ui.fileInput.dropActive' : 'anstoss.ui.fileInput.drop')}
          </span>
          <p id={picker.hint.id} className="ast-file-input__hint">
            {picker.hint.text}
          </p>
        </div>
      )}
      <div role="alert" className="ast-file-input__errors">
        {picker.rejections.length > 0 && (
          <ul>
            {picker.rejections.map((r, i) => (
              <li key={`${r.name}-${i}`}>{r.text}</li>
            ))}
          </ul>
        )}
      </div>

      {s.newItems.length > 0 && (
        <form className="ast-article-photos__new" onSubmit={(e) => void send(e)} noValidate>
          <h3>{t('anstoss.articlePhotoUpload.newItems')}</h3>
          <ul className="ast-article-photos__list">
            {s.newItems.map((item) => (
              <NewItem
                key={item.key}
                item={item}
                onEdit={(patch) => store.getState().edit(item.key, patch)}
                onRetry={() => void retry(item.key)}
                onRemove={() => {
                  store.getState().removeNew(item.key);
                  keepFocus();
                }}
              />
            ))}
          </ul>
          <button
            type="submit"
            className="ast-button"
            disabled={s.sending || anyOpen}
            aria-disabled={s.sending || undefined}
          >
            {s.sending
              ? t('anstoss.articlePhotoUpload.uploading')
              : t('anstoss.articlePhotoUpload.upload')}
          </button>
        </form>
      )}

      <h3 ref={savedHeading} tabIndex={-1}>
        {t('anstoss.articlePhotoUpload.savedItems')}
      </h3>
      {s.downloadBroken ? (
        <button type="button" className="ast-button ast-button--secondary" onClick={list.retry}>
          {t('anstoss.ui.errorText.retry')}
        </button>
      ) : s.savedItems.length === 0 ? (
        <p className="ast-article-photos__empty">{t('anstoss.articlePhotoUpload.noSaved')}</p>
      ) : (
        <ul className="ast-article-photos__list ast-article-photos__saved">
          {s.savedItems.map((item) => (
            <SavedItem
              key={item.key}
              item={item}
              canUpdate={Boolean(props.urlUpdate)}
              canOrd={Boolean(props.urlUpdateOrd)}
              canDelete={Boolean(props.urlDelete)}
              onOpen={() => store.getState().openForm(item.key)}
              onClose={() => store.getState().closeForm()}
              onEdit={(patch) => store.getState().edit(item.key, patch)}
              onSave={() => void save(item)}
              onTitle={() => void makeTitle(item)}
              onDelete={() => void remove(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface MetaFieldsProps {
  item: PhotoItem;
  disabled: boolean;
  onEdit: (patch: Partial<{ title: string; caption: string; copyright: string }>) => void;
}

function MetaFields({ item, disabled, onEdit }: MetaFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleInvalid = Boolean(item.error?.key === 'javascript.error.message.min_length_of_title');
  return (
    <div className="ast-article-photos__fields">
      <label htmlFor={`${id}-title`}>{t('anstoss.articlePhotoUpload.fieldTitle')}</label>
      <input
        id={`${id}-title`}
        type="text"
        required
        maxLength={200}
        value={item.title}
        disabled={disabled}
        aria-invalid={titleInvalid || undefined}
        aria-describedby={titleInvalid ? `${id}-error` : undefined}
        onChange={(e) => onEdit({ title: e.target.value })}
      />
      {titleInvalid && <ErrorText id={`${id}-error`} message={item.error ?? undefined} />}
      <label htmlFor={`${id}-caption`}>{t('anstoss.articlePhotoUpload.fieldCaption')}</label>
      <input
        id={`${id}-caption`}
        type="text"
        maxLength={1000}
        value={item.caption}
        disabled={disabled}
        onChange={(e) => onEdit({ caption: e.target.value })}
      />
      <label htmlFor={`${id}-copyright`}>{t('anstoss.articlePhotoUpload.fieldCopyright')}</label>
      <input
        id={`${id}-copyright`}
        type="text"
        maxLength={200}
        value={item.copyright}
        disabled={disabled}
        onChange={(e) => onEdit({ copyright: e.target.value })}
      />
    </div>
  );
}

function NewItem({
  item,
  onEdit,
  onRetry,
  onRemove,
}: {
  item: PhotoItem;
  onEdit: (
    patch: Partial<{ title: string; caption: string; copyright: string; ord: boolean }>,
  ) => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'uploaded' && !item.isSuccess;
  const disabled = !item.isEditable || item.isUploading;
  const titleProblem = item.error?.key === 'javascript.error.message.min_length_of_title';
  return (
    <li className={`ast-article-photos__item is-${failed ? 'error' : item.status}`}>
      <p className="ast-article-photos__name">
        <span>{item.name}</span>{' '}
        <span className="ast-article-photos__size">{formatNumber(megabytes(item.bytes))} MB</span>
      </p>
      <MetaFields item={item} disabled={disabled} onEdit={onEdit} />
      <label className="ast-article-photos__ord" htmlFor={`${id}-ord`}>
        <input
          id={`${id}-ord`}
          type="checkbox"
          checked={item.ord}
          disabled={disabled}
          onChange={(e) => onEdit({ ord: e.target.checked })}
        />{' '}
        {t('anstoss.articlePhotoUpload.fieldOrd')}
      </label>
      {item.isUploading && (
        <p className="ast-article-photos__progress">
          <progress
            max={100}
            value={percent}
            aria-label={t('anstoss.articlePhotoUpload.progress', { name: item.name })}
          />{' '}
          {t('anstoss.articlePhotoUpload.progressText', { percent })}
        </p>
      )}
      {failed && (
        <div className="ast-article-photos__failed">
          <ErrorText
            message={
              titleProblem
                ? undefined
                : {
                    text: `${t('anstoss.articlePhotoUpload.failed', { name: item.name })} ${item.error?.text ?? ''}`.trim(),
                  }
            }
          />
          <button type="button" className="ast-button ast-button--secondary" onClick={onRetry}>
            {t('anstoss.articlePhotoUpload.retry')}
          </button>
        </div>
      )}
      {!item.isUploading && (
        <button
          type="button"
          className="ast-link-button ast-article-photos__remove"
          aria-label={t('anstoss.articlePhotoUpload.remove', { name: item.name })}
          disabled={!item.isEditable}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}

function SavedItem({
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
  const locked = !item.isEditable || item.busy;
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
              onSave();
            }}
          >
            <MetaFields item={item} disabled={item.busy} onEdit={onEdit} />
            {item.error && item.error.key !== 'javascript.error.message.min_length_of_title' && (
              <ErrorText message={item.error} />
            )}
            <div className="ast-article-photos__actions">
              <button type="submit" className="ast-button" disabled={item.busy}>
                {t('anstoss.articlePhotoUpload.save')}
              </button>
              <button
                type="button"
                className="ast-button ast-button--secondary"
                onClick={onClose}
                disabled={item.busy}
              >
                {t('anstoss.articlePhotoUpload.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <p className="ast-article-photos__name">
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
                  onClick={onOpen}
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
                  onClick={onTitle}
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
                  onClick={onDelete}
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
