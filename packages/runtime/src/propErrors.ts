import type * as z from 'zod/mini';
import type { PropProblem } from './props.ts';

type Issue = z.core.$ZodIssue;

/** 'jsonBase' -> 'data-json-base', for messages to CMS editors. */
export function propToAttribute(prop: string): string {
  return `data-${prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** zod/mini ships no locale, so its messages are a bare 'Invalid input'; we phrase our own. */
const GENERIC_MESSAGE = /^invalid input/i;

function bound(
  origin: string,
  value: number | bigint,
  inclusive: boolean | undefined,
  exact: boolean | undefined,
  small: boolean,
): string {
  const n = String(value);
  const unit =
    origin === 'string' ? ' characters' : origin === 'array' || origin === 'set' ? ' entries' : '';
  if (unit) return `${exact ? 'exactly' : small ? 'at least' : 'at most'} ${n}${unit}`;
  const op = small ? (inclusive === false ? '>' : '≥') : inclusive === false ? '<' : '≤';
  return `a number ${op} ${n}`;
}

/** The expectation of one zod issue, in words a CMS editor understands. */
export function describeExpectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? `a ${issue.expected === 'int' ? 'whole number' : 'number'}`
        : `a ${issue.expected}`;
    case 'too_small':
      return bound(issue.origin, issue.minimum, issue.inclusive, issue.exact, true);
    case 'too_big':
      return bound(issue.origin, issue.maximum, issue.inclusive, issue.exact, false);
    case 'invalid_format':
      if (issue.format === 'regex' && issue.pattern) return `text matching ${issue.pattern}`;
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return `text starting with "${String(issue.prefix)}"`;
      return `a valid ${issue.format}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `no unknown keys (found ${issue.keys.join(', ')})`;
    case 'invalid_union':
      return GENERIC_MESSAGE.test(issue.message) ? 'one of the allowed forms' : issue.message;
    default:
      return GENERIC_MESSAGE.test(issue.message) ? 'a valid value' : issue.message;
  }
}

function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : String(value);
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns zod issues into problems that name the attribute: a top-level prop is named as its
 * data-* attribute (also when it is missing: adding the attribute is the fix); a prop that only
 * came from the props script, or a nested value, is named by its JSON path.
 */
export function issuesToProblems(
  issues: readonly Issue[],
  raw: Record<string, unknown>,
  attributeProps: ReadonlySet<string>,
): PropProblem[] {
  return issues.map((issue) => {
    const [head, ...rest] = issue.path;
    let attribute: string;
    if (head === undefined) attribute = '(all props)';
    else if (rest.length === 0 && (attributeProps.has(String(head)) || !(String(head) in raw)))
      attribute = propToAttribute(String(head));
    else attribute = `data-props JSON "${issue.path.map(String).join('.')}"`;
    return {
      attribute,
      expected: describeExpectation(issue),
      received: describeReceived(valueAt(raw, issue.path)),
    };
  });
}

/** One console line per host: widget, then every attribute with its expectation. */
export function formatPropProblems(widget: string, problems: readonly PropProblem[]): string {
  const lines = problems.map(
    (p) => `  ${p.attribute}: expected ${p.expected}${p.received ? `, got ${p.received}` : ''}`,
  );
  return `[Anstoss] Widget "${widget}" was not mounted because of its attributes:\n${lines.join('\n')}`;
}

/** The console text for a `data-widget` name the registry does not know. */
export function unknownWidget(name: string, known: readonly string[]): string {
  const list = [...known].sort().join(', ') || '(no widgets registered)';
  return `[Anstoss] Unknown widget "${name}" in data-widget: expected one of ${list}.`;
}
