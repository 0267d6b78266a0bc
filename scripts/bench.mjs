// `pnpm bench`: a thin launcher for the TypeScript bench (scripts/bench/main.ts, see its README).
// tsx is registered as a loader of the child Node process; the exit code is passed on.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench/main.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
