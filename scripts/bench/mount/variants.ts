// The libraries the mount bench compares. Each variant is one bundle built from bench/fixtures and
// the host markup that library expects (see the README of the bench).
import { anstossHosts, habitatHosts, type HostMarkup } from './hostPage.ts';

export interface MountVariant {
  id: string;
  label: string;
  /** Entry file in bench/fixtures. */
  entryFile: string;
  markup: HostMarkup;
  /** The variant every other one is compared with. */
  baseline?: boolean;
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
  },
  {
    id: 'react-habitat',
    label: 'react-habitat 1.0.1 + createRoot factory',
    entryFile: 'habitatEntry.ts',
    markup: habitatHosts,
    baseline: true,
  },
];

export const HOST_COUNTS = [10, 50, 200] as const;
/** Cold loads per variant and host count; the median of these is reported. */
export const LOADS = 7;
