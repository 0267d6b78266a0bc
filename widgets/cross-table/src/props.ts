import * as z from 'zod/mini';

/** Host attributes: see README.md. The table comes as data-props JSON. */
export const crossTableProps = z.object({
  /** Table caption. */
  caption: z.string().check(z.minLength(1, 'caption must name the table')),
  /** Teams in row and column order. */
  teams: z
    .array(z.object({ name: z.string(), short: z.optional(z.string()) }))
    .check(z.minLength(1)),
  /** results[row][column]: 'home:away' or '' / null when not played; the diagonal is ignored. */
  results: z.array(z.array(z.nullable(z.string()))),
});

export type CrossTableProps = z.infer<typeof crossTableProps>;
