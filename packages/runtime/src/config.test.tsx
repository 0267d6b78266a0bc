import { expectConsoleError } from '../../../scripts/console-guard.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getConfig,
  parseConfig,
  resetConfig,
  setRuntimeUrl,
  type ConfigEnvironment,
} from './config.ts';
import { setPageConfig } from './testing/fakes.ts';

const env = (json: string | null, hostname = 'www.fussball.de'): ConfigEnvironment => ({
  json,
  hostname,
  moduleUrl: 'https://static.fussball.de/static/anstoss/1.0.0/runtime.js',
  baseUri: 'https://www.fussball.de/verein/x',
});

afterEach(() => {
  setPageConfig(null);
  resetConfig();
  vi.restoreAllMocks();
});

describe('parseConfig', () => {
  it('has a documented default for every key', () => {
    expect(parseConfig(env(null))).toEqual({
      productPrefix: 'FBDE',
      providerAbbreviation: 'fbde',
      loginUrl: '/login',
      cookieDomain: '.fussball.de',
      staticBase: 'https://static.fussball.de/static/anstoss/1.0.0/',
      language: 'de',
      loginCookie: 'FBDE_LOGIN',
      userIdCookie: 'FBDE_USER_ID',
      csrfCookie: 'FBDE_CSRF',
      csrfHeader: 'X-CSRF-Token',
      profileUserIdPattern: '/fanprofil/-/userid/{userId}',
      userConfig: {},
      debug: false,
    });
  });

  it('switches debug mode on with "debug": true and reports a value that is not a boolean', () => {
    expect(parseConfig(env('{"debug":true}')).debug).toBe(true);
    const error = expectConsoleError();
    expect(parseConfig(env('{"debug":"yes"}')).debug).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"debug" must be true or false'));
  });

  it('uses a host-only cookie domain on localhost and IP addresses', () => {
    expect(parseConfig(env(null, 'localhost')).cookieDomain).toBe('');
    expect(parseConfig(env(null, '127.0.0.1')).cookieDomain).toBe('');
  });

  it('lets the page override keys; cookie names follow the product prefix', () => {
    const config = parseConfig(
      env(
        JSON.stringify({
          productPrefix: 'AFDE',
          loginUrl: '/anmelden',
          language: 'en',
          userConfig: { teams: [1] },
        }),
      ),
    );
    expect(config).toMatchObject({
      productPrefix: 'AFDE',
      loginUrl: '/anmelden',
      language: 'en',
      loginCookie: 'AFDE_LOGIN',
      userIdCookie: 'AFDE_USER_ID',
      csrfCookie: 'AFDE_CSRF',
      userConfig: { teams: [1] },
    });
  });

  it('keeps an explicit cookie name over the prefix-derived one', () => {
    expect(parseConfig(env('{"productPrefix":"AFDE","loginCookie":"SSO"}')).loginCookie).toBe(
      'SSO',
    );
  });

  it('resolves a relative staticBase against the page and adds the trailing slash', () => {
    expect(parseConfig(env('{"staticBase":"/static/anstoss/2.0.0"}')).staticBase).toBe(
      'https://www.fussball.de/static/anstoss/2.0.0/',
    );
  });

  it('replaces a wrong value by its default and says so', () => {
    const error = expectConsoleError();
    const config = parseConfig(env('{"loginUrl":5,"language":"fr","userConfig":[]}'));
    expect(config.loginUrl).toBe('/login');
    expect(config.language).toBe('de');
    expect(config.userConfig).toEqual({});
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toContain('"loginUrl" must be a string');
  });

  it('survives invalid JSON with the defaults', () => {
    const error = expectConsoleError();
    expect(parseConfig(env('{productPrefix:'))).toEqual(parseConfig(env(null)));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('invalid JSON'));
  });
});

describe('getConfig', () => {
  it('reads the anstoss-config element of the page once', () => {
    setPageConfig({ productPrefix: 'XY' });
    expect(getConfig().productPrefix).toBe('XY');
    setPageConfig({ productPrefix: 'ZZ' });
    expect(getConfig().productPrefix).toBe('XY');
    resetConfig();
    expect(getConfig().productPrefix).toBe('ZZ');
  });

  it('derives staticBase from the URL of runtime.js handed over by boot()', () => {
    setRuntimeUrl('https://cdn.example/static/anstoss/1.0.0/runtime.js');
    expect(getConfig().staticBase).toBe('https://cdn.example/static/anstoss/1.0.0/');
    setRuntimeUrl(undefined);
  });

  it('reads the config again when boot() hands over the URL after an earlier read', () => {
    expect(getConfig().staticBase).toMatch(/\/packages\/runtime\/src\/$/);
    setRuntimeUrl('https://cdn.example/static/anstoss/1.0.0/runtime.js');
    expect(getConfig().staticBase).toBe('https://cdn.example/static/anstoss/1.0.0/');
    setRuntimeUrl(undefined);
  });

  it('gives widget chunks the same config: @anstoss/runtime/widget shares this module', async () => {
    // In the build, config.ts sits in a shared chunk (chunks/config-*.js) that runtime.js and
    // every widget chunk import: one module, one runtime URL, whichever chunk asks.
    const widgetApi = await import('./widgetApi.ts');
    setRuntimeUrl('https://cdn.example/static/anstoss/1.0.0/runtime.js');
    expect(widgetApi.getConfig).toBe(getConfig);
    expect(widgetApi.getConfig().staticBase).toBe('https://cdn.example/static/anstoss/1.0.0/');
    setRuntimeUrl(undefined);
  });

  it('without boot() falls back to the URL of its own module', () => {
    // config.ts lives in src/, so its own module URL's directory is src/.
    expect(getConfig().staticBase).toMatch(/\/packages\/runtime\/src\/$/);
  });
});
