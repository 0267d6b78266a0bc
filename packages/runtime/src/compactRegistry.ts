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

const ORDER: readonly MountStrategy[] = ['eager', 'idle', 'visible'];

/**
 * One group per strategy, `<strategy letter><name><hash>,<name><hash>…`, groups joined by `;`,
 * names sorted: e.g. `ecookie-consentD2hkasw,header-warningCVdZ1l9;vcompetition-finderCVdZ1l9`.
 * The letter once per group instead of once per widget, and sorted names, save runtime.js about
 * 35 B gzip with 58 widgets (issue 31). Build side only.
 */
export function encodeRegistryTable(entries: readonly CompactEntry[]): string {
  for (const { name, hash } of entries) {
    if (!NAME.test(name)) throw new Error(`registry: "${name}" is not a kebab-case widget name`);
    if (!HASH.test(hash))
      throw new Error(`registry: "${hash}" is not a chunk hash of ${HASH_LENGTH} characters`);
  }
  return ORDER.map((strategy) =>
    entries
      .filter((entry) => entry.strategy === strategy)
      .map(({ name, hash }) => `${name}${hash}`)
      .sort(),
  )
    .map((items, i) => (items.length ? `${LETTERS[ORDER[i]!]}${items.join(',')}` : ''))
    .filter(Boolean)
    .join(';');
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
  for (const group of table.split(';')) {
    const strategy = STRATEGIES[group.charAt(0)];
    if (!strategy) continue;
    for (const item of group.slice(1).split(',')) {
      const name = item.slice(0, -HASH_LENGTH);
      if (!name) continue;
      const file = `./chunks/widget-${name}-${item.slice(-HASH_LENGTH)}.js`;
      registry[name] = { strategy, load: () => importFile(file) };
    }
  }
  return registry;
}
