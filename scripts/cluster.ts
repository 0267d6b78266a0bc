// Two reference CMS instances on one PostgreSQL behind the nginx cache: one site at one address.
// Run it through scripts/start-cluster.sh (which provides nginx and a PostgreSQL server).
//   tsx scripts/cluster.ts                 serve until Ctrl+C
//   tsx scripts/cluster.ts -- <command…>   run the command against the site (BASE_URL), then stop
// Environment: DATABASE_URL (required), PORT (the public address, default 8080; the instances
// listen on PORT+10 and PORT+20, their player and ad origins one and two above), DATA_DIR (the
// uploaded files both instances share; default a temporary folder), SKIP_BUILD=1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginxCache } from './nginx.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: start the cluster with `bash scripts/start-cluster.sh`.');
  process.exit(2);
}
const port = Number.parseInt(process.env.PORT ?? '8080', 10);
const ports = [port + 10, port + 20] as const;
const publicUrl = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'anstoss-cluster-'));
const dataDir = process.env.DATA_DIR || join(work, 'data');
mkdirSync(dataDir, { recursive: true });

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // The timer below is unref'd: when the loop empties first, Node exits with this code, not 0.
  process.exitCode = code;
  for (const cleanup of cleanups) void cleanup();
  for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => {
    rmSync(work, { recursive: true, force: true });
    process.exit(code);
  }, 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

async function waitFor(url: string, what: string) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`${what} did not answer at ${url} within 3 minutes.`);
  stop(1);
}

function watch(name: string, child: ChildProcess) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (${code}): stopping the cluster.`);
      stop(1);
    }
  });
}

function start(name: string, cmd: string, args: string[], env: Record<string, string>) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  watch(name, child);
  children.push(child);
  return child;
}

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One after the other: the first creates and seeds the database, the second finds it ready.
for (const [i, p] of ports.entries()) {
  start(`instance ${i + 1}`, 'pnpm', ['exec', 'tsx', 'demo-pages/src/server.ts'], {
    PORT: String(p),
    PLAYER_PORT: String(p + 1),
    ADS_PORT: String(p + 2),
    DATA_DIR: dataDir,
    MEDIA_DIR: `${dataDir}-medien`,
    TRUST_PROXY: '1',
    PUBLIC_URL: publicUrl,
  });
  await waitFor(`http://127.0.0.1:${p}/`, `instance ${i + 1}`);
}

const nginx = await startNginxCache(root, port, ports);
cleanups.push(nginx.stop);
watch('nginx', nginx.process);
console.log(
  `\nAnstoss: ${publicUrl}/ (nginx cache in front of ${ports.map((p) => `:${p}`).join(' and ')}, PostgreSQL)\n`,
);

if (command.length > 0) {
  const run = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: publicUrl, CLUSTER_INSTANCES: ports.join(',') },
  });
  run.on('exit', (code) => stop(code ?? 1));
}
