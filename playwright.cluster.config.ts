import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * The browser smoke set against the site as several processes (demo-pages/cluster): run by
 * `bash scripts/start-cluster.sh -- pnpm exec playwright test -c playwright.cluster.config.ts`,
 * which starts two instances on PostgreSQL behind nginx and sets BASE_URL.
 */
export default defineConfig({
  testDir: 'demo-pages/cluster',
  testMatch: ['**/*.smoke.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8080',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], ...CHROMIUM_ENV },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
