/** The package version, replaced at build time (vite.config.ts `define`). */
declare const __ANSTOSS_VERSION__: string;
