// `BENCH_STEPS=3` or `BENCH_STEPS=3,5`: run only these steps of the table (by their number); the
// others are reported as skipped. A partial run writes bench/results/partial.json and leaves
// latest.json (the trend of full runs) alone.

export interface StepSelection {
  /** Whether step `n` (0 build … 8 slow network) runs. */
  runs(n: number): boolean;
  /** The build runs when asked for or when a selected step reads dist/ (all but 3). */
  needsBuild: boolean;
  /** The reference CMS starts for steps 2 and 4–8. */
  needsCms: boolean;
  partial: boolean;
}

/** 7: interactions, 8: slow network (issue 31). */
const LAST_STEP = 8;

export function selectSteps(value: string | undefined): StepSelection {
  const text = value?.trim() ?? '';
  if (text === '') return { runs: () => true, needsBuild: true, needsCms: true, partial: false };
  const numbers = text.split(',').map((part) => Number(part.trim()));
  if (numbers.some((n) => !Number.isInteger(n) || n < 0 || n > LAST_STEP))
    throw new Error(
      `BENCH_STEPS="${text}": expected step numbers 0–${LAST_STEP} separated by commas`,
    );
  const chosen = new Set(numbers);
  const any = (...steps: number[]) => steps.some((n) => chosen.has(n));
  return {
    runs: (n) => chosen.has(n),
    needsBuild: any(0, 1, 2, 4, 5, 6, 7, 8),
    needsCms: any(2, 4, 5, 6, 7, 8),
    partial: true,
  };
}
