import * as z from 'zod/mini';

const required = (attribute: string, what: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must name ${what}`));

/** Host attributes (camelCased data-*) plus the data-props JSON: see README.md. */
export const generatedReportsProps = z.object({
  /** data-select-url: {generatedMatchReportsSelect}. */
  selectUrl: required('data-select-url', 'the generated reports endpoint'),
  /** data-name: the first select's name, the path segment after the URL. */
  name: z
    .string()
    .check(z.regex(/^[a-z][a-z0-9_-]{0,30}$/, 'data-name must be a short lower-case name')),
  /** data-import-url: POST { id } imports the chosen report. */
  importUrl: required('data-import-url', 'the import endpoint'),
  /** data-label: the first select's label; default "Spiel". */
  label: z._default(z.string(), ''),
  /** data-props "options": the choices of the first select (e.g. the team's played matches). */
  options: z
    .array(z.object({ value: z.string().check(z.minLength(1)), label: z.string() }))
    .check(z.maxLength(1000, 'data-props "options" may hold at most 1000 choices')),
});

export type GeneratedReportsProps = z.infer<typeof generatedReportsProps>;
