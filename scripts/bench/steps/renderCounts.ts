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
  const details: string[] = [];
  const runnable = RENDER_MEASUREMENTS.filter((m) => !m.notBuilt).length;
  for (const m of RENDER_MEASUREMENTS) {
    let figure = '—';
    let result: string;
    if (m.notBuilt) {
      result = `not built: ${m.notBuilt}`;
    } else if (!built.has(m.widget)) {
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
        if (value.detail) details.push(`${m.label}: ${value.detail}`);
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
      ...details,
      'Production bundle in Chromium; React commits counted by a DevTools hook (render-counts/commitCounter.ts), which also names the components that rendered (minified: by their first element).',
      "Live ticker: a running simulated game (SIMULATOR_SPEED 5); the ticker endpoint answered by page.route: the first answer the CMS's with should_update 1, then alternately 304 and the identical body, recorded 6 s. Per poll: commits within 300 ms of its answer, clock-only commits left out.",
      'Competition finder: start page, seed data, cold page per walk; time from the option click to the next level\'s header enabled with no loader (MutationObserver); "preselected": the level\'s only option, chosen by the finder itself.',
    ],
    status: measured === runnable ? 'ok' : measured ? 'partial' : 'skipped',
  };
}
