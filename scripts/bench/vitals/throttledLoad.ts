// One cold load of a page with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate), read
// out through the Performance API once the page has gone quiet.
import type { Browser } from 'playwright-core';
import { coldContext } from '../browser/chromium.ts';
import { recordNetwork, waitForNetworkQuiet } from '../browser/network-log.ts';
import { cumulativeLayoutShift, totalBlockingTime } from './metrics.ts';
import { VITALS_OBSERVER_SCRIPT, type RawVitals } from './observerScript.ts';

export const CPU_SLOWDOWN = 4;

export interface VitalsFigures {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  longTasks: number;
  /** The elements that moved in the largest single shift. */
  largestShiftSources: string[];
}

export async function throttledLoad(browser: Browser, url: string): Promise<VitalsFigures> {
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
    const log = recordNetwork(page);
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await waitForNetworkQuiet(page, log, { quietMs: 800, timeoutMs: 10_000 });
    await page.waitForTimeout(500); // late long tasks and shifts after the last response
    const raw = await page.evaluate(
      () => (window as unknown as { __benchVitals: RawVitals }).__benchVitals,
    );
    const fcp = raw.fcp ?? Number.NaN;
    const largest = [...raw.shifts].sort((a, b) => b.value - a.value)[0];
    return {
      fcp,
      lcp: raw.lcp ?? Number.NaN,
      tbt: totalBlockingTime(raw.tasks, Number.isFinite(fcp) ? fcp : 0),
      cls: cumulativeLayoutShift(raw.shifts),
      longTasks: raw.tasks.length,
      largestShiftSources: largest?.sources ?? [],
    };
  } finally {
    await context.close();
  }
}
