// The production registry as data (issue 11): one string instead of a closure and a strategy
// object per widget, so each widget costs runtime.js a few bytes. The build writes the string
// (scripts/compactRegistry.ts); dev, Storybook and the tests use widgets/registry.ts as written.
import type { MountStrategy, Registry, RegistryEntry } from './widget.ts';

/** One widget of the table: its name, strategy and the content hash of its chunk. */
export interface CompactEntry {
  name: string;
  strategy: MountStrategy;
  /** `chunks/widget-<name>-<hash>.js`. */
  hash: string;
}

/** `[hash:7]` of the widget chunks (vite.config.ts): the table needs no separator between a name and its hash. */
export const HASH_LENGTH = 7;
const LETTERS: Record<MountStrategy, string> = { eager: 'e', idle: 'i', visible: 'v' };
const STRATEGIES: Partial<Record<string, MountStrategy>> = { e: 'eager', i: 'idle', v: 'visible' };
/** Widget names are kebab-case; a hash is base64url. */
const NAME = /^[a-z0-9-]+$/;
const HASH = new RegExp(`^[\\w-]{${HASH_LENGTH}}$`);

/**
 * `<strategy letter><name><hash>` per widget, joined by `,`: e.g.
 * `vcompetition-finderCVdZ1l9I,eheader-warningD2hkaswr`. Build side only.
 */
export function encodeRegistryTable(entries: readonly CompactEntry[]): string {
  return entries
    .map(({ name, strategy, hash }) => {
      if (!NAME.test(name)) throw new Error(`registry: "${name}" is not a kebab-case widget name`);
      if (!HASH.test(hash))
        throw new Error(`registry: "${hash}" is not a chunk hash of ${HASH_LENGTH} characters`);
      return `${LETTERS[strategy]}${name}${hash}`;
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
    const name = item.slice(1, -HASH_LENGTH);
    const strategy = STRATEGIES[item.charAt(0)];
    if (!strategy || !name) continue;
    const file = `./chunks/widget-${name}-${item.slice(-HASH_LENGTH)}.js`;
    registry[name] = { strategy, load: () => importFile(file) };
  }
  return registry;
}
