// The React layer, imported lazily by the mounter the first time a widget is about to render.
// Everything React-related (react-dom, i18next, the API client) is reachable only from here.
import { configureApi } from '@anstoss/api';
import { initI18n } from '@anstoss/i18n';
import { getConfig } from '../config.ts';
import { createPerHostRenderer } from './perHostRoots.tsx';

const renderer = createPerHostRenderer();
let prepared: Promise<void> | undefined;

/**
 * Configures the API client (CSRF cookie and header names) and loads the translations, once,
 * before the first widget renders. A failed language file must not keep widgets off the page:
 * they render (with keys as text) and the failure is logged.
 */
export function prepare(): Promise<void> {
  prepared ??= (async () => {
    const config = getConfig();
    configureApi({ csrfCookie: config.csrfCookie, csrfHeader: config.csrfHeader });
    try {
      await initI18n({ language: config.language, baseUrl: config.staticBase });
    } catch (error) {
      console.error('[Anstoss] The translations failed to load.', error);
    }
  })();
  return prepared;
}

export const render = renderer.render;
export const unmount = renderer.unmount;
