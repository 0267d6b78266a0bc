// Starts the reference CMS (demo-pages) on a free loopback port with a throw-away database, the
// way a developer runs it, and stops it again (its whole process group: tsx starts a child node).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoServerEntry, repoRoot } from '../paths.ts';
import { freePort } from '../util/free-port.ts';
import { tail } from '../util/run-command.ts';

export interface CmsServer {
  origin: string;
  startupMs: number;
  stop(): Promise<void>;
}

async function waitForHttp(
  origin: string,
  child: ChildProcess,
  timeoutMs: number,
  log: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the CMS exited (${child.exitCode}):\n${tail(log())}`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the CMS did not answer within ${timeoutMs / 1000} s:\n${tail(log())}`);
}

export async function startCms({ timeoutMs = 90_000 } = {}): Promise<CmsServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anstoss-bench-data-'));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [demoServerEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The simulated games kick off at start-up; at 5x the first half lasts 9 minutes, so a game
      // still runs (its clock ticks) when the render counts and web vitals visit the match page.
      SIMULATOR_SPEED: process.env.SIMULATOR_SPEED ?? '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // If the bench exits early (Ctrl-C, a crash), do not leave the CMS running.
  const killOnExit = () => child.pid !== undefined && killGroup(child.pid);
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => child.pid !== undefined && killGroup(child.pid), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHttp(origin, child, timeoutMs, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, startupMs: performance.now() - started, stop };
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
