import { useTranslation } from '@anstoss/i18n';
import type { useNewPhotos } from '../useNewPhotos.ts';

/**
 * Spec §5 Files: the drop zone and "Dateien auswählen" (gone at the limit, unavailable while a
 * form is open or a round runs) and every refused file with its reason.
 */
export function Picker({
  photos,
  full,
  locked,
  labelId,
}: {
  photos: ReturnType<typeof useNewPhotos>;
  full: boolean;
  locked: boolean;
  labelId: string;
}) {
  const { t } = useTranslation();
  const picker = photos.picker;
  return (
    <>
      {!full && (
        <div
          {...picker.dropZoneProps}
          role="group"
          aria-labelledby={labelId}
          className="ast-file-input__zone ast-article-photos__zone"
          data-dragging={picker.dragging || undefined}
        >
          <p id={labelId} className="ast-file-input__label">
            {t('anstoss.articlePhotoUpload.add')}
          </p>
          <input {...picker.inputProps} className="ast-file-input__native" />
          <button
            {...picker.buttonProps}
            className="ast-button ast-file-input__button"
            disabled={locked || photos.sending}
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
      <p role="status" className="ast-visually-hidden">
        {picker.statusText}
      </p>
    </>
  );
}
