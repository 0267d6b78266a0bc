import { openCmsSession, type CmsSession } from '../scripts/bench/cms/session.ts';
import { launchChromium, coldContext } from '../scripts/bench/browser/chromium.ts';
import { recordNetwork, waitForNetworkQuiet } from '../scripts/bench/browser/network-log.ts';
import { VITALS_OBSERVER_SCRIPT, type RawVitals } from '../scripts/bench/vitals/observerScript.ts';
import { totalBlockingTime } from '../scripts/bench/vitals/metrics.ts';

let session: CmsSession | undefined;
await openCmsSession(true, (s) => (session = s));
const s = session!;
const browser = await launchChromium();
const runs = Number(process.env.RUNS ?? 2);
try {
  for (const key of (process.env.PAGES ?? 'start,match').split(',')) {
    const p = s.pagePath(key);
    const totals = new Map<string, number>();
    const tbts: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await coldContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const log = recordNetwork(page);
      await page.goto(`${s.server.origin}${p}`, { waitUntil: 'load', timeout: 30000 });
      await waitForNetworkQuiet(page, log, { quietMs: 800, timeoutMs: 10000 });
      await page.waitForTimeout(500);
      const raw = await page.evaluate(() => (window as any).__benchVitals as RawVitals);
      const { profile } = await cdp.send('Profiler.stop');
      const tbt = totalBlockingTime(raw.tasks, raw.fcp ?? 0);
      tbts.push(tbt);
      const t0 = profile.startTime; // µs, monotonic
      const navStart = await page.evaluate(() => performance.timeOrigin);
      console.log(`${key} run ${i}: TBT ${tbt.toFixed(0)} fcp ${raw.fcp?.toFixed(0)} tasks`, raw.tasks.map((t: any) => `${t.startTime.toFixed(0)}+${t.duration.toFixed(0)}`).join(' '));
      // attribute samples (only inside long tasks) to the top non-native frame
      const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
      let t = t0;
      profile.samples.forEach((id: number, k: number) => {
        t += profile.timeDeltas[k] ?? 0;
        const n: any = byId.get(id);
        const f = n.callFrame;
        if (f.functionName === '(idle)' || f.functionName === '(program)') return;
        // find a frame with a url from our bundle along the stack, record chain of 3
        const chain: string[] = [];
        let cur: any = n;
        while (cur && chain.length < 4) { const cf = cur.callFrame; if (cf.url) chain.push(`${cf.functionName || '(anon)'}@${cf.url.split('/').pop()}:${cf.lineNumber}`); cur = byId.get(parent.get(cur.id)!); }
        const key2 = `${f.functionName || '(anon)'} ← ${chain.slice(0, 3).join(' ← ')}`;
        totals.set(key2, (totals.get(key2) ?? 0) + (profile.timeDeltas[k] ?? 0) / 1000 / runs);
        let c2: any = n; let file = '(native)';
        while (c2) { if (c2.callFrame.url) { file = c2.callFrame.url.split('/').pop(); break; } c2 = byId.get(parent.get(c2.id)!); }
        totals.set('FILE ' + file, (totals.get('FILE ' + file) ?? 0) + (profile.timeDeltas[k] ?? 0) / 1000 / runs);
      });
      await context.close();
    }
    console.log(`== ${key} TBT`, tbts.map((x) => x.toFixed(0)).join(', '));
    console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms ${k}`).join('\n'));
  }
} finally {
  await browser.close();
  await s.server.stop();
}
