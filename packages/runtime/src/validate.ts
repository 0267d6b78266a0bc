// A host's props, read and validated: a chunk of its own that the mounter loads next to the
// first widget chunk (issue 11: runtime.js carries only what first paint needs; nothing can be
// validated before a widget's schema has arrived anyway).
import type * as PropErrors from './propErrors.ts';
import { readRawProps, type PropProblem } from './props.ts';
import type { WidgetDefinition } from './widget.ts';

export type Validation =
  { ok: true; props: unknown } | { ok: false; message: () => Promise<string> };

/**
 * Reads and validates a host's props. Phrasing a failure for the console needs code that only
 * the error case uses, so it is imported on demand.
 */
export function validate(
  name: string,
  host: HTMLElement,
  def: WidgetDefinition<unknown>,
): Validation {
  const raw = readRawProps(host);
  const explain = (problems: (m: typeof PropErrors) => PropProblem[]) => async () => {
    const m = await import('./propErrors.ts');
    return m.formatPropProblems(name, problems(m));
  };
  if (!raw.ok) return { ok: false, message: explain(() => [raw.problem]) };
  const result = def.props.safeParse(raw.props);
  if (result.success) return { ok: true, props: result.data };
  return {
    ok: false,
    message: explain((m) => m.issuesToProblems(result.error.issues, raw.props, raw.attributeProps)),
  };
}
