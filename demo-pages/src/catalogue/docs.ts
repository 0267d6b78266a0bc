/**
 * The widget catalogue's facts, read from the source so they cannot drift (issue 17): the widget
 * names and mount strategies from widgets/registry.ts, each widget's attributes from its props
 * schema (required, default, expected form), their meaning from the README's attribute table or,
 * where the README has no row, from the JSDoc comment on the schema key; the behaviours from
 * packages/runtime/README.md section 5. Read once at server start.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { toJSONSchema } from 'zod/v4/core';
import type * as z from 'zod/mini';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface AttributeDoc {
  /** The host attribute (`data-json-base`), or `data-props JSON "teams"` for structured props. */
  attribute: string;
  prop: string;
  required: boolean;
  /** The default an absent attribute gets, as an editor writes it; null when there is none. */
  default: string | null;
  /** What the schema accepts, in a few words of each language (`Text`, `eine von: true, false`). */
  expected: { de: string; en: string };
  /** From the README table, else from the schema's JSDoc; '' when neither says anything. */
  meaning: string;
  /** Where the meaning came from. */
  source: 'readme' | 'schema' | 'none';
}

export interface WidgetDoc {
  name: string;
  /** The folder under widgets/ (several widgets may share one, e.g. tv). */
  folder: string;
  strategy: string;
  /** The README's first paragraph. */
  summary: string;
  /** The README's sample markup (first html code block), for reference. */
  readmeMarkup: string | null;
  attributes: AttributeDoc[];
  /** README attribute rows that name no prop of the schema (a drift the test reports). */
  readmeOnly: string[];
}

export interface BehaviourDoc {
  id: string;
  title: string;
  summary: string;
  /** data-* attributes the section names. */
  attributes: string[];
}

/** 'jsonBase' -> 'data-json-base'. */
export function propToAttribute(prop: string): string {
  return `data-${prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** 'data-json-base' -> 'jsonBase'. */
export function attributeToProp(attribute: string): string {
  return attribute.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The cells of a Markdown table row; `\|` is a pipe inside a cell (`statId \| null`). */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Markdown inline code and emphasis to plain text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

export interface ReadmeRow {
  props: string[];
  required: string;
  default: string;
  meaning: string;
}

/**
 * The rows of every README table whose header has an "attribute" column. A row may name several
 * attributes (`data-match-id`, `data-ticker-id`) or a props-JSON key (data-props `reasons`).
 */
export function readmeAttributeRows(readme: string): ReadmeRow[] {
  const rows: ReadmeRow[] = [];
  const lines = readme.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (!header.trim().startsWith('|')) continue;
    const names = cells(header).map((c) => c.toLowerCase());
    const col = (...words: string[]) => names.findIndex((n) => words.some((w) => n.includes(w)));
    const attr = col('attribute', 'attribut');
    if (attr !== 0 || !/^\|?\s*:?-+/.test(lines[i + 1] ?? '')) continue;
    const req = col('required', 'pflicht');
    const def = col('default');
    const meaning = col('meaning', 'bedeutung', 'what');
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith('|'); j++) {
      const row = cells(lines[j]!);
      const first = row[0] ?? '';
      const named = [...first.matchAll(/`(data-[a-z0-9-]+)`/g)].map((m) => m[1]!);
      // `data-placeholder-client`, `-season`: the short forms share the first one's prefix.
      const prefix = named[0]?.replace(/-[a-z0-9]+$/, '');
      if (prefix)
        named.push(...[...first.matchAll(/`(-[a-z0-9-]+)`/g)].map((m) => `${prefix}${m[1]!}`));
      const props = [
        ...named.map(attributeToProp),
        ...[...first.matchAll(/data-props[^`]*`([A-Za-z0-9_]+)`/g)].map((m) => m[1]!),
        ...[...first.matchAll(/data-props JSON "([A-Za-z0-9_]+)"/g)].map((m) => m[1]!),
      ];
      if (props.length === 0) continue;
      rows.push({
        props,
        required: req >= 0 ? plainText(row[req] ?? '') : '',
        default: def >= 0 ? plainText(row[def] ?? '') : '',
        meaning: meaning >= 0 ? plainText(row[meaning] ?? '') : '',
      });
    }
    i = j;
  }
  return rows;
}

/** The first paragraph after the README's title. */
export function readmeSummary(readme: string): string {
  const body = readme.replace(/^# .*\n/, '');
  const paragraph = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !p.startsWith('#') && !p.startsWith('```') && !p.startsWith('|'));
  return paragraph ? plainText(paragraph.replace(/\s*\n\s*/g, ' ')) : '';
}

/** The README's first ```html block. */
export function readmeMarkup(readme: string): string | null {
  return /```html\n([\s\S]*?)```/.exec(readme)?.[1]?.trim() ?? null;
}

/** JSDoc comments on the schema's keys: `/** text *\/ key:` -> key -> text. */
export function schemaComments(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*([A-Za-z0-9_]+)\s*:/g)) {
    const text = m[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim()
      // "data-url: GET thread endpoint" -> "GET thread endpoint"
      .replace(/^data-[a-z0-9-]+(?:\s+and\s+data-[a-z0-9-]+)?\s*:\s*/, '');
    found.set(m[2]!, plainText(text));
  }
  // Shorthand keys (`service,`) take the comment of the constant they name.
  for (const m of source.matchAll(
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*(?:export\s+)?const\s+([A-Za-z0-9_]+)\s*=/g,
  )) {
    const name = m[2]!;
    if (found.has(name) || !new RegExp(`^\\s*${name},\\s*$`, 'm').test(source)) continue;
    const text = m[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim()
      .replace(/^data-[a-z0-9-]+\s*:\s*/, '');
    found.set(name, plainText(text));
  }
  return found;
}

type Schema = z.ZodMiniType;
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  defaultValue?: unknown;
}
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema under pipes, defaults and refinements; null for other schemas. */
export function objectShape(schema: Schema): Record<string, Schema> | null {
  let def = defOf(schema);
  for (let depth = 0; depth < 10; depth++) {
    if (def.type === 'object' && def.shape) return def.shape;
    const next = def.in ?? def.innerType;
    if (!next) return null;
    def = defOf(next);
  }
  return null;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

const WORDS = {
  de: {
    oneOf: 'eine von: ',
    exactly: 'genau ',
    or: ' oder ',
    pattern: 'Text nach dem Muster ',
    textNotEmpty: 'Text, nicht leer',
    text: 'Text',
    number: 'Zahl',
    boolean: 'true oder false',
    array: 'JSON-Liste',
    object: 'JSON-Objekt',
    any: 'beliebiger Wert',
  },
  en: {
    oneOf: 'one of: ',
    exactly: 'exactly ',
    or: ' or ',
    pattern: 'text matching ',
    textNotEmpty: 'text, not empty',
    text: 'text',
    number: 'number',
    boolean: 'true or false',
    array: 'JSON list',
    object: 'JSON object',
    any: 'any value',
  },
} as const;

/** What a JSON schema accepts, in a few words of the page's language (German by default). */
export function describeJson(schema: JsonSchema, lang: 'de' | 'en' = 'de'): string {
  const w = WORDS[lang];
  if (schema.enum) return `${w.oneOf}${schema.enum.map((v) => String(v)).join(', ')}`;
  if (schema.const !== undefined) return `${w.exactly}${String(schema.const)}`;
  if (schema.anyOf) return schema.anyOf.map((s) => describeJson(s, lang)).join(w.or);
  if (schema.pattern) return `${w.pattern}${schema.pattern}`;
  switch (schema.type) {
    case 'string':
      return schema.minLength ? w.textNotEmpty : w.text;
    case 'number':
    case 'integer':
      return w.number;
    case 'boolean':
      return w.boolean;
    case 'array':
      return w.array;
    case 'object':
      return w.object;
    default:
      return w.any;
  }
}

/** The attribute table of one widget: the schema decides, README and JSDoc explain. */
export function attributeDocs(
  schema: Schema,
  readme: string,
  schemaSource: string,
): { attributes: AttributeDoc[]; readmeOnly: string[] } {
  const shape = objectShape(schema) ?? {};
  const rows = readmeAttributeRows(readme);
  const comments = schemaComments(schemaSource);
  const json = toJSONSchema(schema as never, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  const attributes = Object.entries(shape).map(([prop, field]): AttributeDoc => {
    const row = rows.find((r) => r.props.includes(prop));
    const absent = field.safeParse(undefined);
    const required = !absent.success;
    const fallback =
      required || absent.data === undefined
        ? null
        : typeof absent.data === 'object'
          ? JSON.stringify(absent.data)
          : String(absent.data);
    const property = json.properties?.[prop] ?? {};
    const structured = property.type === 'array' || property.type === 'object';
    const comment = comments.get(prop) ?? '';
    return {
      attribute: structured ? `data-props JSON "${prop}"` : propToAttribute(prop),
      prop,
      required,
      default: fallback,
      expected: { de: describeJson(property, 'de'), en: describeJson(property, 'en') },
      meaning: row?.meaning || comment,
      source: row?.meaning ? 'readme' : comment ? 'schema' : 'none',
    };
  });
  const readmeOnly = rows.flatMap((r) => r.props).filter((p) => !(p in shape));
  return { attributes, readmeOnly };
}

/** The behaviours of packages/runtime/README.md, section 5 (`### 5.N Title`). */
export function behaviourDocs(readme: string): BehaviourDoc[] {
  const docs: BehaviourDoc[] = [];
  for (const m of readme.matchAll(/^### (5\.\d+) (.+)\n([\s\S]*?)(?=^##)/gm)) {
    const body = m[3]!;
    docs.push({
      id: `behaviour-${m[1]!.replace('.', '-')}`,
      title: plainText(m[2]!),
      summary: readmeSummary(`# x\n${body}`),
      attributes: [...new Set([...body.matchAll(/\b(data-[a-z0-9-]+)/g)].map((a) => a[1]!))],
    });
  }
  return docs;
}

export interface Catalogue {
  widgets: WidgetDoc[];
  behaviours: BehaviourDoc[];
  /** Each widget's props schema (the previews are checked against them). */
  schemas: ReadonlyMap<string, Schema>;
}

/**
 * Each registry entry's module path (relative to widgets/), read from registry.ts: a folder may
 * hold one widget (`x/src/index.ts`) or several (`tv/src/entries/tv-list.ts`).
 */
export function registryEntryPaths(source: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const m of source.matchAll(/'?([a-z0-9-]+)'?\s*:\s*\{[^}]*?import\(\s*'\.\/([^']+)'\s*\)/g))
    paths.set(m[1]!, m[2]!);
  return paths;
}

/** Imports every widget's props schema and reads its README (server start, and the tests). */
export async function loadCatalogue(root = REPO_ROOT): Promise<Catalogue> {
  const { registry } = await import('../../../widgets/registry.ts');
  const entryPaths = registryEntryPaths(await readFile(`${root}widgets/registry.ts`, 'utf8'));
  const schemas = new Map<string, Schema>();
  const folders = new Map<string, string[]>();
  const widgets = await Promise.all(
    Object.entries(registry).map(async ([name, entry]): Promise<WidgetDoc> => {
      const entryPath = entryPaths.get(name) ?? `${name}/src/index.ts`;
      const folder = entryPath.split('/')[0]!;
      folders.set(folder, [...(folders.get(folder) ?? []), name]);
      const entryFile = `${root}widgets/${entryPath}`;
      const index = await readFile(entryFile, 'utf8');
      const exportName = /props:\s*([A-Za-z0-9_]+)/.exec(index)?.[1] ?? '';
      const from = new RegExp(
        `import\\s*\\{[^}]*\\b${exportName}\\b[^}]*\\}\\s*from\\s*'([^']+)'`,
      ).exec(index)?.[1];
      if (!exportName || !from) throw new Error(`catalogue: no props schema named for "${name}"`);
      const propsFile = new URL(from, `file://${entryFile}`).pathname;
      const [readme, propsSource] = await Promise.all([
        readFile(`${root}widgets/${folder}/README.md`, 'utf8').catch(() => ''),
        readFile(propsFile, 'utf8'),
      ]);
      const module = (await import(propsFile)) as Record<string, unknown>;
      const schema = module[exportName];
      if (!schema) throw new Error(`catalogue: no props schema found for widget "${name}"`);
      schemas.set(name, schema as Schema);
      return {
        name,
        folder,
        strategy: entry.strategy,
        summary: readmeSummary(readme),
        readmeMarkup: readmeMarkup(readme),
        ...attributeDocs(schema as Schema, readme, propsSource),
      };
    }),
  );
  // A README shared by several widgets documents all of them: a row is a drift only when no
  // widget of that folder reads the attribute.
  for (const w of widgets) {
    const siblings = folders.get(w.folder) ?? [];
    if (siblings.length < 2) continue;
    const known = new Set(siblings.flatMap((n) => Object.keys(objectShape(schemas.get(n)!) ?? {})));
    w.readmeOnly = [...new Set(w.readmeOnly)].filter((p) => !known.has(p));
  }
  widgets.sort((a, b) => a.name.localeCompare(b.name));
  const runtimeReadme = await readFile(`${root}packages/runtime/README.md`, 'utf8');
  return { widgets, behaviours: behaviourDocs(runtimeReadme), schemas };
}

let cached: Promise<Catalogue> | undefined;
/** The catalogue, read on first use and kept (the source does not change while serving). */
export function catalogue(): Promise<Catalogue> {
  cached ??= loadCatalogue();
  cached.catch(() => (cached = undefined));
  return cached;
}
