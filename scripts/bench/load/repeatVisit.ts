// A second visit of a page in the same browser (issue 11, "Repeat visits"): what crosses the
// network once the first visit filled the HTTP cache. Content-hashed chunks should come from the
// cache without a request; runtime.js, the manifest and the language files revalidate (304).
import type { Browser } from 'playwright-core';
import { coldContext } from '../browser/chromium.ts';

export interface RepeatVisit {
  /** Bytes on the wire of the second visit (headers and bodies, every request). */
  wireBytes: number;
  /** Bytes on the wire of JavaScript answered with a body (not from the cache, not 304). */
  jsBodyBytes: number;
  requests: number;
  fromCache: number;
  notModified: number;
}

interface Entry {
  url: string;
  type: string;
  status: number;
  fromCache: boolean;
  wireBytes: number;
  bodyBytes: number;
}

export async function repeatVisit(browser: Browser, url: string): Promise<RepeatVisit> {
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);

    const entries = new Map<string, Entry>();
    // Fired before responseReceived for answers from the memory cache.
    const servedFromCache = new Set<string>();
    // The status that crossed the network: a revalidated answer is reported as the cached 200.
    const wireStatus = new Map<string, number>();
    cdp.on('Network.responseReceivedExtraInfo', (event) =>
      wireStatus.set(event.requestId, event.statusCode),
    );
    cdp.on('Network.requestServedFromCache', (event) => servedFromCache.add(event.requestId));
    cdp.on('Network.responseReceived', (event) => {
      entries.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        status: event.response.status,
        fromCache:
          event.response.fromDiskCache === true || event.response.fromPrefetchCache === true,
        wireBytes: 0,
        bodyBytes: 0,
      });
    });
    cdp.on('Network.dataReceived', (event) => {
      const entry = entries.get(event.requestId);
      if (entry) entry.bodyBytes += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = entries.get(event.requestId);
      if (entry) entry.wireBytes = event.encodedDataLength;
    });
    // A new navigation, not a reload of the same URL (a reload revalidates everything).
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);

    for (const [id, entry] of entries) entry.status = wireStatus.get(id) ?? entry.status;
    const all = [...entries.values()];
    const network = all.filter((e) => !e.fromCache);
    return {
      wireBytes: network.reduce((sum, e) => sum + e.wireBytes, 0),
      jsBodyBytes: network
        .filter((e) => e.type === 'Script' && e.status === 200)
        .reduce((sum, e) => sum + e.wireBytes, 0),
      requests: all.length,
      fromCache: all.length - network.length,
      notModified: network.filter((e) => e.status === 304).length,
    };
  } finally {
    await context.close();
  }
}
