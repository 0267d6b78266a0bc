import { describe, expect, it } from 'vitest';
import { AD_SLOT_SELECTOR as RUNTIME_SELECTOR } from '../behaviourSelectors.ts';
import { NO_CONSENT } from '../consent.ts';
import {
  AD_RELOAD_BREAKPOINT,
  adConsentGiven,
  adMarkerPattern,
  adRequestUrl,
  adSize,
  containsAdMarker,
  crossesBreakpoint,
  isAdSlotId,
  isWide,
  parseAdConfig,
} from './adRules.ts';
import { AD_SLOT_SELECTOR } from './ads.ts';

describe('ad marker (spec §9 Ads: SPMADS_<provider abbreviation>_[A-Z-0-9]+)', () => {
  it('finds the provider’s marker anywhere in loaded HTML', () => {
    expect(containsAdMarker('<div id="SPMADS_fbde_SUPERBANNER"></div>', 'fbde')).toBe(true);
    expect(containsAdMarker('<p>x</p><div id="SPMADS_fbde_LISTE-12">', 'fbde')).toBe(true);
    expect(containsAdMarker('text SPMADS_fbde_9 text', 'fbde')).toBe(true);
  });

  it('needs at least one capital, digit or "-" after the abbreviation', () => {
    expect(containsAdMarker('SPMADS_fbde_', 'fbde')).toBe(false);
    expect(containsAdMarker('SPMADS_fbde_banner', 'fbde')).toBe(false);
    expect(containsAdMarker('<div id="SPMADS_fbde_">', 'fbde')).toBe(false);
  });

  it('another provider’s marker, or no abbreviation, is no marker', () => {
    expect(containsAdMarker('SPMADS_afde_BANNER', 'fbde')).toBe(false);
    expect(containsAdMarker('SPMADS_FBDE_BANNER', 'fbde')).toBe(false);
    expect(containsAdMarker('SPMADS__BANNER', '')).toBe(false);
    expect(adMarkerPattern('')).toBeNull();
  });

  it('regular-expression characters in the abbreviation are taken literally', () => {
    expect(containsAdMarker('SPMADS_xx_A', '.*')).toBe(false);
    expect(containsAdMarker('SPMADS_.*_A', '.*')).toBe(true);
    expect(containsAdMarker('SPMADS_a_A', 'a|b')).toBe(false);
    expect(containsAdMarker('SPMADS_a|b_A', 'a|b')).toBe(true);
    expect(() => containsAdMarker('x', '([')).not.toThrow();
    expect(containsAdMarker('SPMADS_fb-de_X', 'fb-de')).toBe(true);
  });

  it('hostile input: huge and near-miss strings stay fast and do not match', () => {
    const nearMisses = 'SPMADS_fbde_x '.repeat(200_000) + 'SPMADS_fbde_';
    const started = performance.now();
    expect(containsAdMarker(nearMisses, 'fbde')).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(containsAdMarker('\u0000SPMADS_fbde_\u0000', 'fbde')).toBe(false);
    expect(containsAdMarker('SPMADS_fbde_Ａ', 'fbde')).toBe(false);
  });

  it('a slot id is exactly one marker', () => {
    expect(isAdSlotId('SPMADS_fbde_SUPERBANNER', 'fbde')).toBe(true);
    expect(isAdSlotId('SPMADS_fbde_LISTE-12', 'fbde')).toBe(true);
    expect(isAdSlotId('SPMADS_fbde_SUPERBANNER x', 'fbde')).toBe(false);
    expect(isAdSlotId('xSPMADS_fbde_A', 'fbde')).toBe(false);
    expect(isAdSlotId('SPMADS_afde_A', 'fbde')).toBe(false);
    expect(isAdSlotId('SPMADS_fbde_a', 'fbde')).toBe(false);
  });

  it('the runtime’s selector and the chunk’s are the same string', () => {
    expect(AD_SLOT_SELECTOR).toBe(RUNTIME_SELECTOR);
  });
});

describe('reload breakpoint (spec §9 Ads: width 760)', () => {
  it('wide from 760 px, narrow below', () => {
    expect(AD_RELOAD_BREAKPOINT).toBe(760);
    expect(isWide(759)).toBe(false);
    expect(isWide(760)).toBe(true);
    expect(isWide(1280)).toBe(true);
  });

  it('only a move from one side of 760 px to the other is a crossing', () => {
    expect(crossesBreakpoint(1280, 759)).toBe(true);
    expect(crossesBreakpoint(759, 760)).toBe(true);
    expect(crossesBreakpoint(390, 700)).toBe(false);
    expect(crossesBreakpoint(1280, 760)).toBe(false);
    expect(crossesBreakpoint(800, 800)).toBe(false);
  });
});

describe('ad consent: every listed vendor (spec §9 Storage keys and cookies)', () => {
  const vendors = Array.from({ length: 15 }, (_, i) => `vendor-${i + 1}`);
  const marketing = { functional: false, marketing: true };

  it('marketing accepted in the cookie layer consents to every vendor', () => {
    expect(adConsentGiven(vendors, marketing, [])).toBe(true);
  });

  it('without marketing, each vendor must be remembered: 14 of 15 is no consent', () => {
    expect(adConsentGiven(vendors, NO_CONSENT, vendors.slice(1))).toBe(false);
    expect(adConsentGiven(vendors, NO_CONSENT, vendors.slice(0, 14))).toBe(false);
    expect(adConsentGiven(vendors, NO_CONSENT, [...vendors, 'other'])).toBe(true);
    expect(adConsentGiven(vendors, NO_CONSENT, [])).toBe(false);
  });

  it('without a list the marketing category decides; an invalid list never consents', () => {
    expect(adConsentGiven([], NO_CONSENT, ['vendor-1'])).toBe(false);
    expect(adConsentGiven([], marketing, [])).toBe(true);
    expect(adConsentGiven(null, marketing, vendors)).toBe(false);
  });

  it('functional consent alone is not ad consent', () => {
    expect(adConsentGiven(vendors, { functional: true, marketing: false }, [])).toBe(false);
  });
});

describe('formats and requests', () => {
  it('a banner is 320x100 below 760 px and 728x90 from there; a rectangle 300x250', () => {
    expect(adSize('banner', 390)).toEqual({ width: 320, height: 100 });
    expect(adSize('banner', 760)).toEqual({ width: 728, height: 90 });
    expect(adSize('rectangle', 390)).toEqual({ width: 300, height: 250 });
    expect(adSize('rectangle', 1280)).toEqual({ width: 300, height: 250 });
  });

  it('an unknown format, even an Object property name, has no size', () => {
    for (const format of ['', 'Banner', 'skyscraper', '__proto__', 'constructor', 'toString'])
      expect(adSize(format, 1000)).toBeNull();
  });

  it('the request names slot, size and reload count, relative to the ad server', () => {
    expect(
      adRequestUrl('http://127.0.0.1:8082/', 'SPMADS_fbde_A', { width: 728, height: 90 }, 3),
    ).toBe('http://127.0.0.1:8082/ad?slot=SPMADS_fbde_A&size=728x90&n=3');
    expect(
      adRequestUrl('https://ads.example/v2/', 'SPMADS_fbde_A', { width: 1, height: 2 }, 1),
    ).toBe('https://ads.example/v2/ad?slot=SPMADS_fbde_A&size=1x2&n=1');
  });
});

describe('parseAdConfig (page config adServer, adVendors)', () => {
  it('reads an absolute http(s) server and the vendor list', () => {
    const config = parseAdConfig(
      JSON.stringify({ adServer: 'http://127.0.0.1:8082/', adVendors: ['a', 'b', 'a'] }),
    );
    expect(config).toEqual({ server: 'http://127.0.0.1:8082/', vendors: ['a', 'b'], problems: [] });
  });

  it('no server, a relative or a script URL: no ads, and a problem to report', () => {
    for (const adServer of [
      undefined,
      '',
      '/ads/',
      'javascript:alert(1)',
      'data:text/html,x',
      42,
    ]) {
      const config = parseAdConfig(JSON.stringify({ adServer }));
      expect(config.server).toBeNull();
      expect(config.problems[0]).toContain('adServer');
    }
  });

  it('a wrong vendor list turns ads off rather than being ignored', () => {
    for (const adVendors of [
      'google',
      [1],
      ['Google Ads'],
      ['__proto__'],
      [''],
      Array(51).fill('a'),
    ]) {
      const config = parseAdConfig(JSON.stringify({ adServer: 'https://a.example/', adVendors }));
      expect(config.vendors, JSON.stringify(adVendors)).toBeNull();
      expect(config.problems[0]).toContain('adVendors');
    }
  });

  it('invalid JSON, an array or null: no ads, nothing thrown', () => {
    for (const json of [null, '', '{', '[]', 'null', '"x"'])
      expect(parseAdConfig(json).server).toBeNull();
  });

  it('a __proto__ key never reaches the config', () => {
    const config = parseAdConfig('{"__proto__":{"adServer":"https://evil.example/"}}');
    expect(config.server).toBeNull();
  });
});
