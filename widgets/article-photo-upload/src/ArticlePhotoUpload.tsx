import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isApiError, isSessionEnded } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  Loader,
  SubmitButton,
  useFileInput,
  useFocusAfter,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import {
  deletePhoto,
  photosDraft,
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
import { createArticlePhotoStore, draftOf, type PhotoItem } from './store.ts';
import { NewItem } from './parts/NewItem.tsx';
import { SavedItem } from './parts/SavedItem.tsx';
import './articlePhotoUpload.css';

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
  const [draft] = useState(() => photosDraft(props.article));
  const focusAfter = useFocusAfter();
  const [uploads] = useState(uploadCanceller);
  const savedHeading = useRef<HTMLHeadingElement | null>(null);

  const [, list] = useResource({
    key: listUrl(props.src, props.article, props.amount),
    load: (url, { signal }) => fetchPhotos(url, signal),
    onData: (answer) => {
      const kept = draft.read();
      // Never more than asked for, whatever the server sends.
      if (answer.success) store.getState().loaded(answer.entries.slice(0, props.amount), kept);
      else store.getState().loadFailed(kept);
    },
    onError: (error, url) => {
      console.warn('[anstoss] article-photo-upload: could not load', url, error);
      store.getState().loadFailed(draft.read());
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
        const typed = draftOf(state);
        if (Object.keys(typed.files).length || Object.keys(typed.saved).length) draft.write(typed);
        else draft.clear();
      }),
    [store, draft],
  );
  useEffect(() => uploads.cancel, [uploads]);

  const picker = useFileInput({
    accept: PHOTO_TYPES,
    maxBytes: MAX_PHOTO_BYTES,
    multiple: true,
    keep: false,
    contactHint: props.contactHint,
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
      if (isSessionEnded(error, getSession())) st.expired();
      st.failedOne(item.key, errorMessage(error));
    }
  };

  /**
   * When the control that had focus disappeared (the new photos' form after the last upload, a
   * deleted photo), focus goes to the saved photos' heading instead of falling to the page.
   */
  const keepFocus = () => focusAfter(savedHeading);

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
    if (isSessionEnded(error, getSession())) store.getState().expired();
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
        keepFocus();
        store.getState().deleted(item.key);
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
                  keepFocus();
                  store.getState().removeNew(item.key);
                }}
              />
            ))}
          </ul>
          <SubmitButton
            busy={s.sending}
            busyLabel={t('anstoss.articlePhotoUpload.uploading')}
            disabled={anyOpen}
          >
            {t('anstoss.articlePhotoUpload.upload')}
          </SubmitButton>
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
