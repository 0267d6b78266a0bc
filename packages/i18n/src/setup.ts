/**
 * Initialisation and language switching. The persisted choice (expiring storage, spec §9 "The
 * translation language choice is persisted") wins over the page's configured language.
 */
import { readItem, writeItem } from '@anstoss/storage';
import type { i18n as I18n, Resource } from 'i18next';
import { baseOptions, getLanguage, i18n, type Translations } from './instance.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHANGED_EVENT,
  LANGUAGE_STORAGE_KEY,
  toLanguage,
  type Language,
} from './language.ts';
import { loadTranslations } from './load.ts';

export interface I18nConfig {
  /** The page's language ('de' | 'en'; anything else means 'de'). */
  language: string;
  /** Directory URL of the language files, ending in '/'. */
  baseUrl: string;
}

let baseUrl = '';

export function readStoredLanguage(): Language | undefined {
  return readItem(LANGUAGE_STORAGE_KEY, toLanguage) ?? undefined;
}

function addBundle(language: Language, translations: Translations): void {
  i18n.addResourceBundle(language, 'translation', translations, true, true);
}

/** Loads a language (and German, the fallback) into the instance; failures are logged, not thrown. */
async function ensureLoaded(language: Language): Promise<void> {
  const wanted = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const missing = wanted.filter((lang) => !i18n.hasResourceBundle(lang, 'translation'));
  const results = await Promise.allSettled(missing.map((lang) => loadTranslations(baseUrl, lang)));
  results.forEach((result, index) => {
    const lang = missing[index] as Language;
    if (result.status === 'fulfilled') addBundle(lang, result.value);
    else console.error(`[anstoss:i18n] could not load lang-${lang}.json`, result.reason);
  });
}

/**
 * Sets up the instance and loads the language files. Resolves even when a file fails to load
 * (texts then show their keys and the failure is logged): a page must not break over texts.
 */
export async function initI18n(config: I18nConfig): Promise<I18n> {
  baseUrl = config.baseUrl;
  const language = readStoredLanguage() ?? toLanguage(config.language) ?? DEFAULT_LANGUAGE;
  if (!i18n.isInitialized) await i18n.init(baseOptions(language, {}));
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  return i18n;
}

/**
 * Synchronous set-up from in-memory texts, for tests and Storybook. Replaces earlier bundles of
 * the same languages, so each test can start from its own texts.
 */
export function initI18nWithResources(
  language: Language,
  resources: Partial<Record<Language, Translations>>,
): I18n {
  const bundles: Resource = {};
  for (const [lang, translations] of Object.entries(resources)) {
    if (translations) bundles[lang] = { translation: translations };
  }
  if (!i18n.isInitialized) {
    void i18n.init(baseOptions(language, bundles));
  } else {
    for (const [lang, translations] of Object.entries(resources)) {
      if (!translations) continue;
      i18n.removeResourceBundle(lang, 'translation');
      addBundle(lang as Language, translations);
    }
    void i18n.changeLanguage(language);
  }
  return i18n;
}

/** Switches language: loads its file if needed, persists the choice, announces the change. */
export async function setLanguage(language: Language): Promise<void> {
  const next = toLanguage(language);
  if (!next) throw new Error(`Unsupported language "${String(language)}"`);
  await ensureLoaded(next);
  await i18n.changeLanguage(next);
  writeItem(LANGUAGE_STORAGE_KEY, next);
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: { language: next } }));
  }
}

export { getLanguage };
