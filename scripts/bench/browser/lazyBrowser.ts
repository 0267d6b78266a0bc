// One Chromium for the whole run, launched only when a step first needs it.
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';

export interface LazyBrowser {
  get(): Promise<Browser>;
  /** The Chromium version, or null if no step needed a browser. */
  version(): string | null;
  close(): Promise<void>;
}

export function lazyBrowser(): LazyBrowser {
  let launched: Promise<Browser> | undefined;
  let browser: Browser | undefined;
  return {
    get: () =>
      (launched ??= launchChromium().then((b) => {
        browser = b;
        return b;
      })),
    version: () => browser?.version() ?? null,
    close: async () => {
      await browser?.close();
    },
  };
}
