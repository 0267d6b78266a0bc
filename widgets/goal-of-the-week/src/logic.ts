/**
 * Submission rules without a DOM (spec §3 Goal of the week, §4 Goal of the week, §5 Poll and
 * submissions, §7 Goal of the week and category submission): the fields of each form, which are
 * required, the error per field (shown only after the first submit attempt), consents, and the
 * JSON body with the page's preset fields and the released file's xid.
 */

/** Spec §3: the goal form's fields. */
export const GOAL_FIELDS = [
  'scorer',
  'playerclub',
  'foeclub',
  'date',
  'competition',
  'minutes',
  'seconds',
] as const;
/** Spec §3: the category submission form's fields (termstorwand is the terms checkbox). */
export const CATEGORY_FIELDS = ['scorer', 'email', 'contact', 'playerclub', 'description'] as const;

export type GoalField = (typeof GOAL_FIELDS)[number];
export type CategoryField = (typeof CATEGORY_FIELDS)[number];
export type FieldName = GoalField | CategoryField | 'termstorwand' | 'consents';
export type FormKind = 'goal' | 'category';

/** The named errors a field can show (spec §5: 'required' or another named error). */
export type FieldError = 'required' | 'email' | 'minute' | 'second' | 'terms' | 'consent' | 'date';

export interface Values {
  [field: string]: string;
}

/** Required fields per form; `contact` (telephone) is optional. */
export const REQUIRED: Record<FormKind, readonly string[]> = {
  goal: ['scorer', 'playerclub', 'foeclub', 'date', 'competition', 'minutes', 'seconds'],
  category: ['scorer', 'email', 'playerclub', 'description'],
};

export const FIELDS: Record<FormKind, readonly string[]> = {
  goal: GOAL_FIELDS,
  category: CATEGORY_FIELDS,
};

/** Spec §7: the form is sent 1 s after the file is released. */
export const XID_DELAY_MS = 1000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Consent {
  id: string;
  label: string;
}

export interface FormInput {
  kind: FormKind;
  values: Values;
  /** Terms accepted (category form: termstorwand). */
  terms: boolean;
  /** Additional consent checkboxes and which are checked. */
  consents: readonly Consent[];
  checked: readonly string[];
  consentRequired: boolean;
}

/**
 * Spec §5: additional consent counts as granted only when every box is checked, where required;
 * where not required, it is granted as it is.
 */
export function consentGranted(
  consents: readonly Consent[],
  checked: readonly string[],
  required: boolean,
): boolean {
  if (!required) return true;
  return consents.every((consent) => checked.includes(consent.id));
}

/** Every field's error, or none: the whole form's verdict (spec §5). */
export function validate(input: FormInput): Partial<Record<FieldName, FieldError>> {
  const errors: Partial<Record<FieldName, FieldError>> = {};
  const value = (name: string) => (input.values[name] ?? '').trim();
  for (const name of REQUIRED[input.kind]) if (!value(name)) errors[name as FieldName] = 'required';
  if (input.kind === 'goal') {
    if (value('minutes') && !inRange(value('minutes'), 0, 120)) errors.minutes = 'minute';
    if (value('seconds') && !inRange(value('seconds'), 0, 59)) errors.seconds = 'second';
    if (value('date') && !ISO_DAY.test(value('date'))) errors.date = 'date';
  } else {
    if (value('email') && !EMAIL.test(value('email'))) errors.email = 'email';
    if (!input.terms) errors.termstorwand = 'terms';
  }
  if (!consentGranted(input.consents, input.checked, input.consentRequired))
    errors.consents = 'consent';
  return errors;
}

function inRange(text: string, min: number, max: number): boolean {
  if (!/^\d{1,3}$/.test(text)) return false;
  const n = Number.parseInt(text, 10);
  return n >= min && n <= max;
}

/** Spec §5: field errors appear only after the first submit attempt. */
export function visibleErrors<T extends object>(errors: T, attempted: boolean): Partial<T> {
  return attempted ? errors : {};
}

export const isValid = (errors: object) => Object.keys(errors).length === 0;

/**
 * The JSON body (spec §7): what the person typed (trimmed), then the preset fields of the page
 * and of the item (fixed values such as kat and rubrik win over anything typed), the item's id,
 * the terms flag, the checked consents, and xid for a released file.
 */
export function submissionBody(options: {
  kind: FormKind;
  values: Values;
  presets: Readonly<Record<string, string | number>>;
  itemPresets?: Readonly<Record<string, string | number>>;
  itemId?: string;
  terms: boolean;
  checked: readonly string[];
  xid?: string | null;
}): Record<string, string | number | boolean | string[]> {
  const body: Record<string, string | number | boolean | string[]> = Object.create(null) as Record<
    string,
    string | number | boolean | string[]
  >;
  for (const name of FIELDS[options.kind]) body[name] = (options.values[name] ?? '').trim();
  for (const [name, value] of Object.entries(options.presets)) body[name] = value;
  for (const [name, value] of Object.entries(options.itemPresets ?? {})) body[name] = value;
  if (options.itemId !== undefined) body.id = options.itemId;
  if (options.kind === 'category') body.termstorwand = options.terms;
  if (options.checked.length) body.consents = [...options.checked];
  if (options.xid) body.xid = options.xid;
  return { ...body };
}

/** Whether a draft holds anything worth keeping. */
export function hasInput(values: Values): boolean {
  return Object.values(values).some((value) => value.trim() !== '');
}
