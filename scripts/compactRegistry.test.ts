import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../widgets/registry.ts';
import { decodeRegistry } from '../packages/runtime/src/compactRegistry.ts';
import {
  compactRegistryModule,
  readRegistrySource,
  TABLE_PLACEHOLDER,
  writeRegistryTable,
} from './compactRegistry.ts';

const source = readFileSync(new URL('../widgets/registry.ts', import.meta.url), 'utf8');

describe('compact registry build plugin', () => {
  it('reads every entry of widgets/registry.ts with its strategy (drift guard)', () => {
    const entries = readRegistrySource(source);
    expect(entries.map((e) => e.name)).toEqual(Object.keys(registry));
    for (const entry of entries) expect(entry.strategy).toBe(registry[entry.name]?.strategy);
    expect(entries.find((e) => e.name === 'tv-list')?.path).toBe('./tv/src/entries/tv-list.ts');
  });

  it('fails on an entry of another shape instead of dropping it', () => {
    const odd = `${source}\nexport const more = { x: { load: () => import('./x/src/index.ts'), strategy: 'idle' } };`;
    expect(() => readRegistrySource(odd)).toThrow(/import\(\) calls/);
  });

  it('writes a module that keeps each widget a dynamic import', () => {
    const code = compactRegistryModule([{ name: 'a', strategy: 'idle', path: './a/src/index.ts' }]);
    expect(code).toContain(JSON.stringify(TABLE_PLACEHOLDER));
    expect(code).toContain(`() => import("./a/src/index.ts")`);
  });

  const entries = [
    { name: 'fan-poll', strategy: 'visible', path: './fan-poll/src/index.ts' },
    { name: 'tabs', strategy: 'eager', path: './tabs/src/index.ts' },
  ] as const;

  it('puts the built chunk names into minified runtime.js and drops the loaders', () => {
    const minified =
      `var x=1;var L=D("${TABLE_PLACEHOLDER}",e=>import(e),[()=>import(\`./chunks/widget-fan-poll-CIw7hYc.js\`),` +
      `()=>import(\`./chunks/widget-tabs-0-Yf7pt.js\`)]);B(L);`;
    const out = writeRegistryTable(minified, entries);
    expect(out).toBe('var x=1;var L=D("etabs0-Yf7pt;vfan-pollCIw7hYc",e=>import(e));B(L);');
    const decoded = decodeRegistry('etabs0-Yf7pt;vfan-pollCIw7hYc', async () => ({}) as never);
    expect(Object.keys(decoded).sort()).toEqual(['fan-poll', 'tabs']);
  });

  it('reads an unminified build too (vite build --minify false)', () => {
    const plain = `var registry = decodeRegistry("${TABLE_PLACEHOLDER}", (file) => import(
\t/* @vite-ignore */
\tfile
), [() => import("./chunks/widget-fan-poll-CIw7hYc.js"), () => import("./chunks/widget-tabs-0-Yf7pt.js")]);`;
    expect(writeRegistryTable(plain, entries)).toContain(
      'decodeRegistry("etabs0-Yf7pt;vfan-pollCIw7hYc", (file) => import(',
    );
  });

  it('takes a widget whose chunk also exports code for its lazy part (`.then(e=>e.t)`) when the chunk exports default', () => {
    // The media stream's item options load later and share modules with the widget (issue 31).
    const exportsOf = (file: string) =>
      file === 'chunks/widget-fan-poll-CIw7hYc.js' ? ['a', 'default', 't'] : ['default'];
    const minified =
      `var L=D("${TABLE_PLACEHOLDER}",e=>import(e),[()=>import(\`./chunks/widget-fan-poll-CIw7hYc.js\`).then(e=>e.t),` +
      `()=>import(\`./chunks/widget-tabs-0-Yf7pt.js\`)]);`;
    expect(writeRegistryTable(minified, entries, exportsOf)).toBe(
      'var L=D("etabs0-Yf7pt;vfan-pollCIw7hYc",e=>import(e));',
    );
    const plain = `decodeRegistry("${TABLE_PLACEHOLDER}", (file) => import(file), [() => import("./chunks/widget-fan-poll-CIw7hYc.js").then((n) => n.t), () => import("./chunks/widget-tabs-0-Yf7pt.js")]);`;
    expect(writeRegistryTable(plain, entries, exportsOf)).toBe(
      'decodeRegistry("etabs0-Yf7pt;vfan-pollCIw7hYc", (file) => import(file));',
    );
  });

  it('refuses such a loader when the chunk does not export default (or the export picked)', () => {
    const code = `D("${TABLE_PLACEHOLDER}",e=>import(e),[()=>import("./chunks/widget-fan-poll-CIw7hYc.js").then(e=>e.t),()=>import("./chunks/widget-tabs-0-Yf7pt.js")])`;
    expect(() => writeRegistryTable(code, entries, () => ['a', 't'])).toThrow(
      /"fan-poll" is loaded as its chunk's export t.*does not export default/,
    );
    expect(() => writeRegistryTable(code, entries, () => ['default'])).toThrow(/export t/);
    expect(() => writeRegistryTable(code, entries)).toThrow(/exports: unknown/);
    const other = code.replace('.then(e=>e.t)', '.then(e=>f.t)');
    expect(() => writeRegistryTable(other, entries, () => ['default', 't'])).toThrow(/2 widgets/);
  });

  it('fails when a chunk is not named after its widget or a loader is missing', () => {
    const renamed = `D("${TABLE_PLACEHOLDER}",e=>import(e),[()=>import("./chunks/widget-other-CIw7hYc.js"),()=>import("./chunks/widget-tabs-0-Yf7pt.js")])`;
    expect(() => writeRegistryTable(renamed, entries)).toThrow(/"fan-poll" was built as/);
    const short = `D("${TABLE_PLACEHOLDER}",e=>import(e),[()=>import("./chunks/widget-fan-poll-CIw7hYc.js")])`;
    expect(() => writeRegistryTable(short, entries)).toThrow(/2 widgets/);
    expect(() => writeRegistryTable('D(x)', entries)).toThrow(/another shape/);
  });
});
