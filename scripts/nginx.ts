// Debian's nginx with the shipped cache configuration (demo-pages/deploy/nginx.conf.template)
// in a throwaway folder: one way to start it for the cluster (scripts/cluster.ts) and the bench's
// readers-through-the-cache rows (scripts/bench/load/nginxCache.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
/** Debian's njs module (package libnginx-mod-http-js): the ticker's `Age` filter needs it. */
export const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

export interface NginxCache {
  /** http://127.0.0.1:{port} */
  origin: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Why the cache cannot start here, or null when nginx and its njs module are installed. */
export function nginxMissing(): string | null {
  if (!NGINX) return "Debian's nginx is not installed (nginx-light)";
  if (!existsSync(NJS_MODULE)) return "nginx's njs module is not installed (libnginx-mod-http-js)";
  return null;
}

/** nginx on `port` in front of the two upstream ports (the same port twice for one instance). */
export async function startNginxCache(
  root: string,
  port: number,
  upstreams: readonly [number, number],
  options: { quiet?: boolean } = {},
): Promise<NginxCache> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'anstoss-nginx-'));
  // nginx's workers run unprivileged when started by root: they write the cache here.
  chmodSync(dir, 0o777);
  const conf = readFileSync(join(root, 'demo-pages/deploy/nginx.conf.template'), 'utf8')
    .replaceAll('@@NJS_MODULE@@', NJS_MODULE)
    .replaceAll('@@DEPLOY@@', join(root, 'demo-pages/deploy'))
    .replaceAll('@@DIR@@', dir)
    .replaceAll('@@PORT@@', String(port))
    .replaceAll('@@PORT_A@@', String(upstreams[0]))
    .replaceAll('@@PORT_B@@', String(upstreams[1]));
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX!, ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: options.quiet ? 'ignore' : 'inherit',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    try {
      await fetch(`${origin}/assets/favicon.svg`, { method: 'HEAD' });
      return { origin, process: child, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not start on ${origin} (configuration in ${dir}/nginx.conf)`);
}
