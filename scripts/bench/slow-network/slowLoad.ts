// One cold load under Chromium's network emulation (CDP Network.emulateNetworkConditions: 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, the "Slow 4G" of Lighthouse) and 4x CPU throttling:
// LCP, when the first widget above the fold was mounted, and the depth of every request.
import type { Browser } from 'playwright-core';
import { asReturningReader, coldContext } from '../browser/chromium.ts';
import { recordNetwork, waitForNetworkQuiet } from '../browser/network-log.ts';
import { CPU_SLOWDOWN } from '../vitals/throttledLoad.ts';
import { VITALS_OBSERVER_SCRIPT, type RawVitals } from '../vitals/observerScript.ts';
import { waterfallDepths, type SentRequest } from './waterfall.ts';

export const NETWORK = {
  latencyMs: 150,
  downloadKbit: 1600,
  uploadKbit: 750,
};

/** In the page: the first host inside the first viewport whose widget state became "mounted". */
const FIRST_WIDGET_SCRIPT = `(() => {
  const mark = (window.__benchFirstWidget = { at: null, widget: null });
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const el = record.target;
      if (el.getAttribute('data-widget-state') !== 'mounted') continue;
      const box = el.getBoundingClientRect();
      if (box.height === 0 || box.top >= innerHeight || box.bottom <= 0) continue;
      mark.at = performance.now();
      mark.widget = el.getAttribute('data-widget');
      observer.disconnect();
      return;
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
})();`;

export interface SlowLoadFigures {
  lcp: number;
  /** ms from navigation start until the first host above the fold was mounted (NaN: none). */
  firstWidget: number;
  firstWidgetName: string | null;
  /** Widget chunks (chunks/widget-*.js) requested during the load, with their depth. */
  widgetChunks: { file: string; depth: number }[];
  /** The deepest request of the load, any type. */
  maxDepth: number;
  requests: number;
}

export async function slowLoad(
  browser: Browser,
  origin: string,
  path: string,
): Promise<SlowLoadFigures> {
  const context = await coldContext(browser);
  try {
    await asReturningReader(context, origin);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downloadKbit * 1000) / 8,
      uploadThroughput: (NETWORK.uploadKbit * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const sent: SentRequest[] = [];
    cdp.on('Network.requestWillBeSent', (event) =>
      sent.push({ url: event.request.url, initiator: event.initiator }),
    );
    await page.addInitScript({ content: VITALS_OBSERVER_SCRIPT });
    await page.addInitScript({ content: FIRST_WIDGET_SCRIPT });
    const log = recordNetwork(page);
    const url = `${origin}${path}`;
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await waitForNetworkQuiet(page, log, { quietMs: 1500, timeoutMs: 30_000 });
    await page.waitForTimeout(500);
    const read = await page.evaluate(() => {
      const w = window as unknown as {
        __benchVitals: RawVitals;
        __benchFirstWidget: { at: number | null; widget: string | null };
      };
      return { lcp: w.__benchVitals.lcp, first: w.__benchFirstWidget };
    });
    const depths = waterfallDepths(sent, url);
    const widgetChunks = [...depths]
      .filter(([requested]) => /\/chunks\/widget-[^/]+\.js$/.test(requested))
      .map(([requested, depth]) => ({ file: requested.split('/').pop() as string, depth }));
    return {
      lcp: read.lcp ?? Number.NaN,
      firstWidget: read.first.at ?? Number.NaN,
      firstWidgetName: read.first.widget,
      widgetChunks,
      maxDepth: Math.max(...depths.values()),
      requests: sent.length,
    };
  } finally {
    await context.close();
  }
}
