import { readCookie } from '@anstoss/storage';
import { getConfig } from '../config.ts';

export const CONFIG_PREFIX = 'config:';

/**
 * A named value for conditions and templates: a cookie, or with the `config:` prefix a key of the
 * page config's `userConfig` object. Lists stay lists; missing values are null.
 */
export function readNamedValue(name: string): string | string[] | null {
  if (!name.startsWith(CONFIG_PREFIX)) return readCookie(name);
  const value = getConfig().userConfig[name.slice(CONFIG_PREFIX.length)];
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
