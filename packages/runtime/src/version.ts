/**
 * The runtime's version, as published on window.Anstoss.version. The build replaces
 * `__ANSTOSS_VERSION__` (vite.config.ts `define`); a bundler without that define gets 'dev'.
 */
export const version: string =
  typeof __ANSTOSS_VERSION__ === 'string' ? __ANSTOSS_VERSION__ : 'dev';
