import { afterEach, expect, it, vi } from 'vitest';
import { i18n } from './instance.ts';
import { resetMissingKeys } from './missingKeys.ts';
import { initI18nWithResources } from './setup.ts';

afterEach(() => {
  vi.restoreAllMocks();
  resetMissingKeys();
});

it('types t() with the keys of the merged German texts (enforced by pnpm typecheck)', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  initI18nWithResources('de', { de: { 'anstoss.common.retry': 'Erneut versuchen' } });
  expect(i18n.t('anstoss.common.retry')).toBe('Erneut versuchen');
  // A widget's own key is known too (widgets/translations.d.ts merges every widget's de.json).
  expect(i18n.t('anstoss.tabs.goTo')).toBe('anstoss.tabs.goTo');
  // @ts-expect-error -- a key that no language file holds fails the typecheck
  expect(i18n.t('anstoss.common.gibtEsNicht')).toBe('anstoss.common.gibtEsNicht');
});
