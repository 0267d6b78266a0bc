/**
 * Ad slots of the reference CMS (packages/runtime README 5.14): server markup the ad-slot
 * behaviour fills from the ad server (src/ads/app.ts, ADS_PORT) once every vendor is consented.
 */
import { html } from '../html.ts';
import type { Lang } from '../logic/dates.ts';

/** Where the ad server runs when the app is created without one (server.ts passes ADS_PORT). */
export const DEFAULT_ADS_ORIGIN = 'http://127.0.0.1:8082';

/**
 * The vendors whose consent ads need (spec §9: "all of about 15 listed advertising, analytics
 * and personalised-advertising vendors"); page config `adVendors`.
 */
export const AD_VENDORS: readonly string[] = [
  'google-ads',
  'google-analytics',
  'amazon-ads',
  'criteo',
  'xandr',
  'magnite',
  'pubmatic',
  'index-exchange',
  'openx',
  'adform',
  'yieldlab',
  'the-trade-desk',
  'teads',
  'taboola',
  'meta',
];

export type AdFormat = 'banner' | 'rectangle';

/**
 * One slot: its id is the marker `SPMADS_fbde_<NAME>` (NAME in capitals, digits and '-'), its
 * size is reserved by site.css per format before anything loads, and it is a region named
 * "Anzeige" ("Advertisement" in English) for screen readers (the visible label says the same).
 */
export function adSlot(name: string, format: AdFormat, lang: Lang = 'de') {
  const label = lang === 'en' ? 'Advertisement' : 'Anzeige';
  return html`<div
    class="ad-slot"
    id="SPMADS_fbde_${name}"
    data-type="ad"
    data-ad-format="${format}"
    role="region"
    aria-label="${label}"
  >
    <span class="ad-slot__label" aria-hidden="true">${label}</span>
  </div>`;
}
