// Records what a page downloads: every finished response with its URL, type and sizes.
import type { Page, Response } from 'playwright-core';

export interface Download {
  url: string;
  resourceType: string;
  status: number;
  /** Body size after decoding (what the browser parses). */
  bytes: number;
  /** Body size on the wire (compressed if the server compressed it). */
  transferBytes: number;
  body: Buffer;
}

export interface NetworkLog {
  downloads: Download[];
  /** Requests started but not yet finished or failed. */
  inFlight(): number;
  /** Waits for every pending body to be read (call before reading `downloads`). */
  settle(): Promise<void>;
}

export function recordNetwork(page: Page): NetworkLog {
  const downloads: Download[] = [];
  const pending = new Set<Promise<void>>();
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfailed', () => (open -= 1));
  page.on('requestfinished', (request) => {
    open -= 1;
    const task = (async () => {
      // Null too when the page closed first (a run ended while a request was open).
      const response: Response | null = await request.response().catch(() => null);
      if (!response) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
      downloads.push({
        url: request.url(),
        resourceType: request.resourceType(),
        status: response.status(),
        bytes: body.length,
        transferBytes: sizes.responseBodySize,
        body,
      });
    })();
    pending.add(task);
    void task.finally(() => pending.delete(task));
  });
  return {
    downloads,
    inFlight: () => open,
    settle: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * Resolves once no request has been in flight for `quietMs`, or after `timeoutMs` (a page that
 * polls never goes fully quiet; the bench then counts what it has).
 */
export async function waitForNetworkQuiet(
  page: Page,
  log: NetworkLog,
  { quietMs = 600, timeoutMs = 10_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = log.inFlight() === 0 ? Date.now() : Number.POSITIVE_INFINITY;
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (log.inFlight() > 0) quietSince = Number.POSITIVE_INFINITY;
    else if (quietSince === Number.POSITIVE_INFINITY) quietSince = Date.now();
    if (Date.now() - quietSince >= quietMs) return true;
  }
  return false;
}
