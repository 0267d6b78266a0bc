// Step 8 (issue 31, Target 4): the start and the match page cold on a slow network plus 4x CPU:
// LCP, the first widget above the fold mounted, and how deep in the request waterfall the widget
// chunks sit (goal: depth ≤ 2 after the HTML, i.e. found by the HTML or by runtime.js).
import type { Browser } from 'playwright-core';
import type { FoundPage } from '../cms/pages.ts';
import type { Row, StepBody } from '../report/types.ts';
import { slowLoad, NETWORK, type SlowLoadFigures } from '../slow-network/slowLoad.ts';
import { errorText, msSpread } from '../util/format.ts';
import { spread } from '../util/stats.ts';
import { CPU_SLOWDOWN } from '../vitals/throttledLoad.ts';

const LOADS = 3;
const PAGE_KEYS = ['start', 'match'] as const;
const GOALS = { lcp: 2000, firstWidget: 3000, depth: 2 };

export async function slowNetworkStep(
  browser: Browser,
  origin: string,
  found: readonly FoundPage[],
): Promise<StepBody> {
  const notes = [
    `CDP Network.emulateNetworkConditions (${NETWORK.latencyMs} ms RTT, ${NETWORK.downloadKbit / 1000} Mbit/s down, ${NETWORK.uploadKbit} kbit/s up) and ${CPU_SLOWDOWN}x CPU, ${LOADS} cold loads per page (returning reader: no consent layer), no scrolling; median (min–max). First widget: a host inside the first viewport (1280×800) whose data-widget-state became "mounted". Depth: the HTML is 0, what it names 1, what a depth-n script requests n+1 (CDP initiators); the widget chunks' deepest is shown. Goals: LCP ≤ ${GOALS.lcp / 1000} s, first widget ≤ ${GOALS.firstWidget / 1000} s, widget chunks at depth ≤ ${GOALS.depth}.`,
  ];
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  let partial = false;
  for (const key of PAGE_KEYS) {
    const target = found.find((f) => f.target.key === key);
    if (!target?.path) {
      notes.push(`${target?.target.label ?? key}: skipped, the CMS has no such page.`);
      partial = true;
      continue;
    }
    const samples: SlowLoadFigures[] = [];
    process.stdout.write(`  ${key} `);
    for (let i = 0; i < LOADS; i += 1) {
      try {
        samples.push(await slowLoad(browser, origin, target.path));
        process.stdout.write('.');
      } catch (error) {
        partial = true;
        notes.push(`${target.target.label}: a load failed: ${errorText(error)}`);
        process.stdout.write('x');
      }
    }
    process.stdout.write('\n');
    if (samples.length === 0) continue;
    const lcp = spread(samples.map((s) => s.lcp));
    const firstWidget = spread(samples.map((s) => s.firstWidget));
    const chunkDepth = Math.max(0, ...samples.flatMap((s) => s.widgetChunks.map((c) => c.depth)));
    const deepest = samples
      .flatMap((s) => s.widgetChunks)
      .filter((c) => c.depth === chunkDepth)
      .map((c) => c.file.replace(/-[\w-]{8}\.js$/, ''));
    const label = `${target.target.label} ${target.path}`;
    const names = [...new Set(samples.map((s) => s.firstWidgetName ?? '–'))].join(', ');
    rows.push(
      {
        item: `${label} · LCP`,
        figure: msSpread(lcp),
        reference: `goal ≤ ${GOALS.lcp} ms`,
        result: lcp.median <= GOALS.lcp ? 'goal' : 'over goal',
      },
      {
        item: `${label} · first widget above the fold mounted`,
        figure: msSpread(firstWidget),
        reference: `goal ≤ ${GOALS.firstWidget} ms (${names})`,
        result: firstWidget.median <= GOALS.firstWidget ? 'goal' : 'over goal',
      },
      {
        item: `${label} · waterfall depth of widget chunks`,
        figure: `${chunkDepth} (deepest request ${Math.max(...samples.map((s) => s.maxDepth))})`,
        reference: `goal ≤ ${GOALS.depth}; at ${chunkDepth}: ${[...new Set(deepest)].join(', ') || '–'}`,
        result: chunkDepth <= GOALS.depth ? 'goal' : 'over goal',
      },
    );
    data[key] = { path: target.path, lcp, firstWidget, chunkDepth, samples };
  }
  return { rows, notes, data, status: partial ? 'partial' : 'ok' };
}
