// Loads every variant's page LOADS times per host count, interleaving the variants (so a busy
// moment of the machine hurts all of them alike), after one discarded warm-up load each.
import type { Browser } from 'playwright-core';
import { errorText } from '../util/format.ts';
import { withTimeout } from '../util/timeout.ts';
import { spread, type Spread } from '../util/stats.ts';
import { coldLoad, type LoadFigures } from './coldLoad.ts';
import type { MountVariant } from './variants.ts';

export interface MountFigures {
  mount: Spread;
  first: Spread;
  firstToLast: Spread;
  jsBytes: number;
  jsGzipBytes: number;
  scripts: number;
}

export interface VariantResult {
  id: string;
  label: string;
  /** Per host count: time to all hosts rendered, to the first host, first→last, and the JS downloaded. */
  byCount: Record<number, MountFigures>;
  /** React commits for the largest host count, from one extra load with a commit counter. */
  commits: { hosts: number; commits: number } | null;
  error?: string;
}

export async function runMountBench(options: {
  browser: Browser;
  origin: string;
  variants: readonly MountVariant[];
  counts: readonly number[];
  loads: number;
  pagePath: (variant: MountVariant, count: number) => string;
}): Promise<VariantResult[]> {
  const { browser, origin, variants, counts, loads, pagePath } = options;
  const samples = new Map<string, Map<number, LoadFigures[]>>(
    variants.map((v) => [v.id, new Map()]),
  );
  const errors = new Map<string, string>();
  const load = async (variant: MountVariant, count: number): Promise<LoadFigures | null> => {
    if (errors.has(variant.id)) return null;
    try {
      const figures = await withTimeout(
        coldLoad(browser, `${origin}${pagePath(variant, count)}`),
        40_000,
        `a cold load of ${count} hosts`,
      );
      process.stdout.write('.');
      return figures;
    } catch (error) {
      process.stdout.write('x');
      errors.set(variant.id, `${count} hosts: ${errorText(error)}`);
      return null;
    }
  };

  process.stdout.write('  warm-up ');
  for (const variant of variants) await load(variant, counts[0] ?? 10); // discarded
  process.stdout.write('\n');
  for (const count of counts) {
    process.stdout.write(`  ${count} hosts `);
    for (let round = 0; round < loads; round += 1) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const figures = await load(variant, count);
        if (!figures) continue;
        const byCount = samples.get(variant.id) as Map<number, LoadFigures[]>;
        byCount.set(count, [...(byCount.get(count) ?? []), figures]);
      }
    }
    process.stdout.write('\n');
  }

  // Not timed: one more load per variant that counts React commits (a root per host, as the
  // habitat factory makes, commits once per host; one root with portals once per batch).
  const maxCount = Math.max(...counts);
  const commits = new Map<string, number>();
  for (const variant of variants) {
    if (errors.has(variant.id)) continue;
    const url = `${origin}${pagePath(variant, maxCount)}`;
    const figures = await withTimeout(
      coldLoad(browser, url, { countCommits: true }),
      40_000,
      'a commit count',
    ).catch(() => null);
    if (figures?.commits != null) commits.set(variant.id, figures.commits);
  }

  return variants.map((variant) => {
    const byCount: VariantResult['byCount'] = {};
    for (const [count, figures] of samples.get(variant.id) ?? []) {
      const sample = figures[0] as LoadFigures;
      byCount[count] = {
        mount: spread(figures.map((f) => f.mountedAtMs)),
        first: spread(figures.map((f) => f.firstAtMs)),
        firstToLast: spread(figures.map((f) => f.mountedAtMs - f.firstAtMs)),
        jsBytes: sample.jsBytes,
        jsGzipBytes: sample.jsGzipBytes,
        scripts: sample.scripts,
      };
    }
    const error = errors.get(variant.id);
    const counted = commits.get(variant.id);
    return {
      id: variant.id,
      label: variant.label,
      byCount,
      commits: counted === undefined ? null : { hosts: maxCount, commits: counted },
      ...(error ? { error } : {}),
    };
  });
}
