import type { SqlValue } from './types.ts';

/** Encodes one value for PostgreSQL's COPY text format (tab separated, \N for NULL). */
export function copyValue(value: SqlValue): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot copy non-finite number ${value}`);
    return String(value);
  }
  // Most values hold nothing to escape: a test is much cheaper than a replace (seeding copies
  // about four million values).
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, escapeChar) : value;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;
const escapeChar = (ch: string) =>
  ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r';

export function copyText(rows: readonly (readonly SqlValue[])[]): string {
  let out = '';
  for (const row of rows) out += row.map(copyValue).join('\t') + '\n';
  return out;
}
