/**
 * Content loader rules (spec §4 Content loader, §7, §9 Timings) as pure functions.
 */
import { planRedirect, type ContentParams, type ContentResult } from '@anstoss/api';

/** Spec §9: lazy fragments after 10 ms, the onload trigger after 1000 ms. */
export const LAZY_DELAY_MS = 10;
export const ONLOAD_DELAY_MS = 1000;

export function fragmentDelay(trigger: 'lazy' | 'onload'): number {
  return trigger === 'onload' ? ONLOAD_DELAY_MS : LAZY_DELAY_MS;
}

export interface MoreState {
  offset: number;
  /** true once a response said final: "load more" is hidden. */
  done: boolean;
}

export type MoreOutcome =
  { kind: 'insert'; next: MoreState; html: string } | { kind: 'navigate' | 'reload'; url: string };

/**
 * What a response means: redirect navigates (reload when only the hash differs); lastIndex sets
 * the next offset to lastIndex + 1 (without it the offset stays); final hides the button.
 */
export function applyResponse(state: MoreState, result: ContentResult, href: string): MoreOutcome {
  if (result.redirect) return { kind: planRedirect(result.redirect, href), url: result.redirect };
  return {
    kind: 'insert',
    html: result.html,
    next: { offset: result.nextOffset ?? state.offset, done: result.final },
  };
}

/** The request parameters: offset plus the filter form's fields (repeated names become lists). */
export function requestParams(
  offset: number,
  fields: Iterable<[string, FormDataEntryValue]>,
): ContentParams {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of fields) {
    if (typeof value !== 'string' || value === '' || name === 'offset') continue;
    const existing = params[name];
    if (existing === undefined) params[name] = value;
    else params[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { offset, ...params };
}
