/**
 * Missing translation keys are logged once each: a widget re-rendering every second (the live
 * ticker clock) must not flood the console with the same warning.
 */
const reported = new Set<string>();

export function reportMissingKey(languages: readonly string[], key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[anstoss:i18n] missing translation key "${key}" (${languages.join(', ')})`);
}

/** Test helper. */
export function resetMissingKeys(): void {
  reported.clear();
}
