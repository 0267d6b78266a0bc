// Debian's Chromium, as every browser tool of the project launches it (the browser tests, the
// bench, the clip recorder): never a downloaded browser, and with the network quiet, as this
// machine reaches only the package registries (TOOLCHAIN.md).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A run with the clock moved (`faketime`, issue 30) moves the runner's and the reference CMS's
 * clocks; Chromium keeps the real one: with libfaketime preloaded it took a minute for a blank
 * page here, so every test timed out. The pages' clocks are the tests' own (page.clock, set to
 * the server's ANSTOSS_NOW); cookie lifetimes are measured against the browser's clock
 * (browserClock in e2e-support.ts). Spread into Playwright's launchOptions.
 */
export const CHROMIUM_ENV: { env?: Record<string, string> } = process.env.FAKETIME
  ? {
      env: Object.fromEntries(
        Object.entries(process.env).filter(
          (entry): entry is [string, string] =>
            entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME'),
        ),
      ),
    }
  : {};
