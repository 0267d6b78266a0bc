// Vite plugin (production build and the mount bench): runtime.js starts every chunk of the React
// layer in one step (issue 11, mounting time).
//
// runtime.js loads the layer with `import('./chunks/<layer>.js')` (packages/runtime/src/runtime.ts;
// in the production build the layer sits in the core chunk). Without help the browser finds the
// layer's own imports (vendor: React, i18next; the rolldown runtime; …) only once that chunk has
// arrived and been parsed: one more network round trip before React can start. This plugin
// rewrites the call in the built runtime.js to
//
//   Promise.all([import(`./chunks/vendor-….js`), …, import(`./chunks/<layer>.js`)]).then((m) => m[n])
//
// so all of them are requested at once. The names are the layer chunk's static imports, closed
// over, minus what runtime.js imports statically itself. Each name costs runtime.js about 20 bytes
// gzip (budget 4 kB); even the rolldown runtime (0.5 kB) is worth it: found only once vendor or
// the layer had been parsed, it held back their evaluation by 20 ms on the start page
// (MIN_CHUNK_BYTES is the knob should that change). Importing a dependency on its own is safe: a
// module is evaluated once, after its own imports, and the layer's dependencies never import the
// layer. Vendor is also evaluated while the layer chunk still downloads, instead of after it.
//
// Anything of another shape fails the build: a silent fallback would ship the slow waterfall.
import path from 'node:path';
import type { Plugin } from 'vite';

/** Chunks smaller than this (minified bytes) are left for the browser to find (none, see above). */
export const MIN_CHUNK_BYTES = 0;

/** The module that is the React layer (`loadLayer` in runtime.ts imports it). */
export const LAYER_MODULE = /[\\/]packages[\\/]runtime[\\/]src[\\/]react[\\/]mountReact\.tsx$/;

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** `./chunks/x.js` as written in `from` (a chunk file name) for the chunk `to`. */
export function relativeImport(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The chunks to start with the layer's chunk: its static imports, recursively, without the
 * chunks the entry already has (itself and its static imports) and those under `minBytes`,
 * largest first so the longest download starts first.
 */
export function layerDependencies(
  chunks: readonly BuiltChunk[],
  entry: BuiltChunk,
  layer: BuiltChunk,
  sizeOf: (fileName: string) => number,
  minBytes = MIN_CHUNK_BYTES,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>([entry.fileName]);
  const addLoaded = (file: string): void => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) addLoaded(dep);
  };
  for (const dep of entry.imports) addLoaded(dep);
  const seen = new Set<string>([layer.fileName]);
  const visit = (file: string): void => {
    for (const dep of byFile.get(file)?.imports ?? []) {
      if (seen.has(dep) || loaded.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(layer.fileName);
  seen.delete(layer.fileName);
  return [...seen]
    .filter((file) => sizeOf(file) >= minBytes)
    .sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites the one `import('<layer>')` of the entry's code so the dependencies load next to it.
 * `layer` and `deps` are written as the entry imports them (`./chunks/…`).
 */
export function startLayerChunks(code: string, layer: string, deps: readonly string[]): string {
  const pattern = new RegExp(`import\\(\\s*([\`"'])${escape(layer)}\\1\\s*\\)`, 'g');
  const calls = [...code.matchAll(pattern)];
  if (calls.length !== 1)
    throw new Error(
      `layer chunks: runtime.js should import ${layer} once (the React layer), found ${calls.length}`,
    );
  if (deps.length === 0) return code;
  const [found] = calls as [RegExpExecArray];
  const quote = found[1]!;
  const imports = [...deps, layer].map((file) => `import(${quote}${file}${quote})`).join(',');
  // Rolldown reads the layer's exports from the chunk's namespace: `import(…).then(e=>e.y)`.
  // That access joins the pick from the array (a few bytes less in runtime.js).
  const after = code.slice(found.index + found[0].length);
  const access = /^\.then\(\(?([\w$]+)\)?=>\1\.([\w$]+)\)/.exec(after);
  const pick = `m[${deps.length}]${access ? `.${access[2]}` : ''}`;
  const start = `Promise.all([${imports}]).then(m=>${pick})`;
  return code.slice(0, found.index) + start + after.slice(access ? access[0].length : 0);
}

export function layerChunks(): Plugin {
  return {
    name: 'anstoss-layer-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const layer = chunks.find((chunk) => chunk.moduleIds.some((id) => LAYER_MODULE.test(id)));
      if (!layer) return; // a bundle without the runtime's React layer (the bench's peer)
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const entry = entries.find((chunk) => chunk.dynamicImports.includes(layer.fileName));
      if (entries.length !== 1 || !entry)
        this.error('layer chunks: expected one entry (runtime.js) that imports the React layer');
      const size = (file: string): number => {
        const item = bundle[file];
        return item?.type === 'chunk' ? item.code.length : 0;
      };
      const deps = layerDependencies(chunks, entry, layer, size).map((file) =>
        relativeImport(entry.fileName, file),
      );
      try {
        entry.code = startLayerChunks(
          entry.code,
          relativeImport(entry.fileName, layer.fileName),
          deps,
        );
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
