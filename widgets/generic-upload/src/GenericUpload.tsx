import { useEffect, useId, useRef, useState } from 'react';
import { isSessionEnded } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { emit, getSession, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  FileInput,
  SubmitButton,
  UploadError,
  useAction,
  useField,
  useFocusAfter,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { deleteUpload, queueDraft, releaseIntoAlbum, updateUpload, uploadFile } from './api.ts';
import {
  emptyAnswerKey,
  failureOf,
  MAX_UPLOAD_BYTES,
  MIN_LENGTH_OF_TITLE,
  showsTitleError,
  UPLOAD_TYPES,
  uploadFields,
} from './logic.ts';
import type { GenericUploadProps } from './props.ts';
import {
  createGenericUploadStore,
  draftItems,
  type GenericUploadStore,
  type UploadItem,
} from './store.ts';
import './genericUpload.css';

/** View root: the file input with per-file progress, then the queue of files to release. */
export function GenericUpload({ props }: WidgetProps<GenericUploadProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(createGenericUploadStore);
  const s = useStoreFields(store, ['items', 'sessionExpired', 'notice']);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const focusAfter = useFocusAfter();

  // The queue and what was typed survive a login round trip (the files are on the server).
  useEffect(() => {
    const draft = queueDraft(props.fileuploadUrl, props.mediastreamId);
    const drafts = draft.read();
    if (drafts) store.getState().restore(drafts);
    return store.subscribe((state, previous) => {
      if (state.items === previous.items) return;
      if (state.items.length) draft.write(draftItems(state.items));
      else draft.clear();
    });
  }, [store, props.fileuploadUrl, props.mediastreamId]);

  const upload = async (file: File, report: (fraction: number) => void, signal: AbortSignal) => {
    let answer;
    try {
      answer = await uploadFile(
        props.fileuploadUrl,
        file,
        uploadFields(props.postDefaults, props.mediastreamId),
        report,
        signal,
        props.resumableUrl,
      );
    } catch (error) {
      if (isSessionEnded(error, getSession())) store.getState().expired();
      throw new UploadError(failureOf(error));
    }
    const id = answer.meta?.id;
    if (!answer.success || id === undefined) throw new UploadError(failureOf(answer));
    store.getState().uploaded({
      id,
      url: answer.meta?.url ?? '',
      name: file.name,
      kind: file.type.startsWith('video/') || answer.meta?.kind === 'video' ? 'video' : 'image',
    });
  };

  /**
   * A released or deleted item takes its form along: focus goes to the heading then. A release
   * that put the photo into an album says so on the event: that album's editor shows it.
   */
  const leave = (
    id: string,
    how: 'released' | 'deleted',
    into?: { album?: string; photo?: string },
  ) => {
    focusAfter(heading);
    if (how === 'released') {
      store.getState().released(id, Boolean(into?.album));
      emit('released', into?.album ? { id, album: into.album, photo: into.photo } : { id });
    } else store.getState().deleted(id);
  };

  return (
    <section className="ast-widget ast-generic-upload" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className="ast-generic-upload__title">
        {t('anstoss.genericUpload.title')}
      </h2>
      {s.sessionExpired && (
        <SessionEnded
          className="ast-generic-upload__expired"
          layout="block"
          message={t('anstoss.genericUpload.sessionExpired')}
          onLogin={goToLogin}
        />
      )}
      <FileInput
        label={t('anstoss.genericUpload.add')}
        accept={UPLOAD_TYPES}
        maxBytes={MAX_UPLOAD_BYTES}
        multiple
        upload={upload}
        removeWhenDone
        contactHint={props.contactHint}
      />
      <p role="status" className="ast-generic-upload__notice">
        {s.notice ? t(`anstoss.genericUpload.${s.notice}`) : ''}
      </p>
      {s.items.length > 0 && (
        <div className="ast-generic-upload__queue">
          <h3>{t('anstoss.genericUpload.queue')}</h3>
          <p className="ast-generic-upload__hint">
            {t('anstoss.genericUpload.queueHint')}
            {props.albumId ? ` ${t('anstoss.genericUpload.intoAlbum')}` : ''}
          </p>
          <ul className="ast-generic-upload__list">
            {s.items.map((item) => (
              <QueueItem
                key={item.id}
                item={item}
                store={store}
                props={props}
                titleError={showsTitleError(item, props.uploadCheck)}
                onLeave={(how, into) => leave(item.id, how, into)}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * One file in the queue: title and message, and its three writes (release, save, delete), each
 * an action of this item: one in flight, never retried, aborted when the item leaves. A write
 * whose session has gone (401, or the CSRF 403 once the cookie is deleted) offers the login.
 */
function QueueItem({
  item,
  store,
  props,
  titleError,
  onLeave,
}: {
  item: UploadItem;
  store: GenericUploadStore;
  props: GenericUploadProps;
  titleError: boolean;
  onLeave: (how: 'released' | 'deleted', into?: { album?: string; photo?: string }) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const options = {
    session: getSession,
    errorKey: emptyAnswerKey,
    onError: (_e: unknown, _v: unknown, state: { sessionEnded: boolean }) => {
      if (state.sessionEnded) store.getState().expired();
    },
  };
  const fields = () => ({ id: item.id, title: item.title, message: item.message });
  // Spec §4/§7: the album of the page (its edit page) or the one chosen for this photo.
  const album = props.albumId || item.album;
  const [released, release] = useAction(
    (_: void, { signal }) =>
      releaseIntoAlbum(
        props.urlRelease,
        fields(),
        album && props.albumBase ? { base: props.albumBase, id: album } : null,
        signal,
      ),
    { ...options, onSuccess: (into) => onLeave('released', into) },
  );
  const [saved, save] = useAction(
    (_: void, { signal }) => updateUpload(props.urlUpdate, fields(), signal),
    { ...options, onSuccess: () => store.getState().updated() },
  );
  const [deleted, remove] = useAction(
    (_: void, { signal }) => deleteUpload(props.urlDelete, item.id, signal),
    { ...options, onSuccess: () => onLeave('deleted') },
  );
  const pending = [released, saved, deleted].some((a) => a.status === 'pending');
  const failure = [released, saved, deleted].find((a) => a.status === 'error');
  const title = useField({ error: titleError && { key: MIN_LENGTH_OF_TITLE } });
  const message = useField();
  const albumField = useField();
  const titleInput = useRef<HTMLInputElement>(null);

  const send = (action: { run: () => unknown }) => {
    if (pending) return;
    [release, save, remove].forEach((a) => a !== action && a.reset());
    void action.run();
  };

  return (
    <li className="ast-generic-upload__item">
      {item.kind === 'image' && item.url ? (
        <img className="ast-generic-upload__thumb" src={item.url} alt="" width={96} height={72} />
      ) : (
        <span
          className="ast-generic-upload__thumb ast-generic-upload__thumb--video"
          aria-hidden="true"
        >
          {t('anstoss.genericUpload.video')}
        </span>
      )}
      <form
        className="ast-generic-upload__form"
        noValidate
        aria-labelledby={`${ids}-name`}
        onSubmit={(e) => {
          e.preventDefault();
          if (pending) return;
          // Spec §5: a title too short stops the release; the field is marked and focused.
          if (store.getState().tryRelease(item.id)) send(release);
          else titleInput.current?.focus();
        }}
      >
        <p id={`${ids}-name`} className="ast-generic-upload__name">
          {item.name}
        </p>
        <label {...title.labelProps}>{t('anstoss.genericUpload.fieldTitle')}</label>
        <input
          {...title.inputProps}
          ref={titleInput}
          type="text"
          required
          maxLength={200}
          value={item.title}
          readOnly={pending}
          onChange={(e) => store.getState().edit(item.id, { title: e.target.value })}
        />
        {title.invalid && (
          <div {...title.errorProps}>
            <ErrorText message={{ key: MIN_LENGTH_OF_TITLE }} />
          </div>
        )}
        <label {...message.labelProps}>{t('anstoss.genericUpload.fieldMessage')}</label>
        <textarea
          {...message.inputProps}
          rows={2}
          maxLength={2000}
          value={item.message}
          readOnly={pending}
          onChange={(e) => store.getState().edit(item.id, { message: e.target.value })}
        />
        {props.albums.length > 0 && !props.albumId && (
          <>
            <label {...albumField.labelProps}>{t('anstoss.genericUpload.fieldAlbum')}</label>
            <select
              {...albumField.inputProps}
              value={item.album}
              disabled={pending}
              onChange={(e) => store.getState().edit(item.id, { album: e.target.value })}
            >
              <option value="">{t('anstoss.genericUpload.noAlbum')}</option>
              {props.albums.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
            </select>
          </>
        )}
        {failure?.status === 'error' && !failure.sessionEnded && (
          <ErrorText message={failure.message} />
        )}
        <div className="ast-generic-upload__actions">
          <SubmitButton
            busy={released.status === 'pending'}
            busyLabel={t('anstoss.genericUpload.sending')}
            aria-label={t('anstoss.genericUpload.releaseLabel', { name: item.name })}
          >
            {t('anstoss.genericUpload.release')}
          </SubmitButton>
          {props.urlUpdate && (
            <SubmitButton
              type="button"
              className="ast-button ast-button--secondary"
              busy={saved.status === 'pending'}
              busyLabel={t('anstoss.genericUpload.sending')}
              onClick={() => send(save)}
            >
              {t('anstoss.genericUpload.save')}
            </SubmitButton>
          )}
          {props.urlDelete && (
            <SubmitButton
              type="button"
              className="ast-button ast-button--secondary"
              busy={deleted.status === 'pending'}
              busyLabel={t('anstoss.genericUpload.sending')}
              aria-label={t('anstoss.genericUpload.deleteLabel', { name: item.name })}
              onClick={() => send(remove)}
            >
              {t('anstoss.genericUpload.delete')}
            </SubmitButton>
          )}
        </div>
      </form>
    </li>
  );
}
