import type { RefObject } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { SubmitButton } from '@anstoss/ui';
import { titleError } from '../logic.ts';
import { useSelect } from '../storeContext.ts';
import type { useNewPhotos } from '../useNewPhotos.ts';
import { NewItem } from './NewItem.tsx';

/**
 * Spec §4 Upload items, §5: the chosen photos with their forms and "Hochladen", which checks every
 * title first and then sends the photos one after the other (one round per click).
 */
export function NewItems({
  photos,
  formRef,
}: {
  photos: ReturnType<typeof useNewPhotos>;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { t } = useTranslation();
  const checked = useSelect((s) => s.titlesChecked);
  const locked = useSelect((s) => s.savedItems.some((i) => i.tab));
  if (photos.items.length === 0) return null;
  return (
    <form
      ref={formRef}
      className="ast-article-photos__new"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        photos.send();
      }}
    >
      <h3>{t('anstoss.articlePhotoUpload.newItems')}</h3>
      <ul className="ast-article-photos__list">
        {photos.items.map((item) => (
          <NewItem
            key={item.id}
            item={item}
            titleError={checked ? titleError(item.meta.title) : null}
            locked={locked}
            onEdit={(patch) => photos.edit(item.id, patch)}
            onRetry={() => photos.retry(item.id)}
            onCancel={() => photos.cancel(item.id)}
            onRemove={() => photos.remove(item.id)}
          />
        ))}
      </ul>
      <SubmitButton
        busy={photos.sending}
        busyLabel={t('anstoss.articlePhotoUpload.uploading')}
        disabled={locked}
      >
        {t('anstoss.articlePhotoUpload.upload')}
      </SubmitButton>
    </form>
  );
}
