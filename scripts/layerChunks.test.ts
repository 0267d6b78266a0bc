import { describe, expect, it } from 'vitest';
import {
  layerDependencies,
  MIN_CHUNK_BYTES,
  relativeImport,
  startLayerChunks,
  type BuiltChunk,
} from './layerChunks.ts';

const chunk = (fileName: string, imports: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  imports,
  isEntry,
  moduleIds: [],
});

// The production shape: runtime.js imports config statically; the core chunk (the React layer)
// imports config, runtime.js, the rolldown runtime and vendor; vendor imports the rolldown runtime.
const entry = chunk('runtime.js', ['chunks/config-a.js'], true);
const core = chunk('chunks/core-b.js', [
  'chunks/rolldown-runtime-c.js',
  'chunks/config-a.js',
  'runtime.js',
  'chunks/vendor-d.js',
  'chunks/extra-e.js',
]);
const chunks = [
  entry,
  core,
  chunk('chunks/config-a.js'),
  chunk('chunks/rolldown-runtime-c.js'),
  chunk('chunks/vendor-d.js', ['chunks/rolldown-runtime-c.js']),
  chunk('chunks/extra-e.js', ['chunks/deep-f.js']),
  chunk('chunks/deep-f.js'),
];
const sizes: Record<string, number> = {
  'chunks/vendor-d.js': 270_000,
  'chunks/extra-e.js': 5_000,
  'chunks/deep-f.js': 9_000,
  'chunks/rolldown-runtime-c.js': 600,
};
const sizeOf = (file: string): number => sizes[file] ?? 0;

describe('the React layer chunks runtime.js starts in one step', () => {
  it("are the layer's static imports, recursively, without what runtime.js already has, largest first", () => {
    expect(MIN_CHUNK_BYTES).toBe(0);
    expect(layerDependencies(chunks, entry, core, sizeOf)).toEqual([
      'chunks/vendor-d.js',
      'chunks/deep-f.js',
      'chunks/extra-e.js',
      'chunks/rolldown-runtime-c.js',
    ]);
    expect(layerDependencies(chunks, entry, core, sizeOf, 1000)).not.toContain(
      'chunks/rolldown-runtime-c.js',
    );
  });

  it('are written as runtime.js imports them', () => {
    expect(relativeImport('runtime.js', 'chunks/core-b.js')).toBe('./chunks/core-b.js');
    expect(relativeImport('chunks/x.js', 'chunks/core-b.js')).toBe('./core-b.js');
  });

  it('start next to the layer in the minified runtime.js, which still gets the layer module', () => {
    const code = 'let r=n.loadLayer??(()=>import(`./chunks/core-b.js`).then(e=>e.y)),i=1;';
    expect(startLayerChunks(code, './chunks/core-b.js', ['./chunks/vendor-d.js'])).toBe(
      'let r=n.loadLayer??(()=>Promise.all([import(`./chunks/vendor-d.js`),import(`./chunks/core-b.js`)]).then(m=>m[1].y)),i=1;',
    );
  });

  it('read an unminified build too, and leave the code alone when there is nothing to add', () => {
    const plain = 'const loadLayer = () => import("./chunks/core-b.js");';
    expect(startLayerChunks(plain, './chunks/core-b.js', ['./chunks/vendor-d.js'])).toBe(
      'const loadLayer = () => Promise.all([import("./chunks/vendor-d.js"),import("./chunks/core-b.js")]).then(m=>m[1]);',
    );
    expect(startLayerChunks(plain, './chunks/core-b.js', [])).toBe(plain);
  });

  it('fail the build when runtime.js imports the layer chunk never or twice', () => {
    expect(() => startLayerChunks('import(`./chunks/x.js`)', './chunks/core-b.js', [])).toThrow(
      /found 0/,
    );
    const twice = 'import(`./chunks/core-b.js`);import("./chunks/core-b.js")';
    expect(() => startLayerChunks(twice, './chunks/core-b.js', [])).toThrow(/found 2/);
  });
});
