import { useTranslation } from '@anstoss/i18n';
import { EntryForm, type EntryFormProps } from '@anstoss/ui';

type Props = Omit<EntryFormProps, 'labels' | 'className' | 'heading'>;

/** The album edit form: title and description; what was typed survives a failure. */
export function AlbumDetailsForm(form: Props) {
  const { t } = useTranslation();
  return (
    <EntryForm
      {...form}
      heading={t('anstoss.albumEdit.albumForm')}
      className="ast-album-edit__form"
      labels={{
        title: t('anstoss.albumEdit.title'),
        description: t('anstoss.albumEdit.description'),
        submit: t('anstoss.albumEdit.save'),
        saving: t('anstoss.albumEdit.saving'),
        cancel: t('anstoss.albumEdit.cancel'),
      }}
    />
  );
}
