import { useTranslation } from '@anstoss/i18n';
import { EntryForm, type EntryFormProps } from '@anstoss/ui';

interface Props extends Omit<EntryFormProps, 'labels' | 'className'> {
  submitLabel: string;
}

/** Title and description of an album (new album or edit), in the album list's box. */
export function AlbumForm({ submitLabel, ...form }: Props) {
  const { t } = useTranslation();
  return (
    <EntryForm
      {...form}
      className="ast-album-edit-list__form"
      labels={{
        title: t('anstoss.albumEditList.title'),
        description: t('anstoss.albumEditList.description'),
        submit: submitLabel,
        saving: t('anstoss.albumEditList.saving'),
        cancel: t('anstoss.albumEditList.cancel'),
      }}
    />
  );
}
