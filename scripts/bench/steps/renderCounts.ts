// Step 4: render counts and list DOM sizes, one row per measurement of render-counts/registry.ts.
// A measurement runs only when its widget is built and its `run` is written; no figure is invented.
import type { Row, StepBody } from '../report/types.ts';
import { RENDER_MEASUREMENTS, type RenderMeasurementContext } from '../render-counts/registry.ts';
import { errorText } from '../util/format.ts';
import { readManifest } from './manifest.ts';

export async function renderCountsStep(ctx: RenderMeasurementContext | null): Promise<StepBody> {
  const built = new Set(Object.keys(readManifest()?.widgets ?? {}));
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  let measured = 0;
  for (const m of RENDER_MEASUREMENTS) {
    let figure = '—';
    let result: string;
    if (!built.has(m.widget)) {
      result = `not built yet (${m.widget})`;
    } else if (!m.run) {
      result = 'TODO: measurement not written';
    } else if (!ctx) {
      result = 'skipped: reference CMS not running';
    } else {
      try {
        const value = await m.run(ctx);
        figure = value.figure;
        result = 'measured';
        data[m.id] = value;
        measured += 1;
      } catch (error) {
        result = `failed: ${errorText(error)}`;
      }
    }
    if (!(m.id in data)) data[m.id] = { status: result };
    rows.push({ item: m.label, figure, reference: `target: ${m.target}`, result });
  }
  return {
    rows,
    data,
    notes: [
      'Hook: add a `run` to an entry of scripts/bench/render-counts/registry.ts (commitCounter.ts counts React commits).',
    ],
    status: measured === RENDER_MEASUREMENTS.length ? 'ok' : measured ? 'partial' : 'skipped',
  };
}
