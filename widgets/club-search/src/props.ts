import * as z from 'zod/mini';

const nonEmpty = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must not be empty`));

const integer = (attribute: string, fallback: string, min: number) =>
  z.pipe(
    z._default(z.string().check(z.regex(/^\d+$/, `${attribute} must be a whole number`)), fallback),
    z.pipe(
      z.transform((value: string) => Number.parseInt(value, 10)),
      z.number().check(z.refine((n) => n >= min, `${attribute} must be at least ${min}`)),
    ),
  );

/** Host attributes (camelCased data-*) and data-props JSON: see README.md. */
export const clubSearchProps = z.object({
  /** data-items-url: GET endpoint of the suggestions. */
  itemsUrl: nonEmpty('data-items-url'),
  /** data-teams-url: teams of a club are GET {teamsUrl}/id/{clubId}. */
  teamsUrl: nonEmpty('data-teams-url'),
  /** data-min-length: a request only once the input is this long (spec §5: default 4). */
  minLength: integer('data-min-length', '4', 1),
  /** data-key: the request parameter carrying the text (spec §9: default 'client'). */
  key: z._default(nonEmpty('data-key'), 'client'),
  /** data-select: "true" refetches on every change (select mode); default no-select mode. */
  select: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  /** data-debounce-ms: wait after the last keystroke before asking (default 250). */
  debounceMs: integer('data-debounce-ms', '250', 0),
  /** data-value: the text the page was searched with (its list shows below); the field starts with it. */
  value: z._default(z.string(), ''),
  /** data-label: the field's visible label (default "Verein suchen"). */
  label: z.optional(nonEmpty('data-label')),
  /** data-props JSON "defaultData": sent with every request. */
  defaultData: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
});

export type ClubSearchProps = z.infer<typeof clubSearchProps>;
