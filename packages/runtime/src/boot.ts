import { configureStorage } from '@anstoss/storage';
import { createAnstossGlobal, type AnstossGlobal } from './anstossGlobal.ts';
import { getConfig, setRuntimeUrl } from './config.ts';
import { emit } from './events.ts';
import { createRuntime, type Runtime, type RuntimeOptions } from './runtime.ts';
import { version } from './version.ts';
import type { Registry } from './widget.ts';

let booted: AnstossGlobal | undefined;
let runtime: Runtime | undefined;

/**
 * Starts the runtime once per page: configures storage, publishes `window.Anstoss`, mounts every
 * host and applies the behaviours as soon as the document is parsed, then announces
 * `anstoss:ready`. Calling it again returns the existing global.
 *
 * @anstoss/api is configured by the React layer before the first widget renders (see
 * react/mountReact.tsx), so that ky and DOMPurify stay out of runtime.js.
 */
export function boot(registry: Registry, options?: RuntimeOptions): AnstossGlobal {
  if (booted) return booted;
  // boot.ts is imported only by the build entry, so it is bundled into runtime.js itself:
  // its URL is the runtime's, the default staticBase (language files) is its folder.
  setRuntimeUrl(import.meta.url);
  configureStorage({ cookieDomain: getConfig().cookieDomain });
  const start = (): void => {
    runtime = createRuntime(registry, options);
    emit('ready', { version });
  };
  booted = createAnstossGlobal(
    version,
    (root) => runtime?.mount(root),
    (root) => runtime?.unmount(root),
  );
  window.Anstoss = booted;
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  return booted;
}

/** Undoes boot(): unmounts every widget, stops observing and removes window.Anstoss (tests, hot reload). */
export function shutdown(): void {
  runtime?.stop();
  runtime = undefined;
  booted = undefined;
  delete window.Anstoss;
}
