// Step 3: mounting N hosts of the same small widget, our runtime against react-habitat, in the
// same run, cold loads in headless Chromium.
import type { Browser } from 'playwright-core';
import { benchBuildDir } from '../paths.ts';
import type { Row, StepBody } from '../report/types.ts';
import { buildBenchBundle, type BenchBundle } from '../mount/bundles.ts';
import { hostPage } from '../mount/hostPage.ts';
import { runMountBench, type VariantResult } from '../mount/runMountBench.ts';
import { HOST_COUNTS, LOADS, MOUNT_VARIANTS, type MountVariant } from '../mount/variants.ts';
import { errorText, kb, ms, msSpread } from '../util/format.ts';
import { startStaticServer } from '../util/static-server.ts';

const pagePath = (variant: MountVariant, count: number) => `/${variant.id}/hosts-${count}.html`;

/** Per host count, every variant's time to all hosts rendered, against react-habitat. */
function timingRows(results: readonly VariantResult[]): Row[] {
  const baseline = results.find((r) => MOUNT_VARIANTS.find((v) => v.id === r.id)?.baseline);
  const rows: Row[] = [];
  for (const count of HOST_COUNTS) {
    const base = baseline?.byCount[count];
    for (const result of results) {
      const own = result.byCount[count];
      if (!own) continue;
      const ratio = base && result !== baseline ? own.mount.median / base.mount.median : null;
      rows.push({
        item: `${count} hosts · ${result.label}`,
        figure: `all ${msSpread(own.mount, 1)}`,
        reference: `first host ${ms(own.first.median)}, first→last ${ms(own.firstToLast.median)}`,
        result:
          result === baseline
            ? 'baseline'
            : ratio === null
              ? ''
              : `${ratio.toFixed(2)}× habitat (${ratio < 1 ? 'faster' : 'slower'})`,
      });
    }
  }
  return rows;
}

/** What each variant's page downloaded, and how many React commits mounting took. */
function weightRows(results: readonly VariantResult[]): Row[] {
  return results.flatMap((result) => {
    const any = Object.values(result.byCount)[0];
    if (!any) return [];
    return [
      {
        item: `JS downloaded · ${result.label}`,
        figure: `${kb(any.jsGzipBytes)} gz · ${kb(any.jsBytes)} raw`,
        reference: `${any.scripts} files`,
        result: result.commits
          ? `React commits for ${result.commits.hosts} hosts: ${result.commits.commits}`
          : '',
      },
    ];
  });
}

export async function mountStep(getBrowser: () => Promise<Browser>): Promise<StepBody> {
  const notes: string[] = [
    `median (min–max) of ${LOADS} cold loads each (fresh browser context), navigation start → all hosts hold rendered content (MutationObserver + performance.now in the page); first host and first→last are medians too. Ratio: ours ÷ habitat, below 1 is faster.`,
    'react-habitat 1.0.1 ships a ReactDOM.render factory, which React 19 removed: the bench gives it a createRoot factory (one root per host), as a team would. Its component loads via registerAsync(import()), like our widget chunk.',
    'Anstoss: one React root rendering a portal into every host, the React layer and the language file loaded in parallel with the widget chunk. react-habitat: one createRoot per host.',
  ];
  const bundles = new Map<string, BenchBundle>();
  const ready: MountVariant[] = [];
  const broken: { variant: MountVariant; error: string }[] = [];
  for (const variant of MOUNT_VARIANTS) {
    try {
      bundles.set(variant.id, await buildBenchBundle(variant.id, variant.entryFile));
      ready.push(variant);
    } catch (error) {
      broken.push({ variant, error: errorText(error, 6) });
    }
  }
  for (const { variant, error } of broken)
    notes.push(`${variant.label}: bench bundle did not build: ${error}`);
  if (ready.length === 0) return { rows: [], notes, status: 'skipped' };

  const pages = new Map<string, string>();
  for (const variant of ready) {
    const bundle = bundles.get(variant.id) as BenchBundle;
    for (const count of HOST_COUNTS) {
      pages.set(
        pagePath(variant, count),
        hostPage({
          count,
          markup: variant.markup,
          entry: bundle.entry,
          stylesheets: bundle.stylesheets,
        }),
      );
    }
  }
  const server = await startStaticServer(benchBuildDir, pages);
  try {
    const results = await runMountBench({
      browser: await getBrowser(),
      origin: server.origin,
      variants: ready,
      counts: HOST_COUNTS,
      loads: LOADS,
      pagePath,
    });
    for (const result of results) if (result.error) notes.push(`${result.label}: ${result.error}`);
    const complete = broken.length === 0 && results.every((r) => !r.error);
    return {
      rows: [...timingRows(results), ...weightRows(results)],
      notes,
      status: complete ? 'ok' : 'partial',
      data: {
        loads: LOADS,
        counts: HOST_COUNTS,
        results,
        broken: broken.map(({ variant, error }) => ({ id: variant.id, error })),
      },
    };
  } finally {
    await server.close();
  }
}
