import { parentDomain } from '@anstoss/storage';

/** Page-level settings from `<script type="application/json" id="anstoss-config">`. */
export interface PageConfig {
  productPrefix: string;
  providerAbbreviation: string;
  loginUrl: string;
  /** Cookie domain for cookies we write; '' means host-only. */
  cookieDomain: string;
  /** Directory URL (ending in '/') of the built files: language files and assets live here. */
  staticBase: string;
  language: 'de' | 'en';
  loginCookie: string;
  userIdCookie: string;
  csrfCookie: string;
  csrfHeader: string;
  /** Path pattern of a fan profile; `{userId}` marks the user id (spec §6 equalsProfileUserId). */
  profileUserIdPattern: string;
  /** Free-form values read by `config:NAME` element conditions and templates. */
  userConfig: Record<string, unknown>;
  /** Shows every host's name, state and prop errors on the page (for CMS editors). */
  debug: boolean;
}

export const CONFIG_ELEMENT_ID = 'anstoss-config';

type StringKey = Exclude<keyof PageConfig, 'language' | 'userConfig' | 'debug'>;
const STRING_KEYS: readonly StringKey[] = [
  'productPrefix',
  'providerAbbreviation',
  'loginUrl',
  'cookieDomain',
  'staticBase',
  'loginCookie',
  'userIdCookie',
  'csrfCookie',
  'csrfHeader',
  'profileUserIdPattern',
];

export interface ConfigEnvironment {
  /** JSON text of the config element, or null when the page has none. */
  json: string | null;
  hostname: string;
  /** URL of the module that holds this file (runtime.js once built). */
  moduleUrl: string;
  /** The document's base URL, to resolve a relative staticBase. */
  baseUri: string;
}

/** The documented defaults; prefix-derived cookie names follow the page's productPrefix. */
export function defaultConfig(env: ConfigEnvironment, productPrefix = 'FBDE'): PageConfig {
  return {
    productPrefix,
    providerAbbreviation: 'fbde',
    loginUrl: '/login',
    cookieDomain: parentDomain(env.hostname),
    staticBase: new URL('./', env.moduleUrl).href,
    language: 'de',
    loginCookie: `${productPrefix}_LOGIN`,
    userIdCookie: `${productPrefix}_USER_ID`,
    csrfCookie: `${productPrefix}_CSRF`,
    csrfHeader: 'X-CSRF-Token',
    profileUserIdPattern: '/fanprofil/-/userid/{userId}',
    userConfig: {},
    debug: false,
  };
}

function warn(key: string, expected: string): void {
  console.error(
    `[Anstoss] #${CONFIG_ELEMENT_ID}: "${key}" must be ${expected}; using the default.`,
  );
}

/**
 * Parses the page config and merges it over the defaults. Checked by hand (no zod here: this
 * file is part of runtime.js). A wrong value is reported and replaced by its default, so a
 * typo in one key never stops the page.
 */
export function parseConfig(env: ConfigEnvironment): PageConfig {
  let raw: Record<string, unknown> = {};
  if (env.json !== null && env.json.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(env.json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        raw = parsed as Record<string, unknown>;
      else warn('(root)', 'a JSON object');
    } catch {
      console.error(`[Anstoss] #${CONFIG_ELEMENT_ID} holds invalid JSON; using the defaults.`);
    }
  }
  const prefix =
    typeof raw.productPrefix === 'string' && raw.productPrefix !== '' ? raw.productPrefix : 'FBDE';
  const config = defaultConfig(env, prefix);
  for (const key of STRING_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value === 'string') config[key] = value;
    else warn(key, 'a string');
  }
  if (raw.language !== undefined) {
    if (raw.language === 'de' || raw.language === 'en') config.language = raw.language;
    else warn('language', '"de" or "en"');
  }
  if (raw.userConfig !== undefined) {
    if (raw.userConfig && typeof raw.userConfig === 'object' && !Array.isArray(raw.userConfig)) {
      config.userConfig = raw.userConfig as Record<string, unknown>;
    } else warn('userConfig', 'an object');
  }
  if (raw.debug !== undefined) {
    if (typeof raw.debug === 'boolean') config.debug = raw.debug;
    else warn('debug', 'true or false');
  }
  // A relative staticBase is resolved against the page so chunk and language URLs stay absolute.
  config.staticBase = new URL(
    config.staticBase.endsWith('/') ? config.staticBase : `${config.staticBase}/`,
    env.baseUri,
  ).href;
  return config;
}

let cached: PageConfig | undefined;
let runtimeUrl: string | undefined;

/**
 * boot() passes the URL of runtime.js here. This module may be bundled into a shared chunk in
 * another folder, so its own import.meta.url would point at the wrong directory.
 */
export function setRuntimeUrl(url: string | undefined): void {
  runtimeUrl = url;
  cached = undefined;
}

/** The page config, read once from the document. */
export function getConfig(): PageConfig {
  cached ??= parseConfig({
    json: document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? null,
    hostname: location.hostname,
    moduleUrl: runtimeUrl ?? import.meta.url,
    baseUri: document.baseURI,
  });
  return cached;
}

/** Forgets the parsed config so the next getConfig() reads the document again (tests, hot reload). */
export function resetConfig(): void {
  cached = undefined;
}
