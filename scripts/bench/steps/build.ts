// Step 0: the production bundle, built exactly as `pnpm build` builds it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, repoRoot } from '../paths.ts';
import type { StepBody } from '../report/types.ts';
import { failureSummary, runCommand, tail, type CommandResult } from '../util/run-command.ts';

/** pnpm itself (not the build) sometimes fails to start while another pnpm runs: try again once. */
const isPnpmHiccup = (result: CommandResult) =>
  result.code !== 0 && /ERR_PNPM_/.test(result.output) && !/vite v\d/.test(result.output);

export async function buildBundle(): Promise<StepBody> {
  let result = await runCommand('pnpm', ['build'], { cwd: repoRoot });
  if (isPnpmHiccup(result)) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    result = await runCommand('pnpm', ['build'], { cwd: repoRoot });
  }
  if (result.code !== 0) {
    throw new Error(`pnpm build failed (exit ${result.code}):\n${failureSummary(result.output)}`);
  }
  const hasRuntime = existsSync(path.join(distDir, 'runtime.js'));
  return {
    rows: [
      {
        item: 'pnpm build',
        figure: `${(result.durationMs / 1000).toFixed(1)} s`,
        result: hasRuntime ? 'ok' : 'no dist/runtime.js',
      },
    ],
    data: { durationMs: Math.round(result.durationMs), output: tail(result.output, 60) },
  };
}
