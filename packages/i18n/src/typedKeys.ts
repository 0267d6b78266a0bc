/**
 * Typed translation keys: `t('…')` with a key that no language file holds fails `pnpm typecheck`.
 * The texts are the merged German set (shared/i18n/lang-de.json plus every widget's
 * i18n/de.json), which widgets/translations.d.ts pours into `AnstossTranslations` from the JSON
 * files themselves, so a key added to a language file is known at once. Values stay `string`:
 * interpolation options are not checked.
 */
import type { ParseKeys } from 'i18next';

declare global {
  /** The merged German texts, key → text (declared in widgets/translations.d.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface AnstossTranslations {}
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AnstossTranslations };
    keySeparator: false;
    nsSeparator: false;
    parseInterpolation: false;
    strictInterpolationChecks: false;
  }
}

/** A key of the language files; use it for maps from values to texts instead of building keys. */
export type TranslationKey = ParseKeys;
