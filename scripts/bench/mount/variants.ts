// The libraries the mount bench compares. Each variant is one bundle built from bench/fixtures and
// the host markup that library expects (see the README of the bench).
import { anstossHosts, habitatHosts, habitatStackHosts, type HostMarkup } from './hostPage.ts';

export interface MountVariant {
  id: string;
  label: string;
  /** Entry file in bench/fixtures. */
  entryFile: string;
  markup: HostMarkup;
  /** A peer every non-baseline variant is compared with (its ratio names `short`). */
  baseline?: boolean;
  /** Name of the peer in a ratio ("1.05× habitat"). */
  short: string;
  /** Built as `pnpm build` builds it (chunk groups and runtime plugins of vite.config.ts). */
  production?: boolean;
}

export const MOUNT_VARIANTS: MountVariant[] = [
  {
    id: 'anstoss',
    label: 'Anstoss runtime',
    entryFile: 'runtimeEntry.ts',
    markup: anstossHosts,
    production: true,
    short: 'ours',
  },
  {
    id: 'react-habitat',
    label: 'react-habitat 1.0.1 + createRoot factory',
    entryFile: 'habitatEntry.ts',
    markup: habitatHosts,
    baseline: true,
    short: 'habitat',
  },
  // Issue 31, the fair race: the same peer, its badge carrying what the runtime carries for every
  // widget (react-i18next with the same language file, a zod/mini props schema), so the ratio is
  // the runtimes' own work.
  {
    id: 'react-habitat-stack',
    label: 'react-habitat 1.0.1 + same stack (react-i18next, lang-de.json, zod/mini)',
    entryFile: 'habitatStackEntry.ts',
    markup: habitatStackHosts,
    baseline: true,
    short: 'habitat+stack',
  },
];

export const HOST_COUNTS = [10, 50, 200] as const;
/** Cold loads per variant and host count; the median of these is reported. */
export const LOADS = 7;
