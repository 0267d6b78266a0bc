/**
 * The language files the build ships (dist/lang-de.json, lang-en.json): the shared texts in
 * shared/i18n plus every widget's own texts in widgets/<name>/i18n/<lang>.json. A key defined twice
 * is an error, so two widgets cannot silently overwrite each other's texts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Dictionary = Record<string, string>;

function readJson(file: string): Dictionary {
  return JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
}

/** Every file that contributes texts for `lang`, shared first, then widgets by name. */
export function languageSources(root: string, lang: Language): string[] {
  const widgetsDir = path.join(root, 'widgets');
  const widgetFiles = readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(widgetsDir, entry.name, 'i18n', `${lang}.json`))
    .filter((file) => existsSync(file))
    .sort();
  return [path.join(root, 'shared', 'i18n', `lang-${lang}.json`), ...widgetFiles];
}

export function mergeDictionaries(sources: { file: string; texts: Dictionary }[]): Dictionary {
  const merged: Dictionary = {};
  const origin = new Map<string, string>();
  for (const { file, texts } of sources) {
    for (const [key, value] of Object.entries(texts)) {
      const first = origin.get(key);
      if (first) throw new Error(`translation key "${key}" is defined in ${first} and ${file}`);
      origin.set(key, file);
      merged[key] = value;
    }
  }
  return merged;
}

export function readLanguage(root: string, lang: Language): Dictionary {
  return mergeDictionaries(
    languageSources(root, lang).map((file) => ({
      file: path.relative(root, file),
      texts: readJson(file),
    })),
  );
}
