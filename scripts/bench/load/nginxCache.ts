// The HTTP cache of demo-pages/deploy in front of the bench's CMS, for the "readers through the
// cache" rows of step 6 (issue 29), started as the cluster starts it (scripts/nginx.ts). Null when
// nginx or its njs module is not installed.
import { nginxMissing, startNginxCache as startNginx, type NginxCache } from '../../nginx.ts';
import { freePort } from '../util/free-port.ts';

/** nginx with the shipped configuration, both upstream entries on `originPort`. */
export async function startNginxCache(
  root: string,
  originPort: number,
): Promise<NginxCache | null> {
  if (nginxMissing()) return null;
  return startNginx(root, await freePort(), [originPort, originPort], { quiet: true });
}
