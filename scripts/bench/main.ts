// `pnpm bench`: builds the production bundle, measures it, prints one table and writes the same
// figures to bench/results/latest.json. Timings are reported, never asserted; the exit code is
// non-zero only when a step crashed. See scripts/bench/README.md.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lazyBrowser } from './browser/lazyBrowser.ts';
import { openCmsSession, type CmsSession } from './cms/session.ts';
import { distDir, repoRoot } from './paths.ts';
import { readPreviousResults, writeResults } from './report/results-file.ts';
import { runStep, skippedStep } from './report/run-step.ts';
import { renderTable } from './report/table.ts';
import { annotateChanges } from './report/trend.ts';
import type { StepReport } from './report/types.ts';
import { buildBundle } from './steps/build.ts';
import { cmsLoadStep } from './steps/cmsLoad.ts';
import { interactionsStep } from './steps/interactions.ts';
import { mountStep } from './steps/mount.ts';
import { pageWeightStep } from './steps/pageWeight.ts';
import { renderCountsStep } from './steps/renderCounts.ts';
import { sizesStep } from './steps/sizes.ts';
import { slowNetworkStep } from './steps/slowNetwork.ts';
import { webVitalsStep } from './steps/webVitals.ts';
import { selectSteps } from './stepSelection.ts';

const TITLES = {
  build: '0 · production build (pnpm build)',
  sizes: '1 · bundle sizes against budgets',
  cms: '2 · reference CMS: start and page discovery',
  pageWeight: '2 · page weight of the reference CMS pages',
  mount: '3 · mounting N hosts: Anstoss vs react-habitat',
  renderCounts: '4 · render counts and long-list DOM size',
  webVitals: '5 · start and match page under 4x CPU throttling',
  cmsLoad: '6 · reference CMS under load, and a repeat visit',
  interactions: '7 · interactions under 4x CPU throttling (Event Timing)',
  slowNetwork: '8 · start and match page on a slow network plus 4x CPU',
} as const;
/** Table order; the run order differs (mounting runs before the CMS starts). */
const PRINT_ORDER = Object.keys(TITLES);

/** BENCH_STEPS (stepSelection.ts): which steps run; the others are reported as skipped. */
const selection = selectSteps(process.env.BENCH_STEPS);
const NOT_SELECTED = `not selected (BENCH_STEPS=${process.env.BENCH_STEPS ?? ''})`;

async function runSteps(browser: ReturnType<typeof lazyBrowser>): Promise<StepReport[]> {
  const steps: StepReport[] = [];
  const build = selection.needsBuild
    ? await runStep('build', TITLES.build, buildBundle)
    : skippedStep('build', TITLES.build, NOT_SELECTED);
  steps.push(build);
  const distReady =
    (build.status === 'ok' || !selection.needsBuild) &&
    existsSync(path.join(distDir, 'runtime.js'));
  steps.push(
    !selection.runs(1)
      ? skippedStep('sizes', TITLES.sizes, NOT_SELECTED)
      : distReady
        ? await runStep('sizes', TITLES.sizes, sizesStep)
        : skippedStep('sizes', TITLES.sizes, 'no dist/ (the build failed)'),
  );
  // Before the CMS starts, so its start-up and polling do not disturb the timings.
  steps.push(
    selection.runs(3)
      ? await runStep('mount', TITLES.mount, () => mountStep(browser.get))
      : skippedStep('mount', TITLES.mount, NOT_SELECTED),
  );
  if (!selection.needsCms) {
    for (const id of [
      'cms',
      'pageWeight',
      'renderCounts',
      'webVitals',
      'interactions',
      'slowNetwork',
      'cmsLoad',
    ] as const)
      steps.push(skippedStep(id, TITLES[id], NOT_SELECTED));
    return steps.sort((a, b) => PRINT_ORDER.indexOf(a.id) - PRINT_ORDER.indexOf(b.id));
  }

  let cms: CmsSession | undefined;
  const cmsStep = await runStep('cms', TITLES.cms, () =>
    openCmsSession(distReady, (opened) => (cms = opened)),
  );
  steps.push(cmsStep);
  const session = cms as CmsSession | undefined; // assigned in the callback above
  try {
    const noCms = `the reference CMS is not running (${cmsStep.notes[0] ?? cmsStep.status})`;
    type CmsStep =
      'pageWeight' | 'renderCounts' | 'webVitals' | 'interactions' | 'slowNetwork' | 'cmsLoad';
    const skip = (id: CmsStep, n: number) =>
      selection.runs(n) ? null : skippedStep(id, TITLES[id], NOT_SELECTED);
    steps.push(
      skip('pageWeight', 2) ??
        (session
          ? await runStep('pageWeight', TITLES.pageWeight, async () =>
              pageWeightStep(await browser.get(), session.server.origin, session.pages),
            )
          : skippedStep('pageWeight', TITLES.pageWeight, noCms)),
    );
    steps.push(
      skip('renderCounts', 4) ??
        (await runStep('renderCounts', TITLES.renderCounts, async () =>
          renderCountsStep(
            session
              ? {
                  browser: await browser.get(),
                  origin: session.server.origin,
                  pagePath: session.pagePath,
                }
              : null,
          ),
        )),
    );
    steps.push(
      skip('webVitals', 5) ??
        (session
          ? await runStep('webVitals', TITLES.webVitals, async () =>
              webVitalsStep(await browser.get(), session.server.origin, session.pages),
            )
          : skippedStep('webVitals', TITLES.webVitals, noCms)),
    );
    steps.push(
      skip('interactions', 7) ??
        (session
          ? await runStep('interactions', TITLES.interactions, async () =>
              interactionsStep(await browser.get(), session.server.origin, session.pagePath),
            )
          : skippedStep('interactions', TITLES.interactions, noCms)),
    );
    steps.push(
      skip('slowNetwork', 8) ??
        (session
          ? await runStep('slowNetwork', TITLES.slowNetwork, async () =>
              slowNetworkStep(await browser.get(), session.server.origin, session.pages),
            )
          : skippedStep('slowNetwork', TITLES.slowNetwork, noCms)),
    );
    // Last: the load disturbs every timing taken after it (it runs after 7 and 8, printed before).
    steps.push(
      skip('cmsLoad', 6) ??
        (session
          ? await runStep('cmsLoad', TITLES.cmsLoad, async () =>
              cmsLoadStep(await browser.get(), session.server.origin, session.pagePath('match')),
            )
          : skippedStep('cmsLoad', TITLES.cmsLoad, noCms)),
    );
  } finally {
    await session?.server.stop();
  }
  return steps.sort((a, b) => PRINT_ORDER.indexOf(a.id) - PRINT_ORDER.indexOf(b.id));
}

async function main(): Promise<number> {
  const started = performance.now();
  const browser = lazyBrowser();
  let steps: StepReport[];
  try {
    steps = await runSteps(browser);
  } finally {
    await browser.close();
  }
  const durationMs = performance.now() - started;
  const chromium = browser.version();
  console.log(
    `\nAnstoss bench · ${os.cpus().length} cores · Node ${process.version} · ` +
      `Chromium ${chromium ?? 'not started'} · ${(durationMs / 1000).toFixed(0)} s\n`,
  );
  const previous = readPreviousResults();
  annotateChanges(steps, previous);
  if (previous) console.log(`compared with the run of ${previous.generatedAt}\n`);
  console.log(renderTable(steps));
  const file = writeResults(steps, durationMs, chromium, selection.partial);
  console.log(`\nresults: ${path.relative(repoRoot, file)}`);
  const crashed = steps.filter((s) => s.status === 'crashed');
  if (crashed.length) console.log(`crashed steps: ${crashed.map((s) => s.id).join(', ')}`);
  return crashed.length ? 1 : 0;
}

// Ctrl-C: exit through process.exit so the CMS's process group is stopped (cms/server.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.exitCode = await main();
