/**
 * JSON from cookies and storage, read into null-prototype objects: a stored key `__proto__`,
 * `constructor` or `toString` stays an ordinary own entry, and no later `obj[key]` lookup or
 * copy can reach Object.prototype through it.
 */
export function parseStoredJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const bare = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(bare, k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return bare;
  });
}
