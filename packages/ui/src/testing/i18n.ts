import { langResources } from '@anstoss/shared/i18n/resources';
import { initI18nWithResources } from '@anstoss/i18n';

/** Both languages as the build ships them (for tests and Storybook: no network needed). */
export { langResources };

/** Initialises i18n synchronously from the real language files, in German unless told otherwise. */
export function initTestI18n(language: 'de' | 'en' = 'de') {
  return initI18nWithResources(language, langResources);
}
