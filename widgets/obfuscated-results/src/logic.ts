/** Obfuscated results (spec §7): the stylesheet URL, the element class, the cell tokens. */

/** The placeholder the URL template carries. */
export const ID_PLACEHOLDER = '%ID%';

/** The stylesheet of one table: the template with every %ID% replaced (URI-encoded). */
export const stylesheetUrl = (template: string, id: string) =>
  template.replaceAll(ID_PLACEHOLDER, encodeURIComponent(id));

/** The class the table's stylesheet is scoped to. */
export const resultsClass = (id: string) => `results-c-${id}`;

/** A code the stylesheet draws (or hides); anything else in a cell is literal text. */
export const CODE = /^[a-z][a-z0-9]{1,11}$/;

export type Token = { code: string } | { text: string };

/** A cell's parts: codes become empty spans the stylesheet fills, separators stay text. */
export function tokens(parts: readonly string[]): Token[] {
  return parts.map((part) => (CODE.test(part) ? { code: part } : { text: part }));
}
