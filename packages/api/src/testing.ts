/**
 * Test data helpers (never for product code): real portal ids are 32-character strings, while
 * most fixtures were written with small numbers. `withPortalIds` turns a fixture into the
 * portal's spelling so every schema and derivation is also tested with opaque string ids.
 */

const PREFIX = '02IEQ6L1J4000000VS5489B3VU';

/** The n-th portal-style id: 32 characters, e.g. portalId(7) = '02IEQ6L1J4000000VS5489B3VU000007'. */
export function portalId(n: number | string): string {
  return `${PREFIX}${String(n).padStart(32 - PREFIX.length, '0')}`.slice(0, 32);
}

const isIdKey = (key: string) => key === 'id' || /(?:_id|Id)$/.test(key);

export interface PortalIdOptions {
  /** Objects whose keys are ids (e.g. a team's `members` keyed by member id). */
  keyedBy?: readonly string[];
  /** Id-looking fields that are not ids (e.g. `type_id`, an enumeration). */
  keep?: readonly string[];
}

/**
 * A deep copy of `value` in which every number under an id field (`id`, `*_id`, `*Id`) and every
 * key of the `keyedBy` objects is replaced by the matching portalId.
 */
export function withPortalIds<T>(value: T, options: PortalIdOptions = {}): T {
  const keyedBy = new Set(options.keyedBy ?? []);
  const keep = new Set(options.keep ?? []);
  const convert = (node: unknown, key: string | null, keysAreIds: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => convert(item, key, false));
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const [k, v] of Object.entries(node)) {
        out[keysAreIds ? portalId(k) : k] = convert(v, k, keyedBy.has(k));
      }
      return { ...out };
    }
    if (key !== null && isIdKey(key) && !keep.has(key) && typeof node === 'number') {
      return portalId(node);
    }
    return node;
  };
  return convert(value, null, false) as T;
}

export { albumPhotosFixture, photoFixture } from './mediaFixtures.ts';
