import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4319);
export const baseURL = `http://127.0.0.1:${port}`;
/** One database folder per port, so parallel runs never share (or delete) each other's data. */
const dataDir = `demo-pages/.data-e2e-${port}`;

/** Debian's Chromium with the network quiet: this machine reaches only the package registries. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testMatch: ['**/*.e2e.ts'],
  testIgnore: ['**/node_modules/**'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // A fresh database for every run, so tests start from the deterministic seed.
    command: `rm -rf ${dataDir} && pnpm exec tsx demo-pages/src/server.ts`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIMULATOR_SPEED: '60',
      // The test-only XSS page (demo-pages/src/routes/xssTesting.ts) for demo-pages/e2e/xss.e2e.ts.
      ANSTOSS_XSS_TESTING: '1',
    },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
