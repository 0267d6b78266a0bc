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
