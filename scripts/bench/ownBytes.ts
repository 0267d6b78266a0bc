// "Ours" and "the owner's stack" (issue 31): the owner named React, react-dom, i18next,
// react-i18next, zustand, zod/mini and ky as the portal's stack; the build puts exactly these in
// the vendor chunk (vite.config.ts VENDOR). Every other JavaScript file a page loads is this
// project's own: runtime.js, config, showHost, the core chunk, widget and shared chunks, DOMPurify
// (we choose when to load it). Shared by `pnpm bench` (step 2) and the page-weight browser test.

export interface ScriptWeight {
  /** Path under dist/ ("chunks/vendor-….js") or the URL's last segments. */
  file: string;
  /** gzip level 9, as size-limit counts it. */
  gzip: number;
}

export interface OwnSplit {
  /** JavaScript of this project, gzip bytes. */
  ours: number;
  /** The owner's stack (the vendor chunk), gzip bytes. */
  stack: number;
  /** Our files, largest first. */
  ourFiles: ScriptWeight[];
}

/** The moment a page's JavaScript is counted. */
export type Moment = 'desktop' | 'phone' | 'scrolled';

export const MOMENTS: readonly {
  moment: Moment;
  viewport: { width: number; height: number };
  scroll: boolean;
  label: string;
}[] = [
  {
    moment: 'desktop',
    viewport: { width: 1280, height: 800 },
    scroll: false,
    label: 'before scroll 1280×800',
  },
  {
    moment: 'phone',
    viewport: { width: 390, height: 844 },
    scroll: false,
    label: 'before scroll 390×844',
  },
  {
    moment: 'scrolled',
    viewport: { width: 1280, height: 800 },
    scroll: true,
    label: 'scrolled to the end',
  },
];

/** Whether a file of dist/ is the owner's stack. */
export const isStack = (file: string): boolean => /(?:^|\/)vendor-[\w-]+\.js$/.test(file);

export function splitOwn(scripts: readonly ScriptWeight[]): OwnSplit {
  const ourFiles = scripts.filter((s) => !isStack(s.file)).sort((a, b) => b.gzip - a.gzip);
  return {
    ours: ourFiles.reduce((sum, s) => sum + s.gzip, 0),
    stack: scripts.filter((s) => isStack(s.file)).reduce((sum, s) => sum + s.gzip, 0),
    ourFiles,
  };
}

/** Budgets of our own bytes, kB gzip (scripts/budgets.json `ours`). */
export interface OwnBudgets {
  /** Goals of issue 31 (reported, not asserted). */
  goals: { beforeScroll: number; scrolled: number };
  /** Asserted per page type (`default` for every page not named). */
  beforeScroll: Record<string, number>;
  scrolled: Record<string, number>;
}

export function ownBudget(budgets: OwnBudgets, moment: Moment, pageKey: string): number {
  const table = moment === 'scrolled' ? budgets.scrolled : budgets.beforeScroll;
  return table[pageKey] ?? table.default ?? Number.POSITIVE_INFINITY;
}

export function ownGoal(budgets: OwnBudgets, moment: Moment): number {
  return moment === 'scrolled' ? budgets.goals.scrolled : budgets.goals.beforeScroll;
}
