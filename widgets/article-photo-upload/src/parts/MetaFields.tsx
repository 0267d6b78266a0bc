import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, useField } from '@anstoss/ui';
import { MIN_LENGTH_OF_TITLE } from '../logic.ts';
import type { PhotoItem } from '../store.ts';

/** Title (required), caption and copyright of one photo; the title error tied to its field. */
interface MetaFieldsProps {
  item: PhotoItem;
  disabled: boolean;
  onEdit: (patch: Partial<{ title: string; caption: string; copyright: string }>) => void;
}

export function MetaFields({ item, disabled, onEdit }: MetaFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleInvalid = item.error?.key === MIN_LENGTH_OF_TITLE;
  const title = useField({ error: titleInvalid && item.error });
  return (
    <div className="ast-article-photos__fields">
      <label {...title.labelProps}>{t('anstoss.articlePhotoUpload.fieldTitle')}</label>
      <input
        {...title.inputProps}
        type="text"
        required
        maxLength={200}
        value={item.title}
        readOnly={disabled}
        onChange={(e) => onEdit({ title: e.target.value })}
      />
      {title.invalid && (
        <div {...title.errorProps}>
          <ErrorText message={item.error ?? undefined} />
        </div>
      )}
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
