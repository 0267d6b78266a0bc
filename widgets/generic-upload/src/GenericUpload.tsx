import { useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useTranslation } from '@anstoss/i18n';
import { emit, goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import { readDraft, removeDraft, writeDraft } from '@anstoss/storage';
import { ErrorText, FileInput, UploadError, useStoreFields } from '@anstoss/ui';
import { deleteUpload, releaseUpload, updateUpload, uploadFile } from './api.ts';
import {
  failureOf,
  isSessionExpired,
  MAX_UPLOAD_BYTES,
  MIN_LENGTH_OF_TITLE,
  showsTitleError,
  UPLOAD_TYPES,
  uploadFields,
} from './logic.ts';
import type { GenericUploadProps } from './props.ts';
import { createGenericUploadStore, draftItems, type DraftItem, type UploadItem } from './store.ts';
import './genericUpload.css';

const draftSchema = z.array(
  z.object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    kind: z.enum(['image', 'video']),
    title: z.string(),
    message: z.string(),
  }),
);
const parseDraft = (value: unknown): DraftItem[] | undefined => {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** View root: the file input with per-file progress, then the queue of files to release. */
export function GenericUpload({ props }: WidgetProps<GenericUploadProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(createGenericUploadStore);
  const s = useStoreFields(store, ['items', 'sessionExpired', 'notice']);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const draftKey = `anstoss:generic-upload:${props.fileuploadUrl}|${props.mediastreamId}`;

  // The queue and what was typed survive a login round trip (the files are on the server).
  useEffect(() => {
    const drafts = readDraft(draftKey, parseDraft);
    if (drafts) store.getState().restore(drafts);
    return store.subscribe((state, previous) => {
      if (state.items === previous.items) return;
      if (state.items.length) writeDraft(draftKey, draftItems(state.items));
      else removeDraft(draftKey);
    });
  }, [store, draftKey]);

  const upload = async (file: File, report: (fraction: number) => void, signal: AbortSignal) => {
    let answer;
    try {
      answer = await uploadFile(
        props.fileuploadUrl,
        file,
        uploadFields(props.postDefaults, props.mediastreamId),
        report,
        signal,
      );
    } catch (error) {
      if (isSessionExpired(error)) store.getState().expired();
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

  const act = async (
    item: UploadItem,
    run: () => Promise<{ success: boolean }>,
    done: () => void,
  ) => {
    try {
      const answer = await run();
      if (answer.success) done();
      else store.getState().failed(item.id, failureOf(answer));
    } catch (error) {
      if (isSessionExpired(error)) store.getState().expired();
      store.getState().failed(item.id, failureOf(error));
    }
  };

  /** A released or deleted item takes its buttons along: focus goes to the heading then. */
  const keepFocus = () => {
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) heading.current?.focus();
    }, 0);
  };

  const release = (id: string) => {
    const item = store.getState().beginRelease(id);
    if (!item) return;
    void act(
      item,
      () => releaseUpload(props.urlRelease, { id, title: item.title, message: item.message }),
      () => {
        store.getState().released(id);
        emit('released', { id });
        keepFocus();
      },
    );
  };
  const save = (id: string) => {
    const item = store.getState().beginAction(id);
    if (!item) return;
    void act(
      item,
      () => updateUpload(props.urlUpdate, { id, title: item.title, message: item.message }),
      () => store.getState().updated(id),
    );
  };
  const remove = (id: string) => {
    const item = store.getState().beginAction(id);
    if (!item) return;
    void act(
      item,
      () => deleteUpload(props.urlDelete, id),
      () => {
        store.getState().deleted(id);
        keepFocus();
      },
    );
  };

  return (
    <section className="ast-widget ast-generic-upload" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className="ast-generic-upload__title">
        {t('anstoss.genericUpload.title')}
      </h2>
      {s.sessionExpired && (
        <div role="alert" className="ast-generic-upload__expired">
          <p>{t('anstoss.genericUpload.sessionExpired')}</p>
          <button type="button" className="ast-button" onClick={() => goToLogin()}>
            {t('anstoss.genericUpload.login')}
          </button>
        </div>
      )}
      <FileInput
        label={t('anstoss.genericUpload.add')}
        accept={UPLOAD_TYPES}
        maxBytes={MAX_UPLOAD_BYTES}
        multiple
        upload={upload}
        removeWhenDone
      />
      <p role="status" className="ast-generic-upload__notice">
        {s.notice ? t(`anstoss.genericUpload.${s.notice}`) : ''}
      </p>
      {s.items.length > 0 && (
        <div className="ast-generic-upload__queue">
          <h3>{t('anstoss.genericUpload.queue')}</h3>
          <p className="ast-generic-upload__hint">{t('anstoss.genericUpload.queueHint')}</p>
          <ul className="ast-generic-upload__list">
            {s.items.map((item) => (
              <QueueItem
                key={item.id}
                item={item}
                titleError={showsTitleError(item, props.uploadCheck)}
                canUpdate={Boolean(props.urlUpdate)}
                canDelete={Boolean(props.urlDelete)}
                onEdit={(patch) => store.getState().edit(item.id, patch)}
                onRelease={() => release(item.id)}
                onSave={() => save(item.id)}
                onDelete={() => remove(item.id)}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function QueueItem({
  item,
  titleError,
  canUpdate,
  canDelete,
  onEdit,
  onRelease,
  onSave,
  onDelete,
}: {
  item: UploadItem;
  titleError: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (patch: Partial<Pick<UploadItem, 'title' | 'message'>>) => void;
  onRelease: () => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
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
        onSubmit={(e) => {
          e.preventDefault();
          onRelease();
        }}
      >
        <p className="ast-generic-upload__name">{item.name}</p>
        <label htmlFor={`${id}-title`}>{t('anstoss.genericUpload.fieldTitle')}</label>
        <input
          id={`${id}-title`}
          type="text"
          required
          maxLength={200}
          value={item.title}
          disabled={item.busy}
          aria-invalid={titleError || undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(e) => onEdit({ title: e.target.value })}
        />
        {titleError && (
          <ErrorText id={`${id}-title-error`} message={{ key: MIN_LENGTH_OF_TITLE }} />
        )}
        <label htmlFor={`${id}-message`}>{t('anstoss.genericUpload.fieldMessage')}</label>
        <textarea
          id={`${id}-message`}
          rows={2}
          maxLength={2000}
          value={item.message}
          disabled={item.busy}
          onChange={(e) => onEdit({ message: e.target.value })}
        />
        {item.error && <ErrorText message={item.error} />}
        <div className="ast-generic-upload__actions">
          <button
            type="submit"
            className="ast-button"
            disabled={item.busy}
            aria-label={t('anstoss.genericUpload.releaseLabel', { name: item.name })}
          >
            {t('anstoss.genericUpload.release')}
          </button>
          {canUpdate && (
            <button
              type="button"
              className="ast-button ast-button--secondary"
              disabled={item.busy}
              onClick={onSave}
            >
              {t('anstoss.genericUpload.save')}
            </button>
          )}
          {canDelete && (
            <button
              type="button"
              className="ast-button ast-button--secondary"
              disabled={item.busy}
              aria-label={t('anstoss.genericUpload.deleteLabel', { name: item.name })}
              onClick={onDelete}
            >
              {t('anstoss.genericUpload.delete')}
            </button>
          )}
        </div>
      </form>
    </li>
  );
}
