/**
 * Ids from servers are opaque (ARCHITECTURE.md): the portal sends numbers in some answers and
 * 32-character strings such as `02IEQ6L1J4000000VS5489B3VU2TDLOS` in others. Every schema field
 * the spec calls an id accepts both and hands the widget a string, so `a.id === b.id` holds however
 * each side was spelt and nobody is tempted to do arithmetic on one.
 */
import * as z from 'zod/mini';

export const opaqueId = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value): string => String(value)),
);

/** An id that may be absent: null (and a missing field) stay null. */
export const optionalOpaqueId = z._default(z.nullable(opaqueId), null);

export type OpaqueId = z.output<typeof opaqueId>;
