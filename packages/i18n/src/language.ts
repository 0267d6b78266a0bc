/** The languages the product speaks (spec §9: German by default, English on request). */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
/** Expiring-storage key of the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'anstoss.language';
/** CustomEvent dispatched on document after a switch; detail `{ language }`. */
export const LANGUAGE_CHANGED_EVENT = 'anstoss:languageChanged';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'en-GB' -> 'en'; anything unknown -> undefined. */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/**
 * The `lang` for text the portal's people wrote (editors' news, warnings, members' album titles
 * and photo captions): German by nature (spec §9, a German portal), whatever language the widget
 * speaks. Inside a widget speaking `active` that text needs `lang="de"` (WCAG 3.1.2, as the CMS
 * marks it in its English pages); undefined while the widget speaks German, so German pages stay
 * as they are.
 */
export function portalTextLang(active: string): Language | undefined {
  return toLanguage(active) === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
}
