import { openCmsSession, type CmsSession } from '../scripts/bench/cms/session.ts';
import { launchChromium, coldContext } from '../scripts/bench/browser/chromium.ts';
import { recordNetwork, waitForNetworkQuiet } from '../scripts/bench/browser/network-log.ts';

let session: CmsSession | undefined;
await openCmsSession(true, (s) => (session = s));
const s = session!;
const browser = await launchChromium();
try {
  for (const key of (process.env.PAGES ?? 'start,match').split(',')) {
    for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
    const context = await coldContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler', transferMode: 'ReportEvents' });
    const log = recordNetwork(page);
    await page.goto(`${s.server.origin}${s.pagePath(key)}`, { waitUntil: 'load' });
    await waitForNetworkQuiet(page, log, { quietMs: 800, timeoutMs: 10000 });
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await done;
    const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
    // main thread = thread of the first ParseHTML
    const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(s.pagePath(key)!));
    const tid = parse?.tid, pid = parse?.pid;
    const nav = parse.ts;
    const mine = events.filter((e) => e.tid === tid && e.pid === pid && e.ph === 'X');
    const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 50000);
    // CPU samples on the trace clock
    const profEv = events.find((e) => e.name === 'Profile' && e.pid === pid);
    const nodes = new Map<number, any>();
    const samples: { ts: number; id: number }[] = [];
    if (profEv) {
      let ts = profEv.args.data.startTime;
      for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profEv.id)) {
        const cp = c.args.data.cpuProfile ?? {};
        for (const n of cp.nodes ?? []) nodes.set(n.id, n);
        const deltas = c.args.data.timeDeltas ?? [];
        (cp.samples ?? []).forEach((id: number, k: number) => { ts += deltas[k] ?? 0; samples.push({ ts, id }); });
      }
    }
    const frameOf = (id: number) => { const n = nodes.get(id); const f = n?.callFrame ?? {}; return `${f.functionName || '(anon)'}@${String(f.url ?? '').split('/').pop()}:${f.lineNumber}`; };
    const stackOf = (id: number) => { const out: any[] = []; let n = nodes.get(id); while (n) { out.push(n); n = n.parent !== undefined ? nodes.get(n.parent) : undefined; } return out; };

    let tbt = 0;
    console.log(`== ${key} run ${run}`);
    for (const t of tasks) {
      tbt += (t.dur - 50000) / 1000;
      const inner = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 8000 && e.name !== 'RunTask');
      const desc = inner.sort((a, b) => a.ts - b.ts).map((e) => {
        const d = e.args?.data ?? {};
        const what = d.url ? `${d.functionName ?? ''}@${String(d.url).split('/').pop()}:${d.lineNumber ?? ''}` : d.type ?? d.functionName ?? e.args?.fileName ?? '';
        return `    ${(e.dur / 1000).toFixed(0).padStart(4)} ms ${e.name} ${what}`;
      });
      console.log(`  task @${((t.ts - nav) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)} ms`);
      console.log(desc.slice(0, 8).join('\n'));
      const inTask = samples.filter((x) => x.ts >= t.ts && x.ts <= t.ts + t.dur);
      const self = new Map<string, number>(); const byWidget = new Map<string, number>();
      for (let k = 0; k < inTask.length; k++) {
        const dt = k + 1 < inTask.length ? inTask[k + 1]!.ts - inTask[k]!.ts : 0;
        const key2 = frameOf(inTask[k]!.id); self.set(key2, (self.get(key2) ?? 0) + dt);
        const st = stackOf(inTask[k]!.id);
        const w = st.map((n) => String(n.callFrame.url ?? '').split('/').pop()).find((u) => /^(widget-|Carousel|Layer|Tabs|mountReact|runtime|validate|schemas|client|setup|cookies|props)/.test(u)) ?? '(other)';
        byWidget.set(w, (byWidget.get(w) ?? 0) + dt);
      }
      console.log('     by file: ' + [...byWidget].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', '));
      console.log('     self: ' + [...self].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', '));
    }
    console.log(`  TBT-ish (from nav) ${tbt.toFixed(0)}`);
    await context.close();
    }
  }
} finally {
  await browser.close();
  await s.server.stop();
}
