import { describe, expect, it, vi } from 'vitest';
import { keyFromSelector } from './i18nextStandIn.ts';
import { interpolate, Translator, type TranslatorOptions } from './translator.ts';

function create(options: Partial<TranslatorOptions> = {}) {
  const translator = new Translator();
  void translator.init({
    lng: 'de',
    fallbackLng: 'de',
    supportedLngs: ['de', 'en'],
    resources: {
      de: {
        translation: {
          greeting: 'Hallo {{name}}',
          votes_one: '{{count}} Stimme',
          votes_other: '{{count}} Stimmen',
          items_zero: 'keine Einträge',
          items_other: '{{count}} Einträge',
          plain: '{{count}} ausgewählt',
          onlyGerman: 'Nur Deutsch',
          'a.b': 'A & B <c>',
        },
      },
      en: {
        translation: {
          greeting: 'Hello {{name}}',
          votes_one: 'one vote',
          votes_other: '{{count}} votes',
        },
      },
    },
    ...options,
  });
  return translator;
}

describe('t', () => {
  it('reads flat dotted keys and does not escape', () => {
    expect(create().t('a.b')).toBe('A & B <c>');
  });

  it('picks the plural form by Intl.PluralRules, with _zero for 0 and the plain key as fallback', () => {
    const t = create().t;
    expect(t('votes', { count: 1 })).toBe('1 Stimme');
    expect(t('votes', { count: 0 })).toBe('0 Stimmen');
    expect(t('votes', { count: 5 })).toBe('5 Stimmen');
    expect(t('items', { count: 0 })).toBe('keine Einträge');
    // No _one form: the plain key is tried before _other (i18next's order).
    expect(t('items', { count: 1 })).toBe('1 Einträge');
    expect(t('plain', { count: 3 })).toBe('3 ausgewählt');
  });

  it('falls back to German for a key the language lacks', async () => {
    const translator = create();
    await translator.changeLanguage('en');
    expect(translator.t('votes', { count: 1 })).toBe('one vote');
    expect(translator.t('onlyGerman')).toBe('Nur Deutsch');
  });

  it('reports a missing key and shows it', () => {
    const missing = vi.fn();
    const translator = create({ missingKeyHandler: missing });
    expect(translator.t('gibt.es.nicht')).toBe('gibt.es.nicht');
    expect(missing).toHaveBeenCalledWith(['de'], 'translation', 'gibt.es.nicht');
  });

  it('treats an unsupported language as the fallback', async () => {
    const translator = create();
    await translator.changeLanguage('fr');
    expect(translator.languages).toEqual(['de']);
    expect(translator.t('greeting', { name: 'Ada' })).toBe('Hallo Ada');
  });
});

describe('interpolate', () => {
  it('replaces variables once, leaves unknown ones, blanks passed-but-undefined ones', () => {
    expect(interpolate('{{a}} {{ b }} {{c}} {{d}}', { a: 1, b: '{{a}}', d: undefined })).toBe(
      '1 {{a}} {{c}} ',
    );
    expect(interpolate('{{- html}}', { html: '<b>' })).toBe('<b>');
    expect(interpolate('{{who.name}}', { who: { name: 'Ada' } })).toBe('Ada');
    expect(interpolate('{{n}}', { n: null })).toBe('');
  });
});

describe('instance', () => {
  it('announces language changes and store changes, and knows what is loaded', async () => {
    const translator = new Translator();
    const initialized = vi.fn();
    translator.once('initialized', initialized);
    expect(translator.hasLoadedNamespace()).toBe(false);
    await translator.init({ lng: 'en', fallbackLng: 'de', supportedLngs: ['de', 'en'] });
    expect(initialized).toHaveBeenCalledTimes(1);
    expect(translator.hasLoadedNamespace()).toBe(true);
    expect(translator.languages).toEqual(['en', 'de']);
    expect(translator.resolvedLanguage).toBeUndefined();

    const changed = vi.fn();
    const added = vi.fn();
    translator.on('languageChanged other', changed);
    translator.store.on('added', added);
    translator.addResourceBundle('de', 'translation', { x: 'X' }, true, true);
    expect(added).toHaveBeenCalledWith('de', 'translation', { x: 'X' });
    expect(translator.resolvedLanguage).toBe('de');
    await translator.changeLanguage('de');
    expect(changed).toHaveBeenCalledWith('de');
    translator.off('languageChanged', changed);
    await translator.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('merges bundles (overwrite or keep) and removes them', () => {
    const translator = create();
    translator.addResourceBundle('de', 'translation', { greeting: 'Servus', neu: 'Neu' });
    expect(translator.t('greeting', { name: 'A' })).toBe('Hallo A');
    expect(translator.t('neu')).toBe('Neu');
    translator.addResourceBundle('de', 'translation', { greeting: 'Servus' }, true, true);
    expect(translator.t('greeting')).toBe('Servus');
    translator.removeResourceBundle('de', 'translation');
    expect(translator.hasResourceBundle('de', 'translation')).toBe(false);
    expect(translator.getResourceBundle('en', 'translation')).toMatchObject({
      votes_one: 'one vote',
    });
  });

  it('gives a t fixed to a language and a key prefix (react-i18next)', () => {
    const translator = create();
    const fixed = translator.getFixedT('en');
    expect(fixed('votes', { count: 2 })).toBe('2 votes');
    expect(translator.getFixedT('de', 'translation', 'a')('b')).toBe('A & B <c>');
    const loaded = vi.fn();
    void translator.loadNamespaces(['translation'], loaded);
    expect(loaded).toHaveBeenCalled();
  });
});

describe('keyFromSelector (the stand-in for i18next in the bundle)', () => {
  it('turns a selector into its key', () => {
    type Keys = { a: { b: { c: string } } };
    expect(keyFromSelector((($: unknown) => ($ as Keys).a.b) as never)).toBe('a.b');
  });
});
