import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, type ErrorMessage } from '@anstoss/ui';
import { DESCRIPTION_MAX, TITLE_MAX } from '@anstoss/api/mediaEdit';

interface Props {
  initialTitle: string;
  initialDescription: string;
  busy: boolean;
  error: ErrorMessage | null;
  onSubmit: (title: string, description: string) => void;
  onCancel: () => void;
}

/** The album edit form: title and description; what was typed survives a failure. */
export function AlbumDetailsForm(p: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [title, setTitle] = useState(p.initialTitle);
  const [description, setDescription] = useState(p.initialDescription);
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => titleField.current?.focus(), []);
  useEffect(() => {
    if (p.error) titleField.current?.focus();
  }, [p.error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!p.busy) p.onSubmit(title, description);
  };
  return (
    <form
      className="ast-album-edit__form"
      onSubmit={submit}
      aria-labelledby={`${ids}-h`}
      noValidate
    >
      <h3 id={`${ids}-h`} className="ast-album-edit__form-heading">
        {t('anstoss.albumEdit.albumForm')}
      </h3>
      <label htmlFor={`${ids}-title`}>{t('anstoss.albumEdit.title')}</label>
      <input
        ref={titleField}
        id={`${ids}-title`}
        type="text"
        value={title}
        maxLength={TITLE_MAX}
        required
        aria-invalid={p.error?.key === 'javascript.error.message.min_length_of_title' || undefined}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label htmlFor={`${ids}-desc`}>{t('anstoss.albumEdit.description')}</label>
      <textarea
        id={`${ids}-desc`}
        value={description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        onChange={(e) => setDescription(e.target.value)}
      />
      {p.error && <ErrorText message={p.error} />}
      <div className="ast-album-edit__actions">
        <button type="submit" className="ast-button" aria-disabled={p.busy || undefined}>
          {p.busy ? t('anstoss.albumEdit.saving') : t('anstoss.albumEdit.save')}
        </button>
        <button type="button" className="ast-button ast-button--secondary" onClick={p.onCancel}>
          {t('anstoss.albumEdit.cancel')}
        </button>
      </div>
    </form>
  );
}
