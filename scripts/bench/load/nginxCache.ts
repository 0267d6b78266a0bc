// The HTTP cache of demo-pages/deploy (Debian's nginx) in front of the bench's CMS, for the
// "readers through the cache" rows of step 6 (issue 29). Null when nginx is not installed.
import { spawn } from 'node:child_process';
import { existsSync, chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface NginxCache {
  origin: string;
  stop: () => Promise<void>;
}

/** nginx with the shipped configuration, both upstream entries on `originPort`. */
export async function startNginxCache(
  root: string,
  originPort: number,
): Promise<NginxCache | null> {
  if (!NGINX) return null;
  const dir = mkdtempSync(join(tmpdir(), 'anstoss-bench-nginx-'));
  // Workers run unprivileged when nginx is started by root: they write the cache here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const conf = readFileSync(join(root, 'demo-pages/deploy/nginx.conf.template'), 'utf8')
    .replaceAll('@@DIR@@', dir)
    .replaceAll('@@PORT@@', String(port))
    .replaceAll('@@PORT_A@@', String(originPort))
    .replaceAll('@@PORT_B@@', String(originPort));
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${origin}/assets/favicon.svg`, { method: 'HEAD' });
      return { origin, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error('nginx did not start');
}
