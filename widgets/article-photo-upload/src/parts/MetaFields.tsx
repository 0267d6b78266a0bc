import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, type ErrorMessage, useField } from '@anstoss/ui';
import type { PhotoMeta } from '../logic.ts';

/** Title (required), caption and copyright of one photo; the title error tied to its field. */
interface MetaFieldsProps {
  meta: PhotoMeta;
  /** The title check's error (spec §5 min_length_of_title), or null. */
  titleError: ErrorMessage | null;
  disabled: boolean;
  onEdit: (patch: Partial<PhotoMeta>) => void;
}

export function MetaFields({ meta, titleError, disabled, onEdit }: MetaFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const title = useField({ error: titleError });
  return (
    <div className="ast-article-photos__fields">
      <label {...title.labelProps}>{t('anstoss.articlePhotoUpload.fieldTitle')}</label>
      <input
        {...title.inputProps}
        data-title=""
        type="text"
        required
        maxLength={200}
        value={meta.title}
        readOnly={disabled}
        onChange={(e) => onEdit({ title: e.target.value })}
      />
      {title.invalid && (
        <div {...title.errorProps}>
          <ErrorText message={titleError ?? undefined} />
        </div>
      )}
      <label htmlFor={`${id}-caption`}>{t('anstoss.articlePhotoUpload.fieldCaption')}</label>
      <input
        id={`${id}-caption`}
        type="text"
        maxLength={1000}
        value={meta.caption}
        disabled={disabled}
        onChange={(e) => onEdit({ caption: e.target.value })}
      />
      <label htmlFor={`${id}-copyright`}>{t('anstoss.articlePhotoUpload.fieldCopyright')}</label>
      <input
        id={`${id}-copyright`}
        type="text"
        maxLength={200}
        value={meta.copyright}
        disabled={disabled}
        onChange={(e) => onEdit({ copyright: e.target.value })}
      />
    </div>
  );
}
