/**
 * The translation instance: the part of i18next that this product and react-i18next's
 * `useTranslation` use, in about 1 kB gzip instead of i18next's 15 kB (issue 11, page weight).
 *
 * What it does, as i18next does with our options (flat keys, no namespaces, no backend, no
 * escaping, German fallback):
 *  - `t(key, options)`: the text of the current language, else of the fallback; `{{name}}` is
 *    replaced by `options.name` (a variable passed as undefined gives '', one not passed stays as
 *    written); with a numeric `count` the plural form comes first (`key_zero` for 0, then
 *    `key_<Intl.PluralRules category>`, then `key`, then `key_other`); a key found nowhere is
 *    reported to `missingKeyHandler` and shown as it is;
 *  - `getFixedT`, `changeLanguage`, `language` / `languages` / `resolvedLanguage`, the events
 *    `initialized`, `languageChanged` (instance) and `added` / `removed` (store), and
 *    `hasLoadedNamespace` / `loadNamespaces` for react-i18next's readiness check;
 *  - resource bundles per language (`addResourceBundle`, `hasResourceBundle`, …) for the single
 *    namespace `translation`.
 * Not supported (nothing uses them): nesting `$t(…)`, formatters `{{x, number}}`, context,
 * ordinals, nested JSON keys, backends and language detection.
 */
export type Texts = Record<string, string>;

export interface TranslateOptions {
  count?: number;
  lng?: string;
  defaultValue?: string;
  [variable: string]: unknown;
}

export interface TranslatorOptions {
  lng: string;
  fallbackLng: string;
  supportedLngs: readonly string[];
  resources?: Partial<Record<string, { translation?: Texts }>>;
  missingKeyHandler?: (languages: readonly string[], namespace: string, key: string) => void;
  react?: Record<string, unknown>;
}

type Listener = (...args: unknown[]) => void;

export class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** `events` may name several, separated by spaces (as react-i18next's `bindI18n`). */
  on(events: string, listener: Listener): this {
    for (const event of events.split(' ').filter(Boolean)) {
      let set = this.listeners.get(event);
      if (!set) this.listeners.set(event, (set = new Set()));
      set.add(listener);
    }
    return this;
  }

  off(events: string, listener?: Listener): void {
    for (const event of events.split(' ').filter(Boolean)) {
      if (listener) this.listeners.get(event)?.delete(listener);
      else this.listeners.delete(event);
    }
  }

  once(event: string, listener: Listener): void {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped);
      listener(...args);
    };
    this.on(event, wrapped);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export type TFunction = ((key: string, options?: TranslateOptions) => string) & {
  lng?: string;
  ns?: string;
  keyPrefix?: string;
};

/** A third-party module as i18next's `use()` takes it (react-i18next's `initReactI18next`). */
export interface TranslatorModule {
  type: string;
  init(instance: never): void;
}

const NAMESPACE = 'translation';
const VARIABLE = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

export class Translator extends Emitter {
  options: {
    fallbackLng: string;
    supportedLngs: readonly string[];
    ns: string[];
    defaultNS: string[];
    missingKeyHandler?: TranslatorOptions['missingKeyHandler'];
    react?: Record<string, unknown>;
  } = { fallbackLng: '', supportedLngs: [], ns: [NAMESPACE], defaultNS: [NAMESPACE] };
  isInitialized = false;
  language: string | undefined;
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  /** The bundles, and the events react-i18next may bind to (`bindI18nStore`). */
  readonly store = Object.assign(new Emitter(), { data: {} as Record<string, Texts> });
  readonly services: Record<string, unknown> = {};
  /** react-i18next keeps the namespaces it saw here. */
  reportNamespaces?: unknown;
  private readonly modules: TranslatorModule[] = [];
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor() {
    super();
    this.t = this.t.bind(this);
  }

  use(module: TranslatorModule): this {
    this.modules.push(module);
    return this;
  }

  /** Synchronous (i18next's `initAsync: false`); the promise is for callers that await it. */
  init(options: TranslatorOptions): Promise<TFunction> {
    const { resources = {}, lng, ...rest } = options;
    Object.assign(this.options, rest);
    for (const [language, bundle] of Object.entries(resources))
      if (bundle?.translation) this.store.data[language] = { ...bundle.translation };
    for (const module of this.modules) module.init(this as never);
    this.setLanguage(lng);
    this.isInitialized = true;
    this.emit('languageChanged', lng);
    this.emit('initialized', this.options);
    return Promise.resolve(this.t);
  }

  changeLanguage(language: string): Promise<TFunction> {
    this.setLanguage(language);
    this.emit('languageChanged', language);
    return Promise.resolve(this.t);
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.languages = this.hierarchy(language);
    this.resolvedLanguage = this.languages.find((code) => this.hasResourceBundle(code, NAMESPACE));
  }

  /** The language itself if supported, then the fallback. */
  private hierarchy(language: string | undefined): string[] {
    const { supportedLngs, fallbackLng } = this.options;
    const codes = [language, fallbackLng].filter(
      (code): code is string =>
        !!code && (supportedLngs.length === 0 || supportedLngs.includes(code)),
    );
    return [...new Set(codes)];
  }

  t(key: string, options: TranslateOptions = {}): string {
    const codes = this.hierarchy(options.lng ?? this.language);
    const count = typeof options.count === 'number' ? options.count : undefined;
    for (const code of codes) {
      const texts = this.store.data[code];
      if (!texts) continue;
      for (const candidate of this.candidates(key, code, count)) {
        const text = texts[candidate];
        if (typeof text === 'string') return interpolate(text, options);
      }
    }
    this.options.missingKeyHandler?.([this.options.fallbackLng], NAMESPACE, key);
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  }

  /** The keys to try in one language, first match wins (i18next's order). */
  private candidates(key: string, code: string, count: number | undefined): string[] {
    if (count === undefined) return [key];
    let rules = this.plurals.get(code);
    if (!rules) this.plurals.set(code, (rules = new Intl.PluralRules(code)));
    const category = rules.select(count);
    const keys = count === 0 ? [`${key}_zero`] : [];
    keys.push(`${key}_${category}`, key);
    if (category !== 'other') keys.push(`${key}_other`);
    return keys;
  }

  getFixedT(language?: string | null, _namespace?: unknown, keyPrefix?: string): TFunction {
    const fixed: TFunction = (key, options = {}) =>
      this.t(keyPrefix ? `${keyPrefix}.${key}` : key, {
        ...options,
        lng: options.lng ?? language ?? this.language,
      });
    fixed.lng = language ?? undefined;
    fixed.ns = NAMESPACE;
    fixed.keyPrefix = keyPrefix;
    return fixed;
  }

  /** No backend: everything there is, is loaded once the instance is initialised. */
  hasLoadedNamespace(): boolean {
    return this.isInitialized;
  }

  loadNamespaces(_namespaces: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_languages: unknown, callback?: () => void): Promise<void> {
    return this.loadNamespaces(undefined, callback);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return namespace === NAMESPACE && this.store.data[language] !== undefined;
  }

  getResourceBundle(language: string, namespace: string): Texts | undefined {
    return namespace === NAMESPACE ? this.store.data[language] : undefined;
  }

  /** Merges (or, with `overwrite` false, only adds missing keys). */
  addResourceBundle(
    language: string,
    namespace: string,
    texts: Texts,
    _deep?: boolean,
    overwrite = false,
  ): this {
    if (namespace !== NAMESPACE) return this;
    const current = this.store.data[language] ?? {};
    this.store.data[language] = overwrite ? { ...current, ...texts } : { ...texts, ...current };
    if (this.language) this.setLanguage(this.language);
    this.store.emit('added', language, namespace, texts);
    return this;
  }

  removeResourceBundle(language: string, namespace: string): this {
    if (namespace !== NAMESPACE) return this;
    delete this.store.data[language];
    if (this.language) this.setLanguage(this.language);
    this.store.emit('removed', language, namespace);
    return this;
  }
}

/** `{{name}}` (and i18next's unescaped `{{- name}}`) replaced in one pass. */
export function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (match, name: string) => {
    const value = lookup(values, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : match;
    return value === null ? '' : String(value);
  });
}

function lookup(values: TranslateOptions, name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(values, name)) return values[name];
  let value: unknown = values;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
