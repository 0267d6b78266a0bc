// The production registry as data (issue 11): one string instead of a closure and a strategy
// object per widget, so each widget costs runtime.js a few bytes. The build writes the string
// (scripts/compactRegistry.ts); dev, Storybook and the tests use widgets/registry.ts as written.
import type { MountStrategy, Registry, RegistryEntry } from './widget.ts';

/** One widget of the table: its name, strategy and the tail of its chunk's file name. */
export interface CompactEntry {
  name: string;
  strategy: MountStrategy;
  /** `chunks/widget-<name>-<tail>.js`: the content hash. */
  tail: string;
}

const LETTERS: Record<MountStrategy, string> = { eager: 'e', idle: 'i', visible: 'v' };
/** Widget names are kebab-case; the hash of a chunk is base64url. */
const NAME = /^[a-z0-9-]+$/;
const TAIL = /^[\w-]+$/;

/** The chunk a table entry loads, relative to runtime.js. */
export const chunkFile = (name: string, tail: string): string =>
  `./chunks/widget-${name}-${tail}.js`;

/**
 * `<strategy letter><name>/<tail>` per widget, joined by `,`: e.g.
 * `vcompetition-finder/CVdZ1l9I,eheader-warning/D2hkaswr`. Build side only.
 */
export function encodeRegistryTable(entries: readonly CompactEntry[]): string {
  return entries
    .map(({ name, strategy, tail }) => {
      if (!NAME.test(name)) throw new Error(`registry: "${name}" is not a kebab-case widget name`);
      if (!TAIL.test(tail)) throw new Error(`registry: "${tail}" is not a chunk hash`);
      return `${LETTERS[strategy]}${name}/${tail}`;
    })
    .join(',');
}

/**
 * The registry a table describes. `importFile` is `(file) => import(file)` written in runtime.js
 * itself, so the relative chunk path resolves against runtime.js wherever the page is. The
 * object has no prototype: a page naming `data-widget="constructor"` finds nothing, and a
 * widget named `__proto__` would be an entry like any other.
 */
export function decodeRegistry(
  table: string,
  importFile: (file: string) => ReturnType<RegistryEntry['load']>,
): Registry {
  const registry: Registry = Object.create(null) as Registry;
  for (const item of table.split(',')) {
    const slash = item.indexOf('/');
    const letter = item[0];
    const strategy: MountStrategy | undefined =
      letter === 'e' ? 'eager' : letter === 'i' ? 'idle' : letter === 'v' ? 'visible' : undefined;
    if (!strategy || slash < 2) continue;
    const file = chunkFile(item.slice(1, slash), item.slice(slash + 1));
    registry[item.slice(1, slash)] = { strategy, load: () => importFile(file) };
  }
  return registry;
}
