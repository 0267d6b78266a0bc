import { expectConsoleError, expectConsoleWarn } from '../../../scripts/console-guard.ts';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { writeItem } from '@anstoss/storage';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, i18n } from './instance.ts';
import type { TranslationKey } from './typedKeys.ts';
import { resetTranslationLoads } from './load.ts';
import { initI18n, setLanguage } from './setup.ts';

/** Keys these tests invent; the typed `t` knows only the real language files. */
const untypedT = (key: string): string => i18n.t(key as TranslationKey);

const BASE = `${location.origin}/static/anstoss/1.0.0/`;
const files: Record<string, Record<string, string>> = {
  de: { 'javascript.error.message.unknown_error': 'Unbekannter Fehler', 'nur.de': 'Nur Deutsch' },
  en: { 'javascript.error.message.unknown_error': 'Unknown error' },
};
const requested: string[] = [];
const server = setupServer(
  mock.get(`${BASE}:file`, ({ params }) => {
    const name = String(params.file);
    requested.push(name);
    const lang = /^lang-(\w+)\.json$/.exec(name)?.[1] ?? '';
    const body = files[lang];
    return body ? HttpResponse.json(body) : new HttpResponse(null, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  requested.length = 0;
  resetTranslationLoads();
  if (i18n.isInitialized)
    for (const lang of ['de', 'en']) i18n.removeResourceBundle(lang, 'translation');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('initI18n', () => {
  it('loads lang-de.json from the base URL and starts in German', async () => {
    const instance = await initI18n({ language: 'de', baseUrl: BASE });
    expect(instance).toBe(i18n);
    expect(requested).toEqual(['lang-de.json']);
    expect(getLanguage()).toBe('de');
    expect(i18n.t('javascript.error.message.unknown_error')).toBe('Unbekannter Fehler');
  });

  it('loads English plus the German fallback when the page is English', async () => {
    await initI18n({ language: 'en', baseUrl: BASE });
    expect(requested.sort()).toEqual(['lang-de.json', 'lang-en.json']);
    expect(i18n.t('javascript.error.message.unknown_error')).toBe('Unknown error');
    expect(untypedT('nur.de')).toBe('Nur Deutsch');
  });

  it('lets the persisted choice win over the configured language', async () => {
    writeItem('anstoss.language', 'en');
    await initI18n({ language: 'de', baseUrl: BASE });
    expect(getLanguage()).toBe('en');
  });

  it('ignores a corrupt persisted choice and an unknown configured language', async () => {
    writeItem('anstoss.language', 'fr');
    await initI18n({ language: 'xx', baseUrl: BASE });
    expect(getLanguage()).toBe('de');
    expect(localStorage.getItem('anstoss.language')).toBeNull();
  });

  it('resolves even when the language file fails, logging the failure', async () => {
    const errors = expectConsoleError();
    expectConsoleWarn();
    server.use(
      mock.get(`${BASE}lang-de.json`, () => new HttpResponse('{"broken":', { status: 200 })),
    );
    await expect(initI18n({ language: 'de', baseUrl: BASE })).resolves.toBe(i18n);
    expect(errors).toHaveBeenCalled();
    expect(i18n.t('javascript.error.message.unknown_error')).toBe(
      'javascript.error.message.unknown_error',
    );
  });

  it('rejects a language file that is not a flat string map', async () => {
    expectConsoleError();
    server.use(mock.get(`${BASE}lang-de.json`, () => HttpResponse.json({ nested: { key: 'x' } })));
    await initI18n({ language: 'de', baseUrl: BASE });
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });
});

describe('setLanguage after initI18n', () => {
  it('loads the other file on demand, only once', async () => {
    await initI18n({ language: 'de', baseUrl: BASE });
    await setLanguage('en');
    await setLanguage('de');
    await setLanguage('en');
    expect(requested).toEqual(['lang-de.json', 'lang-en.json']);
    expect(i18n.t('javascript.error.message.unknown_error')).toBe('Unknown error');
  });
});
