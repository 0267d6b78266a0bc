// Step 5: start page and match page under 4x CPU throttling: LCP, TBT and CLS from the
// Performance API, median and spread of five cold loads.
import type { Browser } from 'playwright-core';
import type { FoundPage } from '../cms/pages.ts';
import type { Row, StepBody } from '../report/types.ts';
import { errorText, msSpread, numSpread } from '../util/format.ts';
import { spread } from '../util/stats.ts';
import { CPU_SLOWDOWN, throttledLoad, type VitalsFigures } from '../vitals/throttledLoad.ts';

const LOADS = 5;
const PAGE_KEYS = ['start', 'match'] as const;

export async function webVitalsStep(
  browser: Browser,
  origin: string,
  found: readonly FoundPage[],
): Promise<StepBody> {
  const rows: Row[] = [];
  const notes: string[] = [
    `${CPU_SLOWDOWN}x CPU throttling (CDP), cold loads, median (min–max) of ${LOADS}. TBT: long tasks after FCP until the page went quiet (not until TTI).`,
  ];
  const data: Record<string, unknown> = {};
  let partial = false;
  for (const key of PAGE_KEYS) {
    const page = found.find((f) => f.target.key === key);
    if (!page?.path) {
      notes.push(`${page?.target.label ?? key}: skipped, the CMS has no such page yet.`);
      partial = true;
      continue;
    }
    const samples: VitalsFigures[] = [];
    try {
      for (let i = 0; i < LOADS; i += 1)
        samples.push(await throttledLoad(browser, `${origin}${page.path}`));
    } catch (error) {
      notes.push(`${page.target.label}: load failed: ${errorText(error)}`);
      partial = true;
      if (samples.length === 0) continue;
    }
    const lcp = spread(samples.map((s) => s.lcp));
    const tbt = spread(samples.map((s) => s.tbt));
    const cls = spread(samples.map((s) => s.cls));
    const fcp = spread(samples.map((s) => s.fcp));
    data[key] = { path: page.path, fcp, lcp, tbt, cls, samples };
    const label = `${page.target.label} ${page.path}`;
    rows.push(
      { item: `${label} · LCP`, figure: msSpread(lcp), reference: `FCP ${msSpread(fcp)}` },
      {
        item: `${label} · TBT`,
        figure: msSpread(tbt),
        reference: `${Math.max(...samples.map((s) => s.longTasks))} long tasks max`,
      },
      { item: `${label} · CLS`, figure: numSpread(cls) },
    );
    const movers = [...new Set(samples.flatMap((s) => s.largestShiftSources))];
    if (cls.max > 0 && movers.length) {
      notes.push(`${page.target.label}: the largest layout shift moved ${movers.join(', ')}`);
    }
  }
  return { rows, notes, data, status: partial ? 'partial' : 'ok' };
}
