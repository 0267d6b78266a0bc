// Prints all steps as one table: a heading line per step, then its rows, then its notes.
import type { Row, StepReport } from './types.ts';

const HEADERS: Row = {
  item: 'item',
  figure: 'figure',
  reference: 'reference',
  result: 'result',
  change: 'vs previous run',
};
const COLUMNS = ['item', 'figure', 'reference', 'result', 'change'] as const;
/** Longest cell per column; longer texts are cut (the JSON keeps them whole). */
const MAX_WIDTH = [56, 56, 52, 44, 28];

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function cells(row: Row): string[] {
  return COLUMNS.map((column, i) => cut(row[column] ?? '', MAX_WIDTH[i] ?? 60));
}

export function renderTable(steps: readonly StepReport[]): string {
  const allRows = [HEADERS, ...steps.flatMap((step) => step.rows)];
  const widths = COLUMNS.map((_, i) =>
    Math.max(...allRows.map((row) => (cells(row)[i] ?? '').length)),
  );
  const total = widths.reduce((sum, w) => sum + w, 0) + 3 * (widths.length - 1);
  const line = (row: Row) =>
    cells(row)
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(' │ ')
      .trimEnd();
  const out: string[] = [line(HEADERS), '═'.repeat(total)];
  for (const step of steps) {
    const seconds = (step.durationMs / 1000).toFixed(1);
    out.push(`■ ${step.title}  [${step.status}, ${seconds} s]`);
    for (const row of step.rows) out.push(line(row));
    for (const note of step.notes) out.push(`  ↳ ${note}`);
    out.push('─'.repeat(total));
  }
  return out.join('\n');
}
