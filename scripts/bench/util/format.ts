// Number formatting for the printed table (the JSON keeps raw numbers).
import type { Spread } from './stats.ts';

/** Kilobytes of 1000 bytes, as size-limit counts the budgets ("5 KB" there is 5000 bytes). */
export const KB = 1000;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} kB`;
}

export function ms(value: number, digits = 0): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';
}

/** "123 ms (110–140)": the median and the min–max spread. */
export function msSpread(s: Spread, digits = 0): string {
  if (!Number.isFinite(s.median)) return 'n/a';
  return `${ms(s.median, digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
}

export function numSpread(s: Spread, digits = 3): string {
  if (!Number.isFinite(s.median)) return 'n/a';
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
}

/** An error's message for the table: its first `lines` non-empty lines, stack frames left out. */
export function errorText(error: unknown, lines = 1): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .split('\n')
    .filter((line) => line.trim() && !/^\s+at /.test(line))
    .slice(0, lines)
    .map((line) => line.slice(0, 240))
    .join('\n    ');
}
