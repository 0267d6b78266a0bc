// Step 7 (issue 31, Target 3): interaction to next paint of eight reader interactions under 4x CPU
// throttling, median and worst of five cold runs each (interactions/).
import type { Browser } from 'playwright-core';
import { runScenario, type StepFigures } from '../interactions/measure.ts';
import { SCENARIOS } from '../interactions/scenarios.ts';
import type { Row, StepBody } from '../report/types.ts';
import { errorText, ms } from '../util/format.ts';
import { spread } from '../util/stats.ts';
import { CPU_SLOWDOWN } from '../vitals/throttledLoad.ts';

const RUNS = 5;
const GOAL_MS = 100;
/** Event Timing reports nothing under 16 ms: such an interaction counts as 16 (an upper bound). */
const FLOOR_MS = 16;

const inpText = (value: number) => (value <= FLOOR_MS ? `<${FLOOR_MS} ms` : ms(value));

export async function interactionsStep(
  browser: Browser,
  origin: string,
  pagePath: (key: string) => string | null,
): Promise<StepBody> {
  const notes = [
    `${CPU_SLOWDOWN}x CPU throttling from navigation on, ${RUNS} cold runs per interaction (fresh context, returning reader), each a trusted Playwright click once the widget is mounted and the network quiet. INP: the longest Event Timing entry of the interaction (PerformanceObserver 'event', durationThreshold ${FLOOR_MS}: input → next paint after its handlers, the browser's own figure, rounded to 8 ms; "<${FLOOR_MS} ms" when no event reached ${FLOOR_MS}). "shows": input → the first frame (requestAnimationFrame) in which the result is in the page, which includes the network for the finder, the tab, the filter and the comment. Goal: INP ≤ ${GOAL_MS} ms.`,
  ];
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  let partial = false;
  // BENCH_INTERACTIONS=matchTab,flyout: only these scenarios (their keys), e.g. while fixing one.
  const only = process.env.BENCH_INTERACTIONS?.split(',').map((key) => key.trim());
  if (only) notes.push(`only ${only.join(', ')} (BENCH_INTERACTIONS)`);
  for (const scenario of SCENARIOS.filter((s) => !only || only.includes(s.key))) {
    const path =
      typeof scenario.path === 'string' ? scenario.path : pagePath(scenario.path.pageKey);
    if (!path) {
      notes.push(`${scenario.label}: skipped, the CMS has no such page.`);
      partial = true;
      continue;
    }
    const runs: StepFigures[][] = [];
    const errors: string[] = [];
    process.stdout.write(`  ${scenario.key} `);
    for (let i = 0; i < RUNS; i += 1) {
      try {
        runs.push(await runScenario(browser, origin, path, scenario));
        process.stdout.write('.');
      } catch (error) {
        errors.push(errorText(error));
        process.stdout.write('x');
      }
    }
    process.stdout.write('\n');
    if (errors.length) {
      partial = true;
      notes.push(`${scenario.label}: ${errors.length} of ${RUNS} runs failed: ${errors[0]}`);
    }
    const steps = scenario.steps.map((step, index) => {
      const figures = runs.map((run) => run[index]).filter((f) => f !== undefined);
      const inp = spread(figures.map((f) => f.inp ?? FLOOR_MS));
      const visible = spread(figures.map((f) => f.visible));
      if (figures.length)
        rows.push({
          item: `${scenario.label}${scenario.steps.length > 1 ? ` · ${step.name}` : ''}`,
          figure: `INP ${inpText(inp.median)}, worst ${inpText(inp.max)}`,
          reference: `shows after ${ms(visible.median)}, worst ${ms(visible.max)} (${figures.length} runs)`,
          result:
            inp.max <= GOAL_MS ? 'goal' : inp.median <= GOAL_MS ? 'worst over goal' : 'over goal',
        });
      return { name: step.name, inp, visible, samples: figures };
    });
    data[scenario.key] = { path, label: scenario.label, steps, errors };
  }
  return { rows, notes, data, status: partial ? 'partial' : 'ok' };
}
