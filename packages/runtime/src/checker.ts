/**
 * The markup checker (issue 17): CMS editors paste template markup and see, per widget host,
 * which attributes are wrong, missing or unknown, judged by the widgets' own props schemas and
 * phrased exactly as the runtime phrases them in the console.
 *
 * The markup is parsed into an inert document (DOMParser): nothing in it runs, loads or reaches
 * the live page. Only the definitions of the widgets the markup names are loaded.
 */
import { findHosts } from './hostState.ts';
import {
  formatPropProblems,
  issuesToProblems,
  propToAttribute,
  unknownWidget,
} from './propErrors.ts';
import type { PropProblem } from './props.ts';
// Through showHost.ts, so that props.ts travels in that chunk instead of one of its own.
import { readRawProps } from './showHost.ts';
import type { Registry, WidgetDefinition } from './widget.ts';

/** More than this many hosts are counted but not judged one by one. */
export const MAX_CHECKED_HOSTS = 500;
/** Markup longer than this (characters) is refused before parsing. */
export const MAX_MARKUP_LENGTH = 2_000_000;

export type HostVerdict = 'ok' | 'invalid' | 'unknown-widget' | 'not-loaded';

export interface HostCheck {
  /** 1-based position among the hosts of the markup. */
  index: number;
  name: string;
  /** The host's opening tag as written (attributes only, shortened), for recognising it. */
  tag: string;
  verdict: HostVerdict;
  /** What is wrong: attribute, expectation and what was found. */
  problems: PropProblem[];
  /** Attributes no prop of the widget reads (typos), with a suggestion when one is close. */
  unknown: { attribute: string; suggestion: string | null }[];
  /** The runtime's console text for this host ('' when it mounts). */
  message: string;
}

export interface CheckResult {
  hosts: HostCheck[];
  /** Hosts found in total (may exceed hosts.length, see MAX_CHECKED_HOSTS). */
  total: number;
  /** Script elements in the markup: never run here, but worth a word to the editor. */
  scripts: number;
  tooLong: boolean;
}

const TAG_LIMIT = 200;

/** `<div data-widget="x" data-url="…">`, shortened for display (shown as text, never as HTML). */
export function openingTag(el: Element): string {
  const attrs = [...el.attributes].map((a) => ` ${a.name}="${a.value.replace(/"/g, '&quot;')}"`);
  const tag = `<${el.localName}${attrs.join('')}>`;
  return tag.length > TAG_LIMIT ? `${tag.slice(0, TAG_LIMIT - 2)}…>` : tag;
}

/** Edit distance of two short strings (for "did you mean"). */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
}

/** The prop names a schema reads, or null when it is not an object schema (no typo check). */
export function knownProps(schema: unknown): string[] | null {
  let def = (schema as { _zod?: { def: Def } })._zod?.def;
  for (let depth = 0; def && depth < 10; depth++) {
    if (def.type === 'object' && def.shape) return Object.keys(def.shape);
    def = (def.in ?? def.innerType)?._zod.def;
  }
  return null;
}

/** Attributes of the host that no prop reads, each with the closest known attribute. */
export function unknownAttributes(host: Element, props: readonly string[]): HostCheck['unknown'] {
  const known = props.map(propToAttribute);
  return [...host.attributes]
    .map((a) => a.name)
    .filter((name) => name.startsWith('data-') && name !== 'data-widget')
    .filter((name) => name !== 'data-widget-state' && !known.includes(name))
    .map((attribute) => {
      let suggestion: string | null = null;
      let best = 3;
      for (const candidate of known) {
        const d = editDistance(attribute, candidate);
        if (d < best) [best, suggestion] = [d, candidate];
      }
      return { attribute, suggestion };
    });
}

/** Judges one host against its widget's definition, as the runtime's mounter would. */
export function checkHost(
  host: HTMLElement,
  index: number,
  def: WidgetDefinition<unknown>,
): HostCheck {
  const name = def.name;
  const base = { index, name, tag: openingTag(host) };
  const raw = readRawProps(host);
  const known = knownProps(def.props);
  const unknown = known ? unknownAttributes(host, known) : [];
  if (!raw.ok) {
    const problems = [raw.problem];
    return {
      ...base,
      verdict: 'invalid',
      problems,
      unknown,
      message: formatPropProblems(name, problems),
    };
  }
  const result = def.props.safeParse(raw.props);
  if (result.success) return { ...base, verdict: 'ok', problems: [], unknown, message: '' };
  const problems = issuesToProblems(result.error.issues, raw.props, raw.attributeProps);
  return {
    ...base,
    verdict: 'invalid',
    problems,
    unknown,
    message: formatPropProblems(name, problems),
  };
}

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string },
  ): { createHTML(input: string): unknown };
}
let inertPolicy: { createHTML(input: string): unknown } | undefined;

/**
 * The markup as DOMParser accepts it where Trusted Types are enforced. The policy is private to
 * this module and feeds only DOMParser: its document is inert (nothing runs, loads or renders)
 * and never enters the page.
 */
function forInertParse(markup: string): string {
  const tt = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!tt) return markup;
  inertPolicy ??= tt.createPolicy('anstoss-markup-checker', { createHTML: (input) => input });
  return inertPolicy.createHTML(markup) as string;
}

/** Parses `markup` inertly and judges every widget host in it. */
export async function checkMarkup(markup: string, registry: Registry): Promise<CheckResult> {
  if (markup.length > MAX_MARKUP_LENGTH) return { hosts: [], total: 0, scripts: 0, tooLong: true };
  // An inert document: its scripts never run, its images and styles never load.
  const doc = new DOMParser().parseFromString(forInertParse(markup), 'text/html');
  const all = findHosts(doc);
  const names = new Set(all.slice(0, MAX_CHECKED_HOSTS).map((h) => h.getAttribute('data-widget')));
  const defs = new Map<string, WidgetDefinition<unknown> | null>();
  await Promise.all(
    [...names].map(async (name) => {
      if (name === null || !Object.hasOwn(registry, name)) return;
      try {
        defs.set(name, (await registry[name]!.load()).default);
      } catch {
        defs.set(name, null);
      }
    }),
  );
  const hosts = all.slice(0, MAX_CHECKED_HOSTS).map((host, i): HostCheck => {
    const name = host.getAttribute('data-widget') ?? '';
    const def = defs.get(name);
    if (def) return checkHost(host, i + 1, def);
    const base = { index: i + 1, name, tag: openingTag(host), problems: [], unknown: [] };
    if (def === null)
      return {
        ...base,
        verdict: 'not-loaded',
        message: `[Anstoss] Widget "${name}": its code failed to load.`,
      };
    return {
      ...base,
      verdict: 'unknown-widget',
      message: unknownWidget(name, Object.keys(registry)),
    };
  });
  return {
    hosts,
    total: all.length,
    scripts: doc.querySelectorAll('script:not([type="application/json"])').length,
    tooLong: false,
  };
}
