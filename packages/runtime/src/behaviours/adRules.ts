// The rules of the ad slots (spec §9 Ads, §9 Storage keys and cookies): plain functions, no DOM.
// README section 5.14.
import type { ConsentChoice } from '../consent.ts';
import { isServiceConsented, SERVICE_NAME } from '../serviceConsent.ts';

/** Ads are reloaded when the viewport crosses this width (spec §9 Ads: "width 760"). */
export const AD_RELOAD_BREAKPOINT = 760;
/**
 * The crossing is acted on this long after the last resize event (spec §9 Timings: resize
 * debounces of 400 and 500 ms; the spec names none for ads, the longer one is taken), so a
 * window dragged back and forth across 760 px costs one reload at most.
 */
export const AD_RESIZE_DEBOUNCE_MS = 500;

/** Escapes a text for use inside a regular expression (the abbreviation comes from the page). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * The ad marker of a provider: `SPMADS_<providerAbbreviation>_[A-Z0-9-]+` (spec §9 Ads). The
 * abbreviation is matched literally (any regular-expression characters in it are escaped); an
 * empty abbreviation has no marker at all.
 */
export function adMarkerPattern(providerAbbreviation: string, whole = false): RegExp | null {
  if (providerAbbreviation === '') return null;
  const body = `SPMADS_${escapeRegExp(providerAbbreviation)}_[A-Z0-9-]+`;
  return new RegExp(whole ? `^${body}$` : body);
}

/** Loaded HTML holding the provider's marker anywhere triggers an ad reload (spec §9 Ads). */
export function containsAdMarker(html: string, providerAbbreviation: string): boolean {
  return adMarkerPattern(providerAbbreviation)?.test(html) ?? false;
}

/** An ad slot's id is exactly one marker of this provider, e.g. `SPMADS_fbde_SUPERBANNER`. */
export function isAdSlotId(id: string, providerAbbreviation: string): boolean {
  return adMarkerPattern(providerAbbreviation, true)?.test(id) ?? false;
}

/** Wide (tablet and desktop) from 760 px, narrow (mobile) below (spec §9 Layout). */
export function isWide(viewportWidth: number): boolean {
  return viewportWidth >= AD_RELOAD_BREAKPOINT;
}

/** True when the width moved from one side of 760 px to the other. */
export function crossesBreakpoint(before: number, after: number): boolean {
  return isWide(before) !== isWide(after);
}

/**
 * Ad consent (spec §9: "true only when all … listed vendors are consented"): every vendor of the
 * page's list must be consented, each the way the runtime decides for a single service
 * (`isServiceConsented`: the marketing category of the cookie layer, or the vendor remembered in
 * the service consent cookie). Without a list the marketing category decides; an invalid list
 * (`null`) never consents.
 */
export function adConsentGiven(
  vendors: readonly string[] | null,
  choice: ConsentChoice,
  remembered: readonly string[],
): boolean {
  if (vendors === null) return false;
  if (vendors.length === 0) return choice.marketing;
  return vendors.every((vendor) => isServiceConsented(vendor, choice, remembered));
}

export interface AdSize {
  width: number;
  height: number;
}

/** The ad formats a slot may ask for, narrow (below 760 px) and wide. */
export const AD_FORMATS: ReadonlyMap<string, { narrow: AdSize; wide: AdSize }> = new Map([
  ['banner', { narrow: { width: 320, height: 100 }, wide: { width: 728, height: 90 } }],
  ['rectangle', { narrow: { width: 300, height: 250 }, wide: { width: 300, height: 250 } }],
]);

/** The creative's size for a format at a viewport width; null for an unknown format. */
export function adSize(format: string, viewportWidth: number): AdSize | null {
  const sizes = AD_FORMATS.get(format);
  if (!sizes) return null;
  return isWide(viewportWidth) ? sizes.wide : sizes.narrow;
}

/** The ad request: `{adServer}ad?slot=…&size=WxH&n=…` (n counts the page's reloads). */
export function adRequestUrl(server: string, slot: string, size: AdSize, n: number): string {
  const url = new URL('ad', server);
  url.searchParams.set('slot', slot);
  url.searchParams.set('size', `${size.width}x${size.height}`);
  url.searchParams.set('n', String(n));
  return url.href;
}

export interface AdConfig {
  /** Base URL of the ad server (absolute http or https); null: no ads on this page. */
  server: string | null;
  /** The vendors that must all be consented; null when the list was invalid (no ads). */
  vendors: readonly string[] | null;
  /** What was wrong, one sentence each (the behaviour logs them). */
  problems: string[];
}

const MAX_VENDORS = 50;

/**
 * Reads `adServer` and `adVendors` from the page config's JSON text (the runtime's own config
 * parser ignores them, so runtime.js does not grow). Anything wrong turns ads off: no consent
 * can be proven against a list that cannot be read.
 */
export function parseAdConfig(json: string | null): AdConfig {
  const problems: string[] = [];
  let raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  try {
    const value: unknown = json ? JSON.parse(json) : null;
    if (value && typeof value === 'object' && !Array.isArray(value))
      raw = value as Record<string, unknown>;
  } catch {
    // the runtime reports invalid JSON already
  }
  let server: string | null = null;
  const given = Object.hasOwn(raw, 'adServer') ? raw.adServer : undefined;
  if (typeof given === 'string') {
    try {
      const url = new URL(given);
      if (url.protocol === 'http:' || url.protocol === 'https:') server = url.href;
    } catch {
      // not an absolute URL
    }
  }
  if (server === null)
    problems.push(
      '"adServer" must be an absolute http(s) URL of the ad server; no ads are loaded.',
    );

  let vendors: readonly string[] | null = [];
  const list = Object.hasOwn(raw, 'adVendors') ? raw.adVendors : undefined;
  if (list !== undefined) {
    if (
      Array.isArray(list) &&
      list.length <= MAX_VENDORS &&
      list.every((v): v is string => typeof v === 'string' && SERVICE_NAME.test(v))
    ) {
      vendors = [...new Set(list)];
    } else {
      vendors = null;
      problems.push(
        '"adVendors" must be a list of vendor names (a-z, 0-9, "-"; at most 50); no ads are loaded.',
      );
    }
  }
  return { server, vendors, problems };
}
