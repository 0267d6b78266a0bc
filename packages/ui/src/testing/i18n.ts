import de from '@anstoss/shared/i18n/lang-de.json';
import en from '@anstoss/shared/i18n/lang-en.json';
import { initI18nWithResources } from '@anstoss/i18n';

/** Both language files, as the build ships them (for tests and Storybook: no network needed). */
export const langResources = { de, en };

/** Initialises i18n synchronously from the real language files, in German unless told otherwise. */
export function initTestI18n(language: 'de' | 'en' = 'de') {
  return initI18nWithResources(language, langResources);
}
