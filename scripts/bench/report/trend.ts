// "What changed": each row's figure next to the same row of the previous results file, so a
// reader sees the trend without opening two files. Rows match by step id and item.
import type { BenchResults } from './results-file.ts';
import type { StepReport } from './types.ts';

/** The leading number of a figure ("152.0 kB", "1.07x", "416 ms (380–520)"), or null. */
export function leadingNumber(figure: string): { value: number; unit: string } | null {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*([^\s(]*)/.exec(figure);
  if (!match?.[1]) return null;
  return { value: Number(match[1].replace(',', '.')), unit: match[2] ?? '' };
}

/** How `now` differs from `before`: '' when equal, a signed difference when comparable. */
export function describeChange(now: string, before: string | undefined): string {
  if (before === undefined) return 'new';
  if (now === before) return '=';
  const a = leadingNumber(now);
  const b = leadingNumber(before);
  if (!a || !b || a.unit !== b.unit) return `was ${before}`;
  const delta = a.value - b.value;
  if (delta === 0) return `was ${before}`;
  const digits = Math.max(decimals(now), decimals(before));
  const sign = delta > 0 ? '+' : '−';
  const percent =
    b.value !== 0 ? ` (${sign}${Math.abs((delta / b.value) * 100).toFixed(0)} %)` : '';
  return `${sign}${Math.abs(delta).toFixed(digits)}${a.unit ? ` ${a.unit}` : ''}${percent}`;
}

function decimals(figure: string): number {
  return /^\s*-?\d+[.,](\d+)/.exec(figure)?.[1]?.length ?? 0;
}

/** Sets `change` on every row of `steps` from the previous run (nothing when there is none). */
export function annotateChanges(steps: StepReport[], previous: BenchResults | null): void {
  if (!previous) return;
  for (const step of steps) {
    const before = previous.steps[step.id]?.rows ?? [];
    for (const row of step.rows) {
      const match = before.find((r) => r.item === row.item);
      row.change = describeChange(row.figure, match?.figure);
    }
  }
}
