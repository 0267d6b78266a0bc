import { prefetchJson } from '@anstoss/api/prefetch';
import type { PageConfig } from './config.ts';
import type { LayerPreload } from './widgetLayer.ts';

/**
 * Starts fetching the page's language file (and German, the fallback) from runtime.js, so it
 * downloads while the React layer's chunk does instead of after it. A failed or odd response
 * gives undefined: the layer then loads that file itself, with @anstoss/api's retries and
 * checks, and reports a failure there.
 */
export function preloadLanguage({ language, staticBase }: PageConfig): LayerPreload {
  const languages = language === 'de' ? ['de'] : [language, 'de'];
  const texts = Promise.all(
    languages.map((lang) => prefetchJson(`${staticBase}lang-${lang}.json`)),
  ).then((files) => Object.fromEntries(languages.map((lang, i) => [lang, files[i]])));
  return { texts };
}
