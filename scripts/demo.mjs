// `pnpm demo`: build the widgets, then start the reference CMS serving them.
// Honours PORT and HOST (default 127.0.0.1), like the server itself.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('pnpm', ['exec', 'tsx', 'demo-pages/src/server.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
