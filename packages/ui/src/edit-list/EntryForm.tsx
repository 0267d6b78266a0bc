import type { ErrorMessage } from '../ErrorText.tsx';
import { TitleDescriptionForm } from '../form/TitleDescriptionForm.tsx';

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
 * The title and description form of an album (new or edited): `TitleDescriptionForm` with the
 * edit list's labels and callbacks.
 */
export function EntryForm(p: EntryFormProps) {
  return (
    <TitleDescriptionForm
      heading={p.heading}
      labels={{ ...p.labels, busy: p.labels.saving }}
      defaultValue={{ title: p.initialTitle ?? '', description: p.initialDescription ?? '' }}
      busy={p.busy}
      error={p.error}
      onSubmit={(v) => p.onSubmit(v.title, v.description)}
      onCancel={p.onCancel}
      {...(p.className ? { className: p.className } : {})}
    />
  );
}
