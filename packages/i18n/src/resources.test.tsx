import { expectConsoleWarn } from '../../../scripts/console-guard.ts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format.ts';
import { I18nProvider } from './I18nProvider.tsx';
import { i18n, getLanguage } from './instance.ts';
import type { TranslationKey } from './typedKeys.ts';
import { LANGUAGE_CHANGED_EVENT } from './language.ts';
import { resetMissingKeys } from './missingKeys.ts';
import { initI18nWithResources, readStoredLanguage, setLanguage } from './setup.ts';
import { useTranslation } from 'react-i18next';

/** Keys these tests invent; the typed `t` knows only the real language files. */
const untypedT = (key: string): string => i18n.t(key as TranslationKey);

const de = {
  'javascript.error.message.unknown_error': 'Es ist ein Fehler aufgetreten.',
  'javascript.news.selection.selected': '{{count}} ausgewählt',
  'nur.deutsch': 'Nur auf Deutsch',
};
const en = {
  'javascript.error.message.unknown_error': 'An error occurred.',
  'javascript.news.selection.selected': '{{count}} selected',
};

beforeEach(() => {
  localStorage.clear();
  resetMissingKeys();
  initI18nWithResources('de', { de, en });
});
afterEach(() => vi.restoreAllMocks());

describe('initI18nWithResources', () => {
  it('is ready synchronously, with flat dotted keys and interpolation', () => {
    expect(i18n.t('javascript.error.message.unknown_error')).toBe('Es ist ein Fehler aufgetreten.');
    expect(i18n.t('javascript.news.selection.selected', { count: 3 })).toBe('3 ausgewählt');
    expect(getLanguage()).toBe('de');
  });

  it('does not escape HTML-significant characters (React escapes)', () => {
    initI18nWithResources('de', { de: { 'a.b': 'A & B <c>' } });
    expect(untypedT('a.b')).toBe('A & B <c>');
  });

  it('can start in English and replaces earlier texts', () => {
    initI18nWithResources('en', { en: { 'javascript.error.message.unknown_error': 'Oops' }, de });
    expect(i18n.t('javascript.error.message.unknown_error')).toBe('Oops');
    expect(getLanguage()).toBe('en');
  });

  it('falls back to German for a key English lacks', () => {
    initI18nWithResources('en', { de, en });
    expect(untypedT('nur.deutsch')).toBe('Nur auf Deutsch');
  });
});

describe('missing keys', () => {
  it('go to a handler that logs each key once and show the key', () => {
    const warn = expectConsoleWarn();
    expect(untypedT('gibt.es.nicht')).toBe('gibt.es.nicht');
    untypedT('gibt.es.nicht');
    untypedT('gibt.es.nicht');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('gibt.es.nicht');
    untypedT('auch.nicht');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('setLanguage', () => {
  it('switches language, persists the choice and dispatches anstoss:languageChanged', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener(LANGUAGE_CHANGED_EVENT, listener);
    await setLanguage('en');
    document.removeEventListener(LANGUAGE_CHANGED_EVENT, listener);
    expect(getLanguage()).toBe('en');
    expect(i18n.t('javascript.error.message.unknown_error')).toBe('An error occurred.');
    expect(events).toEqual([{ language: 'en' }]);
    expect(readStoredLanguage()).toBe('en');
    expect(JSON.parse(localStorage.getItem('anstoss.language') ?? '')).toMatchObject({
      value: 'en',
    });
    expect(formatDate(new Date(2025, 0, 2))).toBe('02/01/2025');
  });

  it('rejects unsupported languages', async () => {
    await expect(setLanguage('fr' as 'de')).rejects.toThrow(/Unsupported/);
  });

  it('still switches when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(setLanguage('en')).resolves.toBeUndefined();
    expect(getLanguage()).toBe('en');
  });
});

function Message() {
  const { t } = useTranslation();
  return <p>{t('javascript.error.message.unknown_error')}</p>;
}

describe('I18nProvider and useTranslation', () => {
  it('render the current language and re-render on a switch', async () => {
    render(
      <I18nProvider>
        <Message />
      </I18nProvider>,
    );
    expect(screen.getByText('Es ist ein Fehler aufgetreten.')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
  });

  it('useTranslation works without a provider too', () => {
    render(<Message />);
    expect(screen.getByText('Es ist ein Fehler aufgetreten.')).toBeInTheDocument();
  });
});
