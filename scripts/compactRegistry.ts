// Vite plugin (production build only): runtime.js carries the widget registry as one string
// (packages/runtime/src/compactRegistry.ts) instead of a `() => import('./chunks/…')` closure and
// a strategy object per widget (issue 11: about 60 B gzip per widget before, a few now).
//
// 1. transform: widgets/registry.ts becomes `decodeRegistry(PLACEHOLDER, (file) => import(file),
//    [() => import('./a/src/index.ts'), …])`. The array keeps every widget a dynamic import of
//    runtime.js, so the chunks are split exactly as before (modules a widget shares with the
//    runtime stay in runtime.js; nothing new loads at first paint).
// 2. generateBundle: in the minified runtime.js the array holds the final chunk names. They go
//    into the table in place of the placeholder, and the array is dropped.
// Anything of another shape fails the build: a silent fallback would ship the old size.
//
// A widget with a lazy part (a chunk it imports itself when needed, e.g. the media stream's item
// options, issue 31) may share modules with that part. The bundler then puts them in the widget's
// chunk and exports them from it, and the loader becomes `()=>import("./chunks/widget-….js").then(
// e=>e.t)`: the widget module's own namespace, since the chunk's has more names. The runtime reads
// only `default` of what a loader gives (mounter, checker), and a chunk built around the widget
// module (its name says so) exports that module's `default` as its own: the `.then` is dropped
// when the chunk does export `default`, so such a widget costs runtime.js nothing more.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { encodeRegistryTable, type CompactEntry } from '../packages/runtime/src/compactRegistry.ts';
import type { MountStrategy } from '../packages/runtime/src/widget.ts';

export interface SourceEntry {
  name: string;
  strategy: MountStrategy;
  /** The module, relative to registry.ts: `./fan-poll/src/index.ts`. */
  path: string;
}

export const TABLE_PLACEHOLDER = '__ANSTOSS_REGISTRY_TABLE__';
/**
 * The decoder by its file, not through `@anstoss/runtime`: registry.ts is also imported by a
 * widget (markup-checker), and a path from there to the runtime's barrel makes the bundler move
 * the modules runtime.js shares with widgets into chunks of their own (more requests at start).
 */
const DECODER = fileURLToPath(
  new URL('../packages/runtime/src/compactRegistry.ts', import.meta.url),
);

const ENTRY =
  /(?:'([a-z0-9-]+)'|\b([a-z][a-z0-9]*))\s*:\s*\{\s*strategy:\s*'(eager|idle|visible)'\s*,\s*load:\s*\(\)\s*=>\s*import\(\s*'(\.\/[^']+)'\s*,?\s*\)\s*,?\s*\}/g;

/** The entries of widgets/registry.ts as written (`name: { strategy: '…', load: () => import('./…') }`). */
export function readRegistrySource(source: string): SourceEntry[] {
  const entries = [...source.matchAll(ENTRY)].map((m) => ({
    name: (m[1] ?? m[2])!,
    strategy: m[3] as MountStrategy,
    path: m[4]!,
  }));
  const imports = source.match(/\bimport\(/g)?.length ?? 0;
  if (imports !== entries.length || entries.length === 0)
    throw new Error(
      `compact registry: registry.ts has ${imports} import() calls but ${entries.length} entries of the form ` +
        `name: { strategy: 'eager' | 'idle' | 'visible', load: () => import('./…') }`,
    );
  const names = new Set(entries.map((e) => e.name));
  if (names.size !== entries.length) throw new Error('compact registry: a widget name repeats');
  return entries;
}

/** What registry.ts becomes in the production build. */
export function compactRegistryModule(entries: readonly SourceEntry[]): string {
  const loaders = entries.map((e) => `  () => import(${JSON.stringify(e.path)}),`).join('\n');
  return `import { decodeRegistry } from ${JSON.stringify(DECODER)};
export const registry = decodeRegistry(${JSON.stringify(TABLE_PLACEHOLDER)}, (file) => import(/* @vite-ignore */ file), [
${loaders}
]);
`;
}

/**
 * `"PLACEHOLDER",e=>import(e),[()=>import("./chunks/…"),…]` in the bundled runtime.js (minified,
 * or with spaces and the @vite-ignore comment when built with `--minify false`).
 */
const CALL = new RegExp(
  `([\`"'])${TABLE_PLACEHOLDER}\\1(\\s*,\\s*\\(?[\\w$]+\\)?\\s*=>\\s*\\(?\\s*import\\((?:\\s*\\/\\*[^*]*\\*\\/)?\\s*[\\w$]+\\s*\\)\\s*\\)?)\\s*,\\s*\\[([^\\]]*)\\]`,
);
const LOADER =
  /\(\)\s*=>\s*\(?\s*import\(\s*([`"'])\.\/(chunks\/[^`"']+)\1\s*\)(?:\.then\(\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*\3\.([\w$]+)\s*\))?\s*\)?/g;

/**
 * Puts the final chunk names into the table and drops the loaders (runtime.js after bundling).
 * `exportsOf` names a built chunk's exports: a loader that picks the widget module's namespace
 * out of its chunk (`.then(e=>e.t)`) is accepted only when that chunk exports `default` as well.
 */
export function writeRegistryTable(
  code: string,
  entries: readonly SourceEntry[],
  exportsOf: (file: string) => readonly string[] | undefined = () => undefined,
): string {
  const call = CALL.exec(code);
  if (!call) throw new Error('compact registry: the registry call in runtime.js has another shape');
  const list = call[3]!;
  const loaders = [...list.matchAll(LOADER)];
  const rest = list.replace(LOADER, '').replace(/[\s,]/g, '');
  if (rest !== '' || loaders.length !== entries.length)
    throw new Error(`compact registry: ${entries.length} widgets but the loaders read ${list}`);
  const compact: CompactEntry[] = entries.map(({ name, strategy }, i) => {
    const [, , file = '', , picked] = loaders[i]!;
    const prefix = `chunks/widget-${name}-`;
    if (!file.startsWith(prefix) || !file.endsWith('.js'))
      throw new Error(`compact registry: "${name}" was built as ${file}, not ${prefix}<hash>.js`);
    const exported = picked ? exportsOf(file) : undefined;
    if (picked && !(exported?.includes('default') && exported.includes(picked)))
      throw new Error(
        `compact registry: "${name}" is loaded as its chunk's export ${picked}, and ${file} ` +
          `does not export default (exports: ${exported?.join(', ') ?? 'unknown'})`,
      );
    return { name, strategy, hash: file.slice(prefix.length, -3) };
  });
  const table = JSON.stringify(encodeRegistryTable(compact));
  return code.slice(0, call.index) + table + call[2] + code.slice(call.index + call[0].length);
}

export function compactRegistry(registryFile: string): Plugin {
  let entries: SourceEntry[] | undefined;
  return {
    name: 'anstoss-compact-registry',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== registryFile) return null;
      entries = readRegistrySource(code);
      return { code: compactRegistryModule(entries), map: null };
    },
    generateBundle(_options, bundle) {
      if (!entries) return;
      const holders = Object.values(bundle).filter(
        (item) => item.type === 'chunk' && item.code.includes(TABLE_PLACEHOLDER),
      );
      const holder = holders[0];
      if (holders.length !== 1 || holder?.type !== 'chunk' || !holder.isEntry)
        this.error('compact registry: the table must sit in the entry (runtime.js) only');
      holder.code = writeRegistryTable(holder.code, entries, (file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? chunk.exports : undefined;
      });
    },
  };
}
