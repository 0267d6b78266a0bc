// The React layer, imported lazily by the mounter as soon as a widget starts loading.
// Everything React-related (react-dom, i18next, the API client) is reachable only from here.
import { configureApi } from '@anstoss/api';
import { initI18n, initI18nWithResources, type Language } from '@anstoss/i18n';
import { getConfig } from '../config.ts';
import { watchDrafts } from '../session.ts';
import type { LayerPreload } from '../widgetLayer.ts';
import { createPortalRenderer } from './portalRoot.tsx';

const renderer = createPortalRenderer();
let prepared: Promise<void> | undefined;

/** A language file is one flat object of strings (a loop: no array of its thousands of values). */
function isTexts(value: unknown): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const texts = value as Record<string, unknown>;
  for (const key in texts) if (typeof texts[key] !== 'string') return false;
  return true;
}

/** Hands the language files runtime.js already fetched to i18next. */
async function addPreloaded(preload: LayerPreload | undefined, language: Language): Promise<void> {
  if (!preload) return;
  const texts: Partial<Record<Language, Record<string, string>>> = {};
  for (const lang of ['de', 'en'] as const) {
    const file = await preload.texts[lang];
    if (isTexts(file)) texts[lang] = file;
  }
  if (texts.de || texts.en) initI18nWithResources(language, texts);
}

/**
 * Configures the API client (CSRF cookie and header names) and loads the translations, once,
 * before the first widget renders. Language files runtime.js preloaded are used as they are;
 * initI18n loads whatever is still missing (the visitor's stored language, a failed preload).
 * A failed language file must not keep widgets off the page: they render (with keys as text)
 * and the failure is logged.
 */
export function prepare(preload?: LayerPreload): Promise<void> {
  prepared ??= (async () => {
    const config = getConfig();
    configureApi({ csrfCookie: config.csrfCookie, csrfHeader: config.csrfHeader });
    watchDrafts();
    // The layer's modules were just evaluated (React, i18next): set up the translations in a
    // task of their own, not in the same long task. scheduler.yield() where the browser has it:
    // the continuation runs before other queued tasks (a timeout waits behind all of them).
    // (yielder.ts has the same; importing it would tie this chunk to the showHost chunk.)
    const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
    await (scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));
    try {
      await addPreloaded(preload, config.language);
      await initI18n({ language: config.language, baseUrl: config.staticBase });
    } catch (error) {
      console.error('[Anstoss] The translations failed to load.', error);
    }
  })();
  return prepared;
}

export const render = renderer.render;
export const unmount = renderer.unmount;
