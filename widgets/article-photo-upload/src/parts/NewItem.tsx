import { useId, useRef } from 'react';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { ErrorText, type ErrorMessage, megabytes, useFocusAfter } from '@anstoss/ui';
import type { NewPhoto, NewPhotoMeta } from '../store.ts';
import { isCancelled } from '../useNewPhotos.ts';
import { MetaFields } from './MetaFields.tsx';

export interface NewItemProps {
  item: NewPhoto;
  titleError: ErrorMessage | null;
  /** A saved photo's form is open: this one waits (spec §4). */
  locked: boolean;
  onEdit: (patch: Partial<NewPhotoMeta>) => void;
  onRetry: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

/**
 * A chosen photo (spec §3 Upload item): its fields, then its upload with progress and
 * "Abbrechen", a failure with "Erneut versuchen", and × to remove it.
 */
export function NewItem({
  item,
  titleError,
  locked,
  onEdit,
  onRetry,
  onCancel,
  onRemove,
}: NewItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const focusAfter = useFocusAfter();
  const retryRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = item.file.name;
  const percent = Math.round(item.progress * 100);
  const running = item.status === 'waiting' || item.status === 'uploading';
  const failed = item.status === 'error';
  const disabled = locked || running;
  const state = running ? 'uploading' : failed ? 'error' : 'new';
  const reason = isCancelled(item) ? t('anstoss.ui.fileInput.cancelled') : (item.error?.text ?? '');
  return (
    <li className={`ast-article-photos__item is-${state}`}>
      <p className="ast-article-photos__name">
        <span>{name}</span>{' '}
        <span className="ast-article-photos__size">
          {formatNumber(megabytes(item.file.size))} MB
        </span>
      </p>
      <MetaFields meta={item.meta} titleError={titleError} disabled={disabled} onEdit={onEdit} />
      <label className="ast-article-photos__ord" htmlFor={`${id}-ord`}>
        <input
          id={`${id}-ord`}
          type="checkbox"
          checked={item.meta.ord}
          disabled={disabled}
          onChange={(e) => onEdit({ ord: e.target.checked })}
        />{' '}
        {t('anstoss.articlePhotoUpload.fieldOrd')}
      </label>
      {running && (
        <p className="ast-article-photos__progress">
          <progress
            max={100}
            value={percent}
            aria-label={t('anstoss.articlePhotoUpload.progress', { name })}
          />{' '}
          {t('anstoss.articlePhotoUpload.progressText', { percent })}{' '}
          <button
            ref={cancelRef}
            type="button"
            className="ast-button ast-button--secondary"
            aria-label={t('anstoss.ui.fileInput.cancel', { name })}
            onClick={() => {
              // The button goes with the upload: focus to "Erneut versuchen" that replaces it.
              focusAfter(retryRef);
              onCancel();
            }}
          >
            {t('anstoss.ui.fileInput.cancelShort')}
          </button>
        </p>
      )}
      {failed && (
        <div className="ast-article-photos__failed">
          <ErrorText
            message={{
              text: `${t('anstoss.articlePhotoUpload.failed', { name })} ${reason}`.trim(),
            }}
          />
          <button
            ref={retryRef}
            type="button"
            data-retry=""
            className="ast-button ast-button--secondary"
            onClick={() => {
              focusAfter(cancelRef);
              onRetry();
            }}
          >
            {t('anstoss.articlePhotoUpload.retry')}
          </button>
        </div>
      )}
      {!running && (
        <button
          type="button"
          className="ast-link-button ast-article-photos__remove"
          aria-label={t('anstoss.articlePhotoUpload.remove', { name })}
          disabled={locked}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
