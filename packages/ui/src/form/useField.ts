import { useId, useLayoutEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { ErrorMessage } from '../ErrorText.tsx';

/** A field's error: a message (server text or i18n key), or nothing. */
export type FieldError = ErrorMessage | null | undefined | false;

export interface FieldOptions {
  /** The input's id; default a generated one. */
  id?: string;
  /** Whether a description (hint, counter) is rendered: the input is then described by it. */
  description?: boolean;
  /** The error; it marks the field invalid and describes it (after the description). */
  error?: FieldError;
  /** Where the error is shown when it is not the field's own: the id of its group's error. */
  errorId?: string;
  /**
   * A text that describes the field without making it invalid (after the description and the
   * error): a form's send error, which is not the field's fault.
   */
  describedBy?: string | false | null;
}

export interface FieldAria {
  labelProps: { id: string; htmlFor: string };
  inputProps: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
  descriptionProps: { id: string };
  /** For the element that shows the error text (render it only when `invalid`). */
  errorProps: { id: string; className: string };
  invalid: boolean;
}

/** The prop bags of one field, from its id (pure: `useField` and `useFormFields` share it). */
export function fieldAria(id: string, options: Omit<FieldOptions, 'id'>): FieldAria {
  const invalid = Boolean(options.error);
  const describedBy = [
    options.description ? `${id}-description` : '',
    invalid ? (options.errorId ?? `${id}-error`) : '',
    options.describedBy || '',
  ].filter(Boolean);
  return {
    labelProps: { id: `${id}-label`, htmlFor: id },
    inputProps: {
      id,
      ...(invalid ? { 'aria-invalid': true as const } : {}),
      ...(describedBy.length ? { 'aria-describedby': describedBy.join(' ') } : {}),
    },
    descriptionProps: { id: `${id}-description` },
    errorProps: { id: `${id}-error`, className: 'ast-field__error' },
    invalid,
  };
}

export interface GroupAria {
  /** For the `<fieldset>`: described by the group's error while there is one. */
  groupProps: { 'aria-describedby'?: string };
  /** For the element that shows the group's error (render it only when `invalid`). */
  errorProps: { id: string; className: string };
  invalid: boolean;
}

/**
 * A group of fields with one error (checkboxes of which one must be ticked): the fieldset is
 * described by the error; give each member the error it concerns with
 * `fieldAria(memberId, { error, errorId: group.errorProps.id })`.
 */
export function groupAria(id: string, invalid: boolean): GroupAria {
  const errorId = `${id}-error`;
  return {
    groupProps: invalid ? { 'aria-describedby': errorId } : {},
    errorProps: { id: errorId, className: 'ast-field__error' },
    invalid,
  };
}

/**
 * One form field in react-aria's `useTextField` style: spread the bags on the label, the input,
 * the description and the error element; the ids are wired, `aria-invalid` and
 * `aria-describedby` follow the error. Never write those attributes by hand (a repo rule).
 */
export function useField(options: FieldOptions = {}): FieldAria {
  const generated = useId();
  return fieldAria(options.id ?? `ast-field${generated.replace(/:/g, '')}`, options);
}

export interface FormFieldsOptions<F extends string> {
  /** Every field's current error (validation of what is typed, or the server's answer). */
  errors: Partial<Record<F, FieldError>>;
}

export interface FormFields<F extends string> {
  /** True after the first submit attempt (spec §5) until `reset()`. */
  attempted: boolean;
  /** The prop bags of a field; its error shows only after the first submit attempt. */
  field(name: F, options?: { description?: boolean }): FieldAria;
  /** The visible error of a field (undefined before the first attempt). */
  errorOf(name: F): FieldError;
  /**
   * The form's `onSubmit`: marks the attempt and, when a field is invalid, focuses the first
   * invalid field (in document order, after the render that marks it) instead of sending;
   * otherwise calls `send`. The focused field scrolls below the sticky header by CSS
   * (`scroll-margin-top` in shared/styles/ui.css), not by script.
   */
  onSubmit(send: () => void): (event: FormEvent<HTMLFormElement>) => void;
  /** Forget the attempt (after a successful send, or when the form is emptied). */
  reset(): void;
}

/**
 * The fields of one form with the spec §5 rule "field errors appear only after the first submit
 * attempt" and the focus on the first invalid field after a failed attempt.
 *
 * ```tsx
 * const form = useFormFields({ errors: { title: title.trim().length > 2 ? null : { key: 'x.tooShort' } } });
 * const title = form.field('title');
 * <form noValidate onSubmit={form.onSubmit(() => void save.run(values))}>
 *   <label {...title.labelProps}>…</label><input {...title.inputProps} …/>
 *   {title.invalid && <p {...title.errorProps}>{errorTextOf(form.errorOf('title'), t)}</p>}
 * ```
 */
export function useFormFields<F extends string>(options: FormFieldsOptions<F>): FormFields<F> {
  const base = `ast-form${useId().replace(/:/g, '')}`;
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement } | null>(null);

  useLayoutEffect(() => {
    if (!focusRequest) return;
    const first = focusRequest.form.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [focusRequest]);

  const errorOf = (name: F): FieldError => (attempted ? options.errors[name] : undefined);

  const onSubmit = (send: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const invalid = Object.values<FieldError>(options.errors).some(Boolean);
    if (invalid) setFocusRequest({ form: event.currentTarget });
    else send();
  };

  return {
    attempted,
    field: (name, fieldOptions = {}) =>
      fieldAria(`${base}-${name}`, { ...fieldOptions, error: errorOf(name) }),
    errorOf,
    onSubmit,
    reset: () => setAttempted(false),
  };
}
