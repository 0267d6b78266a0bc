/** The current year and the `back` years before it, newest first (spec §9 Other). */
export function yearOptions(current: number, back: number): number[] {
  return Array.from({ length: back + 1 }, (_, i) => current - i);
}

/** The preselected year: the requested one when it is offered, otherwise the current year. */
export function initialYear(options: readonly number[], requested?: number): number {
  return requested !== undefined && options.includes(requested) ? requested : (options[0] ?? 0);
}

/** The page to open for a year: every %YEAR% in the template replaced. */
export function yearUrl(template: string, year: number): string {
  return template.replaceAll('%YEAR%', String(year));
}

/** Spec §9 Timings: the select box's initial model sync, after 1000 ms. */
export const INITIAL_SYNC_MS = 1000;

/**
 * The model after the initial sync: the year the select really shows (a browser restores a form's
 * choice after Back or a reload without telling the page) when it is one of the options,
 * otherwise the model as it was.
 */
export function syncedYear(options: readonly number[], shown: string, model: number): number {
  if (!/^\d{4}$/.test(shown)) return model;
  const year = Number(shown);
  return options.includes(year) ? year : model;
}
