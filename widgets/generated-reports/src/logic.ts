/** Generated match reports (spec §3, §5, §7, §8) as pure functions. */

/** GET {generatedMatchReportsSelect}/{name}/{selectedValue}; null while nothing is chosen. */
export function reportsUrl(base: string, name: string, value: string): string | null {
  if (value === '') return null;
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(name)}/${encodeURIComponent(value)}`;
}

/** Spec §8: an empty list gives the "don't exist" hint, otherwise the "exist" hint. */
export const hintKey = (count: number) =>
  count === 0 ? 'anstoss.generatedReports.missing' : 'anstoss.generatedReports.exist';

/** Spec §5: the import button stays disabled until a non-first option is selected. */
export const canImport = (selectedIndex: number) => selectedIndex > 0;
