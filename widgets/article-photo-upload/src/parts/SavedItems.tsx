import type { RefObject } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { ArticlePhotoUploadProps } from '../props.ts';
import { useSelect } from '../storeContext.ts';
import { SavedItem } from './SavedItem.tsx';

/** Spec §3 Article photo: the saved photos under their heading; a failed list offers a retry. */
export function SavedItems({
  props,
  headingRef,
  onRetry,
  onDeleted,
  onSessionEnded,
}: {
  props: ArticlePhotoUploadProps;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  onDeleted: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const broken = useSelect((s) => s.downloadBroken);
  const keys = useSelect((s) => s.savedItems.map((i) => i.key).join(' '));
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1}>
        {t('anstoss.articlePhotoUpload.savedItems')}
      </h3>
      {broken ? (
        <button type="button" className="ast-button ast-button--secondary" onClick={onRetry}>
          {t('anstoss.ui.errorText.retry')}
        </button>
      ) : keys === '' ? (
        <p className="ast-article-photos__empty">{t('anstoss.articlePhotoUpload.noSaved')}</p>
      ) : (
        <ul className="ast-article-photos__list ast-article-photos__saved">
          {keys.split(' ').map((key) => (
            <SavedItem
              key={key}
              itemKey={key}
              props={props}
              onDeleted={onDeleted}
              onSessionEnded={onSessionEnded}
            />
          ))}
        </ul>
      )}
    </>
  );
}
