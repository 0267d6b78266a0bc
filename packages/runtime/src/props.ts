/** Host attributes that steer the runtime and are therefore never props. */
const RESERVED = new Set(['data-widget', 'data-widget-state']);

/** 'data-json-base' -> 'jsonBase' (the same rule as `element.dataset`). */
export function attributeToProp(attribute: string): string {
  return attribute.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A problem with a host's markup, phrased for the CMS editor. */
export interface PropProblem {
  /** Where to look, e.g. 'data-json-base' or 'data-props JSON "teams.0"'. */
  attribute: string;
  expected: string;
  /** What was found, when it helps (e.g. '"abc"', 'nothing'). */
  received?: string;
}

export type RawPropsResult =
  | { ok: true; props: Record<string, unknown>; attributeProps: ReadonlySet<string> }
  | { ok: false; problem: PropProblem };

/**
 * The JSON of `<script type="application/json" data-props>`, remembered per host: React
 * replaces the host's children on first render, and a later attribute change or remount must
 * still see the JSON.
 */
const jsonByHost = new WeakMap<HTMLElement, string>();

function propsScriptText(host: HTMLElement): string | undefined {
  for (const child of host.children) {
    if (
      child.localName === 'script' &&
      child.hasAttribute('data-props') &&
      child.getAttribute('type') === 'application/json'
    ) {
      const text = child.textContent ?? '';
      jsonByHost.set(host, text);
      return text;
    }
  }
  return jsonByHost.get(host);
}

/**
 * Reads a host's raw props: every data-* attribute except the reserved ones, camelCased,
 * over the JSON object of a child props script. Attributes win over JSON keys, because
 * attributes are what a page script changes to re-render a widget.
 */
export function readRawProps(host: HTMLElement): RawPropsResult {
  const props: Record<string, unknown> = {};
  const text = propsScriptText(host);
  if (text !== undefined && text.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return {
        ok: false,
        problem: {
          attribute: 'data-props script',
          expected: 'valid JSON',
          received: 'text that is not JSON',
        },
      };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return {
        ok: false,
        problem: {
          attribute: 'data-props script',
          expected: 'a JSON object ({…})',
          received: Array.isArray(parsed) ? 'an array' : String(parsed),
        },
      };
    }
    Object.assign(props, parsed);
  }
  const attributeProps = new Set<string>();
  for (const { name, value } of host.attributes) {
    if (!name.startsWith('data-') || RESERVED.has(name)) continue;
    const prop = attributeToProp(name);
    props[prop] = value;
    attributeProps.add(prop);
  }
  return { ok: true, props, attributeProps };
}

/**
 * What a host's props are read from, as one string (its data-* attributes and props JSON,
 * unparsed): equal strings mean equal raw props, so a validation or a render need not be repeated.
 */
export function rawPropsKey(host: HTMLElement): string {
  let key = propsScriptText(host) ?? '';
  for (const { name, value } of host.attributes)
    if (name.startsWith('data-') && !RESERVED.has(name)) key += `\n${name}=${value}`;
  return key;
}
