import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { copyFileSync } from 'node:fs';
import { fixturesDir, languageDir } from '../scripts/bench/paths.ts';
import { resolveFromWorkspace } from '../scripts/bench/mount/resolveFromWorkspace.ts';
import { hostPage, anstossHosts } from '../scripts/bench/mount/hostPage.ts';
import { startStaticServer } from '../scripts/bench/util/static-server.ts';
import { launchChromium, coldContext } from '../scripts/bench/browser/chromium.ts';

const dir = '/tmp/benchprof';
const minify = process.env.MINIFY === '1';
await build({
  configFile: false, root: fixturesDir, mode: 'production', logLevel: 'error', base: './',
  plugins: [resolveFromWorkspace(), react()],
  define: { __ANSTOSS_VERSION__: JSON.stringify('0.0.0-bench') },
  build: { outDir: dir, emptyOutDir: true, target: 'es2022', modulePreload: false, minify,
    rolldownOptions: { input: { main: path.join(fixturesDir, 'runtimeEntry.ts') },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store|i18next|react-i18next)[\\/]/ }] } } } },
});
for (const lang of ['de', 'en']) copyFileSync(path.join(languageDir, `lang-${lang}.json`), path.join(dir, `lang-${lang}.json`));
const count = Number(process.env.HOSTS ?? 200);
const pages = new Map([['/p.html', hostPage({ count, markup: anstossHosts, entry: 'main.js', stylesheets: [] })]]);
const server = await startStaticServer(dir, pages);
const browser = await launchChromium();
const totals = new Map<string, number>();
const runs = Number(process.env.RUNS ?? 3);
for (let i = 0; i < runs; i++) {
  const context = await coldContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.origin}/p.html`);
  await page.waitForFunction(() => (window as any).__mountBench?.done != null);
  const marks = await page.evaluate(() => (window as any).__mountBench);
  const { profile } = await cdp.send('Profiler.stop');
  console.log('first', marks.first.toFixed(0), 'done', marks.done.toFixed(0));
  const res = await page.evaluate(() => [
    ...performance.getEntriesByType('navigation').map((e: any) => `nav respEnd ${e.responseEnd.toFixed(0)} dcl ${e.domContentLoadedEventStart.toFixed(0)}`),
    ...performance.getEntriesByType('resource').map((e: any) => `${e.name.split('/').pop()} ${e.startTime.toFixed(0)}→${e.responseEnd.toFixed(0)}`)]);
  if (i === runs - 1) console.log(res.join('\n'));
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas; const self = new Map<number, number>();
  profile.samples.forEach((id: number, k: number) => self.set(id, (self.get(id) ?? 0) + (dt[k] ?? 0)));
  for (const [id, us] of self) { const n: any = byId.get(id); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + us / 1000 / runs); }
  await context.close();
}
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${v.toFixed(1).padStart(7)} ms ${k}`).join('\n'));
await browser.close(); await server.close();
