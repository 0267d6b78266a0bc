/** Page context variables a CMS template sets on `window` (spec §3, competition finder). */
export const PAGE_VARIABLE_NAMES = [
  'edMandant',
  'edSaison',
  'edWettkampfTyp',
  'edMannschaftsart',
  'edSpielklasse',
  'edGebiet',
  'edWettbewerbId',
  'edWettbewerbUrl',
] as const;

export type PageVariableName = (typeof PAGE_VARIABLE_NAMES)[number];
export type PageVariables = Partial<Record<PageVariableName, string>>;

/**
 * Reads the page variables live (a template may set them after the runtime loaded). Numbers
 * are turned into strings, because old templates write `var edSaison = 2526;`; anything else
 * (objects, empty strings) counts as not set.
 */
export function getPageVariables(source: object = window): PageVariables {
  const result: PageVariables = {};
  const bag = source as Record<string, unknown>;
  for (const name of PAGE_VARIABLE_NAMES) {
    const value = bag[name];
    if (typeof value === 'string' && value !== '') result[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) result[name] = String(value);
  }
  return result;
}
