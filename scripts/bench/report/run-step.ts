// Runs one bench step so that its crash is reported, not fatal: the other steps still run and the
// bench exits non-zero at the end.
import { errorText } from '../util/format.ts';
import type { StepBody, StepReport } from './types.ts';

export async function runStep(
  id: string,
  title: string,
  body: () => Promise<StepBody>,
): Promise<StepReport> {
  const started = performance.now();
  process.stdout.write(`… ${title}\n`);
  try {
    const result = await body();
    return {
      id,
      title,
      status: result.status ?? 'ok',
      durationMs: performance.now() - started,
      notes: result.notes ?? [],
      rows: result.rows,
      data: result.data ?? null,
    };
  } catch (error) {
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return {
      id,
      title,
      status: 'crashed',
      durationMs: performance.now() - started,
      notes: [`crashed: ${errorText(error, 8)}`],
      rows: [],
      data: { error: stack },
    };
  }
}

/** A step whose inputs do not exist: reported with the reason, not run. */
export function skippedStep(id: string, title: string, reason: string): StepReport {
  return { id, title, status: 'skipped', durationMs: 0, notes: [reason], rows: [], data: null };
}
