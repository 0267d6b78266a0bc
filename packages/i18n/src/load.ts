/**
 * Language files are static: `${baseUrl}lang-${lang}.json` (spec §7 Translations), fetched
 * through @anstoss/api so they share its retries and error handling, once per language.
 */
import { getJson } from '@anstoss/api';
import * as z from 'zod/mini';
import type { Language } from './language.ts';
import type { Translations } from './instance.ts';

const translationsSchema = z.record(z.string(), z.string());
const loads = new Map<string, Promise<Translations>>();

export function languageFileUrl(baseUrl: string, language: Language): string {
  return `${baseUrl}lang-${language}.json`;
}

/** Loads one language file; a failed load is forgotten so a later call can try again. */
export function loadTranslations(baseUrl: string, language: Language): Promise<Translations> {
  const url = languageFileUrl(baseUrl, language);
  let pending = loads.get(url);
  if (!pending) {
    pending = getJson(url, translationsSchema);
    loads.set(url, pending);
    pending.catch(() => loads.delete(url));
  }
  return pending;
}

/** Test helper. */
export function resetTranslationLoads(): void {
  loads.clear();
}
