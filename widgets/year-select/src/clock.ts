/**
 * Where the widget learns today's date. Replaceable so tests (and stories) never depend on the
 * machine date; the page can also pass the server's year with data-current-year.
 */
let now: () => Date = () => new Date();

export function currentYear(): number {
  return now().getFullYear();
}

/** Replaces the clock; null restores the real one. */
export function setClock(next: (() => Date) | null): void {
  now = next ?? (() => new Date());
}
