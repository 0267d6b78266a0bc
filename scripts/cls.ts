import { chromium } from 'playwright-core';
import { VITALS_OBSERVER_SCRIPT } from './bench/vitals/observerScript.ts';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 390]) {
  for (const path of process.argv.slice(2)) {
    const ctx = await b.newContext({ viewport: { width, height: 900 } });
    const p = await ctx.newPage();
    await p.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
    await p.goto('http://127.0.0.1:4390' + path);
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(1500);
    const v = await p.evaluate(() => (window as any).__benchVitals);
    const total = v.shifts.reduce((s: number, x: any) => s + x.value, 0);
    console.log(width, path, total.toFixed(3), v.shifts.map((s: any) => `${s.value.toFixed(3)}@${Math.round(s.startTime)} ${s.sources.join('|')}`).join('; '));
    await ctx.close();
  }
}
await b.close();
