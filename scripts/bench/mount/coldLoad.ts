// One cold load of a mount-bench page: a fresh browser context, navigation, then the in-page
// observer's timestamp of "all hosts rendered" and the JavaScript the page downloaded.
import type { Browser } from 'playwright-core';
import { coldContext } from '../browser/chromium.ts';
import { recordNetwork } from '../browser/network-log.ts';
import { installCommitCounter, readCommits } from '../render-counts/commitCounter.ts';
import { gzipSize } from '../util/compress.ts';

export interface LoadFigures {
  /** ms from navigation start until the first host held rendered content. */
  firstAtMs: number;
  /** ms from navigation start until every host held rendered content. */
  mountedAtMs: number;
  jsBytes: number;
  jsGzipBytes: number;
  scripts: number;
  /** React commits during the load (only when asked: the counting hook costs a little time). */
  commits: number | null;
}

interface MountBenchWindow {
  __mountBench?: { expected: number; first: number | null; done: number | null };
}

export async function coldLoad(
  browser: Browser,
  url: string,
  { timeoutMs = 15_000, countCommits = false } = {},
): Promise<LoadFigures> {
  const context = await coldContext(browser);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (countCommits) await installCommitCounter(page);
    const log = recordNetwork(page);
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.waitForFunction(
        () => (window as MountBenchWindow).__mountBench?.done != null,
        null,
        { timeout: timeoutMs, polling: 50 },
      );
    } catch {
      const rendered = await page.evaluate(
        () => document.querySelectorAll('[data-bench-rendered]').length,
      );
      throw new Error(
        `hosts not all rendered after ${timeoutMs / 1000} s (${rendered} rendered)` +
          (errors.length ? `; page errors: ${errors.join(' | ')}` : ''),
      );
    }
    const marks = await page.evaluate(() => ({ ...(window as MountBenchWindow).__mountBench }));
    await log.settle();
    const scripts = log.downloads.filter(
      (d) => d.resourceType === 'script' || d.url.endsWith('.js'),
    );
    return {
      firstAtMs: marks.first ?? Number.NaN,
      mountedAtMs: marks.done ?? Number.NaN,
      jsBytes: scripts.reduce((sum, d) => sum + d.bytes, 0),
      jsGzipBytes: scripts.reduce((sum, d) => sum + gzipSize(d.body), 0),
      scripts: scripts.length,
      commits: countCommits ? await readCommits(page) : null,
    };
  } finally {
    await context.close();
  }
}
