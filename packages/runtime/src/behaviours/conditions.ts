import { getConfig } from '../config.ts';
import { readNamedValue } from './cookieValues.ts';
import { within } from './elements.ts';

export const CONDITION_TYPES = [
  'equal',
  'notequal',
  'inarray',
  'inarraystartswith',
  'notinarray',
  'equalsProfileUserId',
  'exist',
  'notexist',
  'existVisible',
  'notexistVisible',
] as const;

export type ConditionType = (typeof CONDITION_TYPES)[number];

export interface Condition {
  type: ConditionType;
  name: string;
  value: string;
}

export interface ConditionContext {
  read(name: string): string | string[] | null;
  /** The user id in the current path, or null when this is not a profile page. */
  profileUserId: string | null;
}

const TYPE_BY_LOWER = new Map(CONDITION_TYPES.map((type) => [type.toLowerCase(), type]));

/** The types whose failure removes the element; all others mark it user-disabled (spec §6). */
export function isVisibleType(type: ConditionType): boolean {
  return type === 'existVisible' || type === 'notexistVisible';
}

/**
 * Parses `TYPE NAME [VALUE]` clauses joined with ';'. The value is the rest of the clause (it
 * may contain spaces). Clauses that cannot be understood are returned as errors, not guessed.
 */
export function parseConditions(text: string): { conditions: Condition[]; errors: string[] } {
  const conditions: Condition[] = [];
  const errors: string[] = [];
  for (const clause of text.split(';')) {
    const trimmed = clause.trim();
    if (!trimmed) continue;
    const [rawType = '', name, ...rest] = trimmed.split(/\s+/);
    const type = TYPE_BY_LOWER.get(rawType.toLowerCase());
    if (!type || !name) {
      errors.push(trimmed);
      continue;
    }
    conditions.push({ type, name, value: rest.join(' ') });
  }
  return { conditions, errors };
}

function asList(value: string | string[] | null): string[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : value.split(',').map((item) => item.trim());
}

function asText(value: string | string[] | null): string | null {
  return Array.isArray(value) ? value.join(',') : value;
}

/** Whether one condition holds. */
export function testCondition(condition: Condition, context: ConditionContext): boolean {
  const value = context.read(condition.name);
  switch (condition.type) {
    case 'equal':
      return asText(value) === condition.value;
    case 'notequal':
      return asText(value) !== condition.value;
    case 'inarray':
      return asList(value).includes(condition.value);
    case 'inarraystartswith':
      return asList(value).some((item) => item.startsWith(condition.value));
    case 'notinarray':
      return !asList(value).includes(condition.value);
    case 'equalsProfileUserId':
      return (
        value !== null && context.profileUserId !== null && asText(value) === context.profileUserId
      );
    case 'exist':
    case 'existVisible':
      return value !== null;
    case 'notexist':
    case 'notexistVisible':
      return value === null;
  }
}

/**
 * Spec §6 effects: if every exist-type condition fails the element is user-disabled; if every
 * visible-type condition fails it is removed. A group without conditions has no effect.
 */
export function conditionEffects(
  conditions: readonly Condition[],
  context: ConditionContext,
): { disable: boolean; remove: boolean } {
  const visible = conditions.filter((c) => isVisibleType(c.type));
  const exist = conditions.filter((c) => !isVisibleType(c.type));
  const allFail = (group: Condition[]): boolean =>
    group.length > 0 && group.every((c) => !testCondition(c, context));
  return { disable: allFail(exist), remove: allFail(visible) };
}

/** The user id in `pathname` per a pattern like '/fanprofil/-/userid/{userId}', or null. */
export function profileUserIdFromPath(pattern: string, pathname: string): string | null {
  const [before = '', after = ''] = pattern.split('{userId}');
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escape(before)}([^/?#]+)${escape(after)}`).exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

const done = new WeakSet<Element>();

/** Applies `data-condition` at and below root (each element once). */
export function applyConditions(root: ParentNode): void {
  const elements = within(root, '[data-condition]').filter((el) => !done.has(el));
  if (elements.length === 0) return;
  const context: ConditionContext = {
    read: readNamedValue,
    profileUserId: profileUserIdFromPath(getConfig().profileUserIdPattern, location.pathname),
  };
  for (const el of elements) {
    done.add(el);
    const { conditions, errors } = parseConditions(el.getAttribute('data-condition') ?? '');
    if (errors.length > 0)
      console.error(
        `[Anstoss] data-condition: cannot read "${errors.join('; ')}" (expected "TYPE NAME [VALUE]").`,
        el,
      );
    const { disable, remove } = conditionEffects(conditions, context);
    if (remove) el.remove();
    else if (disable) el.setAttribute('data-user-disabled', '');
  }
}
