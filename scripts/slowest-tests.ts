/**
 * Prints the slowest test files of the last run, so the next person sees where the time goes:
 * `tsx scripts/slowest-tests.ts [count]` reads the JSON reports scripts/test-all.sh writes into
 * .test-reports/ (vitest.json from vitest's json reporter, playwright.json from Playwright's) and
 * prints, per runner, the files with the most time (a Playwright file: the sum of its tests' time
 * over every project and retry; a vitest file: from its first test's start to its last test's end).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const REPORTS = '.test-reports';
const count = Number(process.argv[2] ?? 10);

interface VitestFile {
  name: string;
  startTime?: number;
  endTime?: number;
  assertionResults?: { duration?: number | null }[];
}

interface PwResult {
  duration?: number;
}
interface PwSuite {
  file?: string;
  specs?: { tests?: { results?: PwResult[] }[] }[];
  suites?: PwSuite[];
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

function vitestFiles(report: unknown): [string, number][] {
  const files = (report as { testResults?: VitestFile[] } | null)?.testResults ?? [];
  return files.map((f) => {
    const span =
      typeof f.startTime === 'number' && typeof f.endTime === 'number'
        ? f.endTime - f.startTime
        : 0;
    const sum = (f.assertionResults ?? []).reduce((ms, a) => ms + (a.duration ?? 0), 0);
    return [relative(process.cwd(), f.name), Math.max(span, sum)];
  });
}

function playwrightFiles(report: unknown): [string, number][] {
  const totals = new Map<string, number>();
  const walk = (suite: PwSuite, file: string | undefined) => {
    const here = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          totals.set(here, (totals.get(here) ?? 0) + (r.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of (report as { suites?: PwSuite[] } | null)?.suites ?? [])
    walk(suite, undefined);
  return [...totals];
}

function print(title: string, rows: [string, number][]): void {
  if (rows.length === 0) {
    console.log(`${title}: no report`);
    return;
  }
  const total = rows.reduce((ms, [, d]) => ms + d, 0);
  console.log(`${title}: ${rows.length} files, ${(total / 1000).toFixed(0)} s in tests; slowest:`);
  for (const [file, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

print('vitest', vitestFiles(readJson(`${REPORTS}/vitest.json`)));
print('playwright', playwrightFiles(readJson(`${REPORTS}/playwright.json`)));
