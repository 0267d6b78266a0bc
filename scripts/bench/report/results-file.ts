// Writes the same figures the table shows to bench/results/latest.json.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultsFile } from '../paths.ts';
import type { StepReport } from './types.ts';

export interface BenchResults {
  generatedAt: string;
  durationMs: number;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    platform: string;
    chromium: string | null;
  };
  steps: Record<string, Omit<StepReport, 'id'>>;
}

/** The results of the run before this one (bench/results/latest.json as found), if readable. */
export function readPreviousResults(): BenchResults | null {
  if (!existsSync(resultsFile)) return null;
  try {
    return JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults;
  } catch {
    return null;
  }
}

/**
 * Writes latest.json; the file it replaces is kept as previous.json beside it. A partial run
 * (BENCH_STEPS) writes partial.json and keeps the trend of full runs.
 */
export function writeResults(
  steps: readonly StepReport[],
  durationMs: number,
  chromium: string | null,
  partial = false,
): string {
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    durationMs: Math.round(durationMs),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      chromium,
    },
    steps: Object.fromEntries(steps.map(({ id, ...rest }) => [id, rest])),
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  if (partial) {
    const file = path.join(path.dirname(resultsFile), 'partial.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    return file;
  }
  if (existsSync(resultsFile))
    copyFileSync(resultsFile, path.join(path.dirname(resultsFile), 'previous.json'));
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  return resultsFile;
}
