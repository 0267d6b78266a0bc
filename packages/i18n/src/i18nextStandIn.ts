/**
 * What the production bundle hands react-i18next in place of the `i18next` module
 * (vite.config.ts `resolve.alias`). react-i18next imports one function from i18next at run time,
 * `keyFromSelector` (for selector-style keys, `t(($) => $.a.b)`, which this product does not
 * use); importing it from i18next would bundle all of i18next (its module creates an instance
 * at load, so nothing of it is tree-shaken), about 15 kB gzip on every page. The instance itself
 * is translator.ts. Same behaviour as i18next 27's `keysFromSelector` for our options (no
 * namespaces in keys).
 */
const PATH = Symbol('anstoss/i18n/PATH');

interface Recorder {
  [PATH]: PropertyKey[];
}

function recorder(): Recorder {
  const path: PropertyKey[] = [];
  const proxy: Recorder = new Proxy({} as Recorder, {
    get: (_target, key) => {
      if (key === PATH) return path;
      path.push(key);
      return proxy;
    },
  });
  return proxy;
}

export function keyFromSelector(
  selector: (path: Recorder) => Recorder,
  options?: { keySeparator?: string | false },
): string {
  const path = selector(recorder())[PATH];
  return path.map(String).join(options?.keySeparator || '.');
}
