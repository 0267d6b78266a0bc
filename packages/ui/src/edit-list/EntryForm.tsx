import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DESCRIPTION_MAX, TITLE_MAX, TITLE_TOO_SHORT_KEY } from '@anstoss/api/mediaEdit';
import { ErrorText, type ErrorMessage } from '../ErrorText.tsx';

export interface EntryFormLabels {
  title: string;
  description: string;
  submit: string;
  /** The submit button's text while the request is in flight. */
  saving: string;
  cancel: string;
}

export interface EntryFormProps {
  /** The visible heading that names the form. */
  heading: string;
  labels: EntryFormLabels;
  initialTitle?: string;
  initialDescription?: string;
  busy: boolean;
  /** A failed check (too short title: the field is marked) or request: shown in the form. */
  error: ErrorMessage | null;
  onSubmit: (title: string, description: string) => void;
  onCancel: () => void;
  /** The widget's class beside `ast-edit-list__form` (its box). */
  className?: string;
}

/**
 * The title and description form of an album (new or edited): the title takes focus when the
 * form opens and again after an error, which describes the title; what was typed survives a
 * failure; the submit does nothing while busy.
 */
export function EntryForm(p: EntryFormProps) {
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

  return (
    <form
      className={p.className ? `ast-edit-list__form ${p.className}` : 'ast-edit-list__form'}
      onSubmit={submit}
      aria-labelledby={`${ids}-h`}
      noValidate
    >
      <h3 id={`${ids}-h`} className="ast-edit-list__form-heading">
        {p.heading}
      </h3>
      <label htmlFor={`${ids}-title`}>{p.labels.title}</label>
      <input
        ref={titleField}
        id={`${ids}-title`}
        type="text"
        value={title}
        maxLength={TITLE_MAX}
        required
        aria-invalid={p.error?.key === TITLE_TOO_SHORT_KEY || undefined}
        aria-describedby={p.error ? `${ids}-e` : undefined}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label htmlFor={`${ids}-desc`}>{p.labels.description}</label>
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
          {p.busy ? p.labels.saving : p.labels.submit}
        </button>
        <button type="button" className="ast-button ast-button--secondary" onClick={p.onCancel}>
          {p.labels.cancel}
        </button>
      </div>
    </form>
  );
}
