import { useId, useRef } from 'react';
import { UNKNOWN_ERROR_KEY } from '@anstoss/api';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { errorTextOf } from '../ErrorText.tsx';
import { useFocusAfter } from '../useFocusAfter.ts';
import { megabytes } from './fileTypes.ts';
import type { QueuedFile } from './fileQueue.ts';
import { useFileInput, type FileInputOptions } from './useFileInput.ts';

export interface FileInputProps extends FileInputOptions {
  /** Visible name of the drop zone, e.g. "Fotos hinzufügen". */
  label: string;
  className?: string;
}

/** Drop zone and button, the refused files with their reasons, and each file's upload progress. */
export function FileInput({ label, className, ...options }: FileInputProps) {
  const { t } = useTranslation();
  const f = useFileInput(options);
  const labelId = useId();
  return (
    <div className={['ast-file-input', className ?? ''].filter(Boolean).join(' ')}>
      <div
        {...f.dropZoneProps}
        role="group"
        aria-labelledby={labelId}
        className="ast-file-input__zone"
        data-dragging={f.dragging || undefined}
      >
        <p id={labelId} className="ast-file-input__label">
          {label}
        </p>
        <input {...f.inputProps} className="ast-file-input__native" />
        <button {...f.buttonProps} className="ast-button ast-file-input__button">
          {t(options.multiple ? 'anstoss.ui.fileInput.choose' : 'anstoss.ui.fileInput.chooseOne')}
        </button>{' '}
        <span className="ast-file-input__drop" aria-hidden="true">
          {t(f.dragging ? 'anstoss.ui.fileInput.dropActive' : 'anstoss.ui.fileInput.drop')}
        </span>
        <p id={f.hint.id} className="ast-file-input__hint">
          {f.hint.text}
        </p>
      </div>
      <div role="alert" className="ast-file-input__errors">
        {f.rejections.length > 0 && (
          <ul>
            {f.rejections.map((r, i) => (
              <li key={`${r.name}-${i}`}>{r.text}</li>
            ))}
          </ul>
        )}
      </div>
      {f.items.length > 0 && (
        <ul className="ast-file-input__list">
          {f.items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              onRetry={f.retry}
              onCancel={f.cancel}
              onRemove={f.remove}
            />
          ))}
        </ul>
      )}
      <p role="status" className="ast-visually-hidden">
        {f.statusText}
      </p>
    </div>
  );
}

function FileRow({
  item,
  onRetry,
  onCancel,
  onRemove,
}: {
  item: QueuedFile;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const focusAfter = useFocusAfter();
  const retryButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const name = item.file.name;
  const percent = Math.round(item.progress * 100);
  const state =
    item.status === 'done'
      ? t('anstoss.ui.fileInput.done')
      : item.status === 'uploading'
        ? t('anstoss.ui.fileInput.uploading', { percent })
        : item.status === 'waiting'
          ? t('anstoss.ui.fileInput.waiting')
          : '';
  return (
    <li className={`ast-file-input__item is-${item.status}`}>
      <span className="ast-file-input__name">{name}</span>{' '}
      <span className="ast-file-input__size">{formatNumber(megabytes(item.file.size))} MB</span>
      {item.status !== 'error' && (
        <>
          <progress
            className="ast-file-input__progress"
            max={100}
            value={percent}
            aria-label={t('anstoss.ui.fileInput.progress', { name })}
          />
          <span className="ast-file-input__state">{state}</span>
        </>
      )}
      {item.status === 'error' && (
        <span className="ast-file-input__error">
          {t('anstoss.ui.fileInput.errorUpload', { name })}{' '}
          {item.error?.text || (item.error?.key && item.error.key !== UNKNOWN_ERROR_KEY)
            ? errorTextOf(item.error, t)
            : ''}
        </span>
      )}
      {(item.status === 'uploading' || item.status === 'waiting') && (
        <button
          ref={cancelButton}
          type="button"
          className="ast-button ast-button--secondary"
          aria-label={t('anstoss.ui.fileInput.cancel', { name })}
          onClick={() => {
            // The button goes with the upload: focus to "Erneut versuchen" that replaces it.
            focusAfter(retryButton);
            onCancel(item.id);
          }}
        >
          {t('anstoss.ui.fileInput.cancelShort')}
        </button>
      )}
      {item.status === 'error' && (
        <button
          ref={retryButton}
          type="button"
          className="ast-button ast-button--secondary"
          onClick={() => {
            focusAfter(cancelButton);
            onRetry(item.id);
          }}
        >
          {t('anstoss.ui.fileInput.retry')}
        </button>
      )}
      <button
        type="button"
        className="ast-link-button ast-file-input__remove"
        aria-label={t('anstoss.ui.fileInput.remove', { name })}
        onClick={() => onRemove(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
