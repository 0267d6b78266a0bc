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

/** Per host count, every variant's time to all hosts rendered, against each peer (baseline). */
function timingRows(results: readonly VariantResult[]): Row[] {
  const variantOf = (result: VariantResult) => MOUNT_VARIANTS.find((v) => v.id === result.id);
  const peers = results.filter((r) => variantOf(r)?.baseline);
  const rows: Row[] = [];
  for (const count of HOST_COUNTS) {
    for (const result of results) {
      const own = result.byCount[count];
      if (!own) continue;
      const ratios = peers.flatMap((peer) => {
        const base = peer.byCount[count];
        return base && !peers.includes(result)
          ? [`${(own.mount.median / base.mount.median).toFixed(2)}× ${variantOf(peer)?.short}`]
          : [];
      });
      rows.push({
        item: `${count} hosts · ${result.label}`,
        figure: `all ${msSpread(own.mount, 1)}`,
        reference: `first host ${ms(own.first.median)}, first→last ${ms(own.firstToLast.median)}`,
        result: peers.includes(result) ? 'baseline' : ratios.join(' · '),
      });
    }
  }
  return rows;
}

/** Ours against each peer per host count, for the JSON file (the goals of issue 31). */
function ratios(results: readonly VariantResult[]): Record<string, Record<number, number>> {
  const ours = results.find((r) => !MOUNT_VARIANTS.find((v) => v.id === r.id)?.baseline);
  const out: Record<string, Record<number, number>> = {};
  for (const peer of results) {
    if (!ours || peer === ours) continue;
    for (const count of HOST_COUNTS) {
      const a = ours.byCount[count]?.mount.median;
      const b = peer.byCount[count]?.mount.median;
      if (a !== undefined && b) (out[peer.id] ??= {})[count] = Number((a / b).toFixed(3));
    }
  }
  return out;
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
    'The fair race (issue 31): "habitat+stack" is the same peer whose badge parses its props with a zod/mini schema and renders in react-i18next\'s provider after lang-de.json loaded (fetched at once, in parallel with the component chunk). Goals: ≤ 1.00× at 10 and 50 hosts, ≤ 0.70× at 200. "habitat" (no i18next, zod) is kept for honesty.',
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
        ratios: ratios(results),
        results,
        broken: broken.map(({ variant, error }) => ({ id: variant.id, error })),
      },
    };
  } finally {
    await server.close();
  }
}
