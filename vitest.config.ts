import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = [
  'packages/**',
  'widgets/**',
  'shared/**',
  'demo-pages/**',
  'scripts/**',
  'stories/**',
];
const exclude = ['**/node_modules/**', '**/dist/**', '**/e2e/**', '**/*.e2e.ts'];

/**
 * One worker per core. Vitest's own default for `vitest run` leaves a core free (cores − 1):
 * on the 2-core machines this project runs on that is a single worker, so every file waited for
 * the one before it. VITEST_MAX_WORKERS overrides (e.g. 1 while another heavy job runs).
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(1, availableParallelism());

export default defineConfig({
  plugins: [react()],
  define: { __ANSTOSS_VERSION__: JSON.stringify('test') },
  test: {
    maxWorkers,
    // Time budgets, not waits (a passing test never waits for them): vitest's 5 s per test was
    // sized for an idle machine. With other jobs on the same 2 cores, component tests that render
    // 10,000 rows or run axe took 6-35 s of CPU-starved time (measured 2026-11-27, load 20-30) and
    // failed as timeouts although nothing was wrong.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Environments by what a test needs: pure logic, stores and the reference CMS in `node`;
    // React components (`.test.tsx`) in jsdom with the DOM set-up. The few `.test.ts` files that
    // need a DOM without React (storage, sanitiser, focus helpers) ask for jsdom in their first
    // line (`// @vitest-environment jsdom`) and skip the React set-up.
    //
    // Pure logic and stores (packages, widgets, shared, stories) share one module graph per
    // worker (`isolate: false`): importing it again for each of their ~160 files was most of
    // their time (92 widget files: 112 s of CPU isolated, 44 s shared, 2026-11-28). The
    // reference CMS's and the scripts' tests open databases, servers and environment variables
    // of their own, so each of their files keeps its own module graph.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**', 'widgets/**', 'shared/**', 'stories/**'].map(
            (p) => `${p}/*.test.ts`,
          ),
          exclude,
          isolate: false,
          setupFiles: ['./scripts/vitest-wait-budget.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['demo-pages/**', 'scripts/**'].map((p) => `${p}/*.test.ts`),
          exclude,
          setupFiles: ['./scripts/vitest-wait-budget.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: shared.map((p) => `${p}/*.test.tsx`),
          exclude,
          setupFiles: ['./scripts/vitest-setup-dom.ts'],
          // Each file in a fresh jsdom realm (a vm context) inside a long-lived worker, instead
          // of a fresh process per file: the process start, jsdom's own import (most of each
          // file's ~1 s of 'environment') and Node's loading are paid once per worker. Every file
          // still gets its own window, globals and module graph; only Node's built-ins (fs,
          // process) are the worker's, and their errors come from Node's realm. Paired runs of
          // the same 44 component files, CPU user+sys: 183.7 s (forks) -> 119.9 s; the whole
          // suite one run after the other on a busy machine: 683 s -> 493 s (2026-11-29).
          pool: 'vmForks',
          // vm contexts leave garbage the worker's heap keeps (about 15 MB a file here): a worker
          // above this heap is replaced by a fresh one before its next file.
          vmMemoryLimit: '1GiB',
        },
      },
    ],
  },
});
