import { useId } from 'react';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { ErrorText, megabytes } from '@anstoss/ui';
import { MIN_LENGTH_OF_TITLE } from '../logic.ts';
import type { PhotoItem } from '../store.ts';
import { MetaFields } from './MetaFields.tsx';

/** A chosen photo before and while it uploads: its fields, progress, failure with retry, remove. */
export function NewItem({
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
  const titleProblem = item.error?.key === MIN_LENGTH_OF_TITLE;
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
