/**
 * The one i18next instance. Deliberately small: no http backend, no language detector. The
 * language files are flat JSON objects keyed by dotted strings ("javascript.error.message…"),
 * so key and namespace separators are off.
 */
import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from './language.ts';
import { reportMissingKey } from './missingKeys.ts';

export type Translations = Record<string, string>;

export const i18n: I18n = createInstance();
i18n.use(initReactI18next);

export function baseOptions(language: Language, resources: Resource): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    // React escapes text itself; escaping here would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (languages, _ns, key) => reportMissingKey(languages, key),
    react: { useSuspense: false },
  };
}

/** The current language, as one of ours ('de' before initialisation). */
export function getLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
