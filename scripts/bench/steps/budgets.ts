// The size budgets (scripts/budgets.json, KB gzip as size-limit counts them) and which budget a
// file of dist/ falls under. The classification mirrors .size-limit.js.
import { readFileSync } from 'node:fs';
import { budgetsFile } from '../paths.ts';
import type { OwnBudgets } from '../ownBytes.ts';
import { KB } from '../util/format.ts';

export interface Budgets {
  runtime: number;
  css: number;
  vendor: number;
  /** The core chunk (vite.config.ts CORE_MODULES); other shared chunks have sharedChunk. */
  core?: number;
  sharedChunk: number;
  widgetDefault: number;
  widgets: Record<string, number>;
  pages: Record<string, number>;
  /** Our own JavaScript per page (issue 31): goals and asserted budgets. */
  ours?: OwnBudgets;
}

export type FileKind = 'runtime' | 'css' | 'vendor' | 'widget' | 'shared' | 'language';

export interface ClassifiedFile {
  /** Path relative to dist/. */
  file: string;
  kind: FileKind;
  widget?: string;
  /** Budget in bytes (gzip), or null when the file has none. */
  budgetBytes: number | null;
}

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
}

/**
 * The widget a chunk file belongs to: the longest known widget name it starts with, else the name
 * the file pattern `widget-<name>-<hash>.js` suggests (7 hash characters for widget chunks, see
 * vite.config.ts; 8 before).
 */
export function widgetOfChunk(fileName: string, knownWidgets: readonly string[]): string | null {
  const base = fileName.split('/').pop() ?? fileName;
  if (!base.startsWith('widget-')) return null;
  const known = knownWidgets
    .filter((name) => base.startsWith(`widget-${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return known ?? /^widget-(.+)-[\w-]{7,8}\.js$/.exec(base)?.[1] ?? null;
}

export function classify(
  file: string,
  budgets: Budgets,
  knownWidgets: readonly string[],
): ClassifiedFile {
  const bytes = (kbBudget: number | undefined) => (kbBudget === undefined ? null : kbBudget * KB);
  if (file === 'runtime.js') return { file, kind: 'runtime', budgetBytes: bytes(budgets.runtime) };
  if (file.endsWith('.css')) return { file, kind: 'css', budgetBytes: bytes(budgets.css) };
  if (file.endsWith('.json')) return { file, kind: 'language', budgetBytes: null };
  const widget = widgetOfChunk(file, knownWidgets);
  if (widget) {
    return {
      file,
      kind: 'widget',
      widget,
      budgetBytes: bytes(budgets.widgets[widget] ?? budgets.widgetDefault),
    };
  }
  const base = file.split('/').pop() ?? file;
  if (base.startsWith('vendor-'))
    return { file, kind: 'vendor', budgetBytes: bytes(budgets.vendor) };
  if (base.startsWith('core-'))
    return { file, kind: 'shared', budgetBytes: bytes(budgets.core ?? budgets.sharedChunk) };
  return { file, kind: 'shared', budgetBytes: bytes(budgets.sharedChunk) };
}
