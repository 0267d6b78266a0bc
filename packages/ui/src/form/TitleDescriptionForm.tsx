import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  TITLE_TOO_SHORT_KEY,
  titleError,
} from '@anstoss/api/mediaEdit';
import { ErrorText, type ErrorMessage } from '../ErrorText.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useFormFields } from './useField.ts';

export interface TitleDescriptionValues {
  title: string;
  description: string;
}

export interface TitleDescriptionLabels {
  title: string;
  description: string;
  submit: string;
  /** The submit button's text while the write is in flight (also announced). */
  busy: string;
  /** Without it there is no cancel button. */
  cancel?: string;
}

export interface TitleDescriptionFormProps {
  /** The visible heading that names the form. */
  heading: string;
  /** Default 3. */
  headingLevel?: 2 | 3 | 4;
  labels: TitleDescriptionLabels;
  /** Uncontrolled: the values the form starts with. */
  defaultValue?: Partial<TitleDescriptionValues>;
  /** Controlled: the values (with `onChange`), e.g. from a widget store or a draft. */
  value?: TitleDescriptionValues;
  /** Every change (both modes): write the draft here. */
  onChange?: (value: TitleDescriptionValues) => void;
  /** The write is in flight (`action.getState().status === 'pending'`). */
  busy: boolean;
  /** The write's failure (server text or key): shown as an alert in the form. */
  error: ErrorMessage | null;
  /** Called only with a title of at least MIN_TITLE_LENGTH characters. */
  onSubmit: (value: TitleDescriptionValues) => void;
  onCancel?: () => void;
  /** Extra fields (caption, copyright, album choice …), rendered after the description. */
  children?: ReactNode;
  /** The form element's id (for an edit button's `aria-controls`). */
  id?: string;
  /** Classes beside `ast-edit-list__form`. */
  className?: string;
  /** The title takes focus when the form opens; default true. */
  autoFocus?: boolean;
  /** Defaults: TITLE_MAX (100) and DESCRIPTION_MAX (1000) of `@anstoss/api/mediaEdit`. */
  titleMax?: number;
  descriptionMax?: number;
}

/**
 * The one title + description form (albums, media items, user items): named by its heading,
 * the title takes focus when it opens; a title shorter than 3 characters is refused in the form
 * (spec §5: the error shows from the first submit attempt, the title is marked, described and
 * focused) and `onSubmit` is not called; a failed write shows its alert and focuses the title,
 * what was typed stays; the submit button is the busy `SubmitButton`. Title limit `TITLE_MAX`
 * is the constant the reference CMS enforces too.
 */
export function TitleDescriptionForm(p: TitleDescriptionFormProps) {
  const ids = useId();
  const [own, setOwn] = useState<TitleDescriptionValues>({
    title: p.defaultValue?.title ?? '',
    description: p.defaultValue?.description ?? '',
  });
  const values = p.value ?? own;
  const change = (next: TitleDescriptionValues) => {
    if (!p.value) setOwn(next);
    p.onChange?.(next);
  };
  const serverTitleError = p.error?.key === TITLE_TOO_SHORT_KEY ? p.error : null;
  const form = useFormFields<'title' | 'description'>({
    errors: { title: titleError(values.title) ?? serverTitleError },
  });
  const title = form.field('title');
  const description = form.field('description');
  const titleRef = useRef<HTMLInputElement>(null);
  const autoFocus = p.autoFocus ?? true;
  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (p.error) titleRef.current?.focus();
  }, [p.error]);

  const Heading = `h${p.headingLevel ?? 3}` as const;
  const titleFieldError = form.errorOf('title');
  // A server's too-short answer is the same message: shown once, at the field.
  const formError = p.error && p.error !== serverTitleError ? p.error : null;
  return (
    <form
      id={p.id}
      className={p.className ? `ast-edit-list__form ${p.className}` : 'ast-edit-list__form'}
      onSubmit={form.onSubmit(() => {
        if (!p.busy) p.onSubmit(values);
      })}
      aria-labelledby={`${ids}-h`}
      noValidate
    >
      <Heading id={`${ids}-h`} className="ast-edit-list__form-heading">
        {p.heading}
      </Heading>
      <label {...title.labelProps}>{p.labels.title}</label>
      <input
        {...title.inputProps}
        ref={titleRef}
        type="text"
        value={values.title}
        maxLength={p.titleMax ?? TITLE_MAX}
        required
        onChange={(e) => change({ ...values, title: e.target.value })}
      />
      {title.invalid && titleFieldError && (
        <div {...title.errorProps}>
          <ErrorText message={titleFieldError} />
        </div>
      )}
      <label {...description.labelProps}>{p.labels.description}</label>
      <textarea
        {...description.inputProps}
        value={values.description}
        maxLength={p.descriptionMax ?? DESCRIPTION_MAX}
        rows={3}
        onChange={(e) => change({ ...values, description: e.target.value })}
      />
      {p.children}
      {formError && <ErrorText message={formError} />}
      <div className="ast-edit-list__actions">
        <SubmitButton busy={p.busy} busyLabel={p.labels.busy}>
          {p.labels.submit}
        </SubmitButton>
        {p.onCancel && p.labels.cancel && (
          <button type="button" className="ast-button ast-button--secondary" onClick={p.onCancel}>
            {p.labels.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
