import * as z from 'zod/mini';
import { CODE, ID_PLACEHOLDER } from './logic.ts';

const cell = z.union([
  z.string().check(z.maxLength(200)),
  z.object({
    /** The obfuscated parts: codes drawn by the stylesheet, and literal separators like ":". */
    o: z
      .array(
        z
          .string()
          .check(
            z.refine((p) => CODE.test(p) || /^[\s:\-–()]{1,3}$/.test(p), 'a code or a separator'),
          ),
      )
      .check(z.maxLength(40)),
  }),
]);

/** Host attributes (camelCased data-*) plus the data-props JSON: see README.md. */
export const obfuscatedResultsProps = z.object({
  /** data-obfuscation-id: the table's obfuscation id (class results-c-{id}). */
  obfuscationId: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'data-obfuscation-id must be letters, digits, - or _')),
  /** data-stylesheet-url: URL template with %ID%. */
  stylesheetUrl: z.string().check(
    z.trim(),
    z.refine((v) => v.includes(ID_PLACEHOLDER), 'data-stylesheet-url must contain %ID%'),
  ),
  /** data-title: the table's caption. */
  title: z.string().check(z.trim(), z.minLength(1, 'data-title must name the table')),
  /** data-props "head": the column headings. */
  head: z.array(z.string()).check(z.minLength(1, 'data-props "head" needs a column')),
  /** data-props "rows": cells as text or { o: [codes and separators] }. */
  rows: z
    .array(z.array(cell))
    .check(z.maxLength(500, 'data-props "rows" may hold at most 500 rows (one table)')),
});

export type ObfuscatedResultsProps = z.infer<typeof obfuscatedResultsProps>;
export type Cell = ObfuscatedResultsProps['rows'][number][number];
