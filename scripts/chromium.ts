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
