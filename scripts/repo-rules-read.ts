/**
 * Rule of the read side (issue 25): `load-faults-by-hand`. A widget that reads
 * (`useResource`/`createResource` in its product code) runs the shared read-fault matrix,
 * `describeLoadFaults` of @anstoss/ui/testing, in one of its tests, instead of a pasted list of
 * 500s, network errors, malformed JSON and schema mismatches. The allow-list holds the widgets
 * still to migrate; it may only shrink (a listed widget that no longer needs it is reported).
 */
import type { SourceFile, Violation } from './repo-rules.ts';

/** Widgets that read but whose tests do not run describeLoadFaults. */
export const LOAD_FAULTS_ALLOW: readonly string[] = [
  // Its only read is the table's stylesheet, a <link> in the head (load and error events), not
  // an HTTP answer through the client: none of the matrix's cases (status, body, retries)
  // exists for it. Its own test covers the error with a retry that asks again.
  'obfuscated-results',
];

export interface ReadViolation extends Omit<Violation, 'rule'> {
  rule: 'load-faults-by-hand';
}

const widgetOf = (p: string) => /^widgets\/([^/]+)\//.exec(p)?.[1] ?? null;
const isProductCode = (p: string) =>
  /\.tsx?$/.test(p) && !/\.(test|stories|e2e)\.tsx?$/.test(p) && !p.includes('/testing/');
const READS_RE = /\b(?:useResource|createResource)\s*[<(]/;
const SHARED_RE = /\bdescribeLoadFaults\s*\(/;
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Reading widgets none of whose tests runs describeLoadFaults (the allow-list aside). */
function uncovered(files: SourceFile[]): Map<string, { file: string; line: number }> {
  const reads = new Map<string, { file: string; line: number }>();
  const covered = new Set<string>();
  for (const file of files) {
    const widget = widgetOf(file.path);
    if (!widget) continue;
    if (/\.test\.tsx?$/.test(file.path) && SHARED_RE.test(file.text)) covered.add(widget);
    const match = isProductCode(file.path) ? READS_RE.exec(file.text) : null;
    if (match && !reads.has(widget))
      reads.set(widget, { file: file.path, line: lineOf(file.text, match.index) });
  }
  for (const widget of covered) reads.delete(widget);
  return reads;
}

export function checkReadRules(
  files: SourceFile[],
  allow: readonly string[] = LOAD_FAULTS_ALLOW,
): ReadViolation[] {
  const missing = uncovered(files);
  const found: ReadViolation[] = [...missing]
    .filter(([widget]) => !allow.includes(widget))
    .map(([widget, at]) => ({
      rule: 'load-faults-by-hand' as const,
      ...at,
      detail: `widget "${widget}" reads, but no test of it runs describeLoadFaults of @anstoss/ui/testing`,
    }));
  const stale = allow
    .filter((widget) => !missing.has(widget))
    .map((widget) => ({
      rule: 'load-faults-by-hand' as const,
      file: 'scripts/repo-rules-read.ts',
      line: 0,
      detail: `widget "${widget}" is migrated: remove it from the load-faults-by-hand allow-list`,
    }));
  return [...found, ...stale];
}
