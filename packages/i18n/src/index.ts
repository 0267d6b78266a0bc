export { i18n, getLanguage } from './instance.ts';
export type { Translations } from './instance.ts';
export { initI18n, initI18nWithResources, setLanguage, readStoredLanguage } from './setup.ts';
export type { I18nConfig } from './setup.ts';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_CHANGED_EVENT,
  isLanguage,
  toLanguage,
  portalTextLang,
} from './language.ts';
export type { Language } from './language.ts';
export { languageFileUrl, loadTranslations } from './load.ts';
export { formatDate, formatDateTime, formatNumber, formatEuro } from './format.ts';
export type { DateInput } from './format.ts';
export { I18nProvider } from './I18nProvider.tsx';
export { useTranslation, Trans } from 'react-i18next';
export type { TranslationKey } from './typedKeys.ts';
