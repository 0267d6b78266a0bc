import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, type ErrorMessage } from '@anstoss/ui';
import { DESCRIPTION_MAX, TITLE_MAX } from '@anstoss/api/mediaEdit';

interface Props {
  /** Visible heading of the form. */
  heading: string;
  initialTitle?: string;
  initialDescription?: string;
  busy: boolean;
  error: ErrorMessage | null;
  submitLabel: string;
  onSubmit: (title: string, description: string) => void;
  onCancel: () => void;
}

/** Title and description of an album (new album or edit): what was typed survives a failure. */
export function AlbumForm(p: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [title, setTitle] = useState(p.initialTitle ?? '');
  const [description, setDescription] = useState(p.initialDescription ?? '');
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => titleField.current?.focus(), []);
  useEffect(() => {
    if (p.error) titleField.current?.focus();
  }, [p.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!p.busy) p.onSubmit(title, description);
  };
  const titleInvalid = p.error?.key === 'javascript.error.message.min_length_of_title';

  return (
    <form
      className="ast-edit-list__form ast-album-edit-list__form"
      onSubmit={submit}
      aria-labelledby={`${ids}-h`}
      noValidate
    >
      <h3 id={`${ids}-h`} className="ast-album-edit-list__form-heading">
        {p.heading}
      </h3>
      <label htmlFor={`${ids}-title`}>{t('anstoss.albumEditList.title')}</label>
      <input
        ref={titleField}
        id={`${ids}-title`}
        type="text"
        value={title}
        maxLength={TITLE_MAX}
        required
        aria-invalid={titleInvalid || undefined}
        aria-describedby={p.error ? `${ids}-e` : undefined}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label htmlFor={`${ids}-desc`}>{t('anstoss.albumEditList.description')}</label>
      <textarea
        id={`${ids}-desc`}
        value={description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        onChange={(e) => setDescription(e.target.value)}
      />
      {p.error && (
        <div id={`${ids}-e`}>
          <ErrorText message={p.error} />
        </div>
      )}
      <div className="ast-edit-list__actions">
        <button type="submit" className="ast-button" aria-disabled={p.busy || undefined}>
          {p.busy ? t('anstoss.albumEditList.saving') : p.submitLabel}
        </button>
        <button type="button" className="ast-button ast-button--secondary" onClick={p.onCancel}>
          {t('anstoss.albumEditList.cancel')}
        </button>
      </div>
    </form>
  );
}
