import type { PageConfig } from './config.ts';
import type { LayerPreload } from './widgetLayer.ts';

/**
 * Starts fetching the page's language file (and German, the fallback) from runtime.js, in the same
 * step as the React layer's chunks: nothing renders before the texts are there. A bare GET (no
 * retries, no schema, before the API client has loaded); a failed or odd response gives
 * undefined, and the layer then loads that file itself, with @anstoss/api's retries and checks,
 * and reports a failure there. One promise per language.
 */
export function preloadLanguage({ language, staticBase }: PageConfig): LayerPreload {
  const texts: LayerPreload['texts'] = {};
  for (const lang of [language, 'de'])
    texts[lang] ??= fetch(`${staticBase}lang-${lang}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined);
  return { texts };
}
