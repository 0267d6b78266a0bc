/**
 * The one translation instance. Deliberately small: no http backend, no language detector, and
 * not i18next itself but the compact instance of translator.ts (what react-i18next and this
 * package use of i18next's API). The language files are flat JSON objects keyed by dotted strings
 * ("javascript.error.message…"): no key or namespace separators.
 */
import type { i18n as I18next } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from './language.ts';
import { reportMissingKey } from './missingKeys.ts';
import type { TranslationKey } from './typedKeys.ts';
import { Translator, type TranslateOptions, type TranslatorOptions } from './translator.ts';

export type Translations = Record<string, string>;
export type Resource = NonNullable<TranslatorOptions['resources']>;

/** The instance, with `t` typed by the keys of the language files. */
export type I18n = Omit<Translator, 't'> & {
  t(key: TranslationKey, options?: TranslateOptions): string;
};

const instance = new Translator();
instance.use(initReactI18next);
export const i18n: I18n = instance;

/**
 * The instance as react-i18next's types name it (`I18nextProvider`): at run time it reads only
 * what Translator implements (see translator.ts).
 */
export const i18nForReact = instance as unknown as I18next;

export function baseOptions(language: Language, resources: Resource): TranslatorOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    missingKeyHandler: (languages, _ns, key) => reportMissingKey(languages, key),
    react: { useSuspense: false },
  };
}

/** The current language, as one of ours ('de' before initialisation). */
export function getLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
