import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4319);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The video player pages' second origin (demo-pages/src/player/app.ts): its own port per E2E_PORT,
 * 1000 above it, so parallel runs on neighbouring ports never collide (E2E_PLAYER_PORT overrides).
 */
const playerPort = Number(process.env.E2E_PLAYER_PORT ?? port + 1000);
/** The ad server's second origin (demo-pages/src/ads/app.ts): 2000 above E2E_PORT (E2E_ADS_PORT overrides). */
const adsPort = Number(process.env.E2E_ADS_PORT ?? port + 2000);
/** One database folder per port, so parallel runs never share (or delete) each other's data. */
const dataDir = `demo-pages/.data-e2e-${port}`;
/**
 * The reference CMS's clock starts here (and runs on), so the seed and every page are the same on
 * any machine date; the browser tests set each page's clock to the server's (see e2e-support).
 * `ANSTOSS_NOW=<ISO instant>` picks another start; `ANSTOSS_NOW=` (empty) runs on real time.
 */
export const e2eNow = process.env.ANSTOSS_NOW ?? '2026-03-14T11:00:00Z';

export default defineConfig({
  testMatch: ['**/*.e2e.ts'],
  testIgnore: ['**/node_modules/**'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker per core, at most 4 (the reference CMS and Chromium share the same cores);
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, Math.max(1, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      ...CHROMIUM_ENV,
    },
  },
  // A test runs on the desktop, and on the phone too when its title says @phone; @phone-only
  // runs on the phone alone (left out here rather than skipped in the test, which still opened
  // its browser context, clock and page first: 0.3-1.9 s each).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // A fresh database for every run, so tests start from the deterministic seed.
    command: `rm -rf ${dataDir} && pnpm exec tsx demo-pages/src/server.ts`,
    env: {
      PORT: String(port),
      PLAYER_PORT: String(playerPort),
      ADS_PORT: String(adsPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIMULATOR_SPEED: '60',
      ANSTOSS_NOW: e2eNow,
      // The test-only XSS page (demo-pages/src/routes/xssTesting.ts) for demo-pages/e2e/xss.e2e.ts.
      ANSTOSS_XSS_TESTING: '1',
      // The simulator's step endpoint (demo-pages/src/routes/matches.ts) for the match-centre test.
      ANSTOSS_SIMULATOR_TESTING: '1',
    },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    // Creating the full demo data set took 110-135 s on a 2-core machine while other heavy jobs
    // ran (measured 2026-11-27): the former 120 s failed the whole run before any test.
    timeout: 300_000,
    stdout: 'pipe',
  },
});
