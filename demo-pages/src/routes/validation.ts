/**
 * Input validation at the edge: every route reads its params, query and body through a zod
 * schema here, so nothing unchecked reaches a query (an out-of-range number or a NUL byte used
 * to end as HTTP 500 with the SQL in the log). A failed check throws InputError, which the app
 * answers with 400 and a German message. Parsed data lives in null-prototype objects.
 */
import { z } from 'zod';
import type { AppContext } from './helpers.ts';

const GERMAN = z.locales.de().localeError;

/** A request the server will not process: answered 400 (or `status`) with `message`. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

export const INT4_MAX = 2_147_483_647;

/** A positive id as the database stores it (int4): digits only, no sign, no exponent. */
export const intId = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'Erwartet wird eine Zahl.')
  .transform((v) => Number.parseInt(v, 10))
  .pipe(z.number().int().min(0).max(INT4_MAX, 'Die Zahl ist zu groß.'));

/** A small non-negative count (offsets, page numbers). */
export const count = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,12}$/, 'Erwartet wird eine Zahl.')
    .transform((v) => Number.parseInt(v, 10))
    .pipe(z.number().int().min(0).max(max, `Höchstens ${max}.`));

/** Text without NUL or other control characters (tab, CR and LF stay allowed). */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), {
      message: 'Der Text enthält unzulässige Steuerzeichen.',
    });

/** Years the portal has data for; anything outside is a typo or a probe. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** True for a real calendar day YYYY-MM-DD between MIN_YEAR and MAX_YEAR. */
export function isCalendarDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number.parseInt(m[1]!, 10), Number.parseInt(m[2]!, 10), m[3]!];
  if (y < MIN_YEAR || y > MAX_YEAR || mo < 1 || mo > 12) return false;
  const date = new Date(Date.UTC(y, mo - 1, Number.parseInt(d, 10)));
  return date.toISOString().slice(0, 10) === v;
}

export const day = z
  .string()
  .refine(isCalendarDay, `Bitte ein gültiges Datum (JJJJ-MM-TT, ${MIN_YEAR} bis ${MAX_YEAR}).`);

/** Parses `data` or throws InputError naming the first bad field, in German. */
export function parse<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, { error: GERMAN });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw new InputError(`Ungültige Anfrage${where}: ${issue?.message ?? 'unbekannter Fehler'}`);
}

/** Route params through a schema. */
export function params<T extends z.ZodType>(c: AppContext, schema: T): z.output<T> {
  return parse(schema, nullProto(c.req.param() as Record<string, string>));
}

/** The query string (first value per name) through a schema. */
export function query<T extends z.ZodType>(c: AppContext, schema: T): z.output<T> {
  return parse(schema, nullProto(c.req.query()));
}

export type FormFields = Record<string, string | string[]>;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The request body as form fields (files dropped unless `files` is set); empty for other
 * content types. A body that cannot be parsed (multipart without boundary, broken encoding) is
 * a 400, not a 500.
 */
export async function readForm(
  c: AppContext,
  options: { files?: boolean } = {},
): Promise<Record<string, string | string[] | File>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) return Object.create(null) as FormFields;
  if (type.startsWith('multipart/form-data') && !/;\s*boundary=/.test(type))
    throw new InputError('Ungültiges Formular: die Grenze (boundary) fehlt.');
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new InputError('Das Formular konnte nicht gelesen werden.');
  }
  const out = Object.create(null) as Record<string, string | string[] | File>;
  for (const [name, value] of Object.entries(body)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (v): v is string | File =>
        typeof v === 'string' || (options.files === true && v instanceof File),
    );
    if (list.length === 0) continue;
    out[name] =
      list.length === 1 ? list[0]! : list.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

/** Form body through a schema (repeated fields: the schema decides, strings otherwise first). */
export async function form<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.output<T>> {
  return parse(schema, await readForm(c));
}

function nullProto(source: Record<string, string>): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(source)) out[k] = v;
  return out;
}

/** A single form value: the first of a repeated field. */
export const one = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);

/** An optional single text field: missing means ''. */
export const field = (max: number) => one(text(max).optional().default(''));
