import { cpSync, rmSync } from 'node:fs';
import { openCmsSession, type CmsSession } from '../scripts/bench/cms/session.ts';
import { launchChromium } from '../scripts/bench/browser/chromium.ts';
import { throttledLoad } from '../scripts/bench/vitals/throttledLoad.ts';

const variants = (process.env.VARIANTS ?? 'base,new').split(',');
const runs = Number(process.env.RUNS ?? 5);
let session: CmsSession | undefined;
await openCmsSession(true, (s) => (session = s));
const s = session!;
const browser = await launchChromium();
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results: Record<string, Record<string, number[]>> = {};
try {
  for (let r = 0; r < runs; r++) {
    for (const v of r % 2 ? [...variants].reverse() : variants) {
      rmSync('dist', { recursive: true, force: true });
      cpSync(`/tmp/dist-${v}`, 'dist', { recursive: true });
      for (const key of ['start', 'match']) {
        const f = await throttledLoad(browser, `${s.server.origin}${s.pagePath(key)}`);
        ((results[v] ??= {})[key] ??= []).push(f.tbt);
        process.stdout.write(`${v} ${key} ${f.tbt.toFixed(0)} (cls ${f.cls.toFixed(3)}, lcp ${f.lcp.toFixed(0)})\n`);
      }
    }
  }
  for (const v of variants) for (const key of ['start', 'match'])
    console.log(`${v} ${key}: median TBT ${med(results[v]![key]!).toFixed(0)} ms [${results[v]![key]!.map((x) => x.toFixed(0)).join(', ')}]`);
} finally {
  await browser.close();
  await s.server.stop();
  rmSync('dist', { recursive: true, force: true });
  cpSync('/tmp/dist-new', 'dist', { recursive: true });
}
