// Ad slots (spec §9 Ads, Storage keys and cookies): README section 5.14. A chunk of its own,
// loaded by the behaviours chunk (adSlots.ts) only when the page or inserted HTML holds a slot.
import { CONFIG_ELEMENT_ID, getConfig } from '../config.ts';
import { getConsentStore } from '../consent.ts';
import { getServiceConsentStore } from '../serviceConsent.ts';
import {
  AD_FORMATS,
  AD_RESIZE_DEBOUNCE_MS,
  adConsentGiven,
  adRequestUrl,
  adSize,
  containsAdMarker,
  crossesBreakpoint,
  isAdSlotId,
  parseAdConfig,
} from './adRules.ts';
import { within } from './elements.ts';

/** The same string as AD_SLOT_SELECTOR in ../behaviourSelectors.ts (kept in runtime.js). */
export const AD_SLOT_SELECTOR = '[id^="SPMADS_"]';

/** `data-ad-state` of a slot: no consent yet, request sent, creative shown, markup wrong. */
export type AdState = 'waiting' | 'loading' | 'loaded' | 'error';

interface Controller {
  adopt(root: ParentNode): void;
  stop(): void;
}

let controller: Controller | undefined;

/**
 * Takes the slots at and below `root` into care. The page itself (the first call) fills every
 * slot; an inserted element whose HTML holds the provider's marker reloads every slot of the page
 * (spec §9 Ads), the new ones included.
 */
export function applyAds(root: ParentNode): void {
  controller ??= startAds();
  controller.adopt(root);
}

/** Removes the listeners and every ad frame (tests, runtime.stop()). */
export function stopAds(): void {
  controller?.stop();
  controller = undefined;
}

function startAds(): Controller {
  const { providerAbbreviation: abbreviation, language } = getConfig();
  const config = parseAdConfig(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? null);
  for (const problem of config.problems)
    console.error(`[Anstoss] Ad slots: page config ${problem}`);
  const label = language === 'en' ? 'Advertisement' : 'Anzeige';
  const consentStore = getConsentStore();
  const serviceStore = getServiceConsentStore();
  const consented = () =>
    config.server !== null &&
    adConsentGiven(
      config.vendors,
      consentStore.getState().choice,
      serviceStore.getState().services,
    );

  let consent = consented();
  /** Counts the fills with consent: every reload asks for fresh creatives (`n` 1, 2, …). */
  let reloads = 0;
  let width = window.innerWidth;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let reloadQueued = false;
  const reported = new WeakSet<Element>();

  const slots = () => within<HTMLElement>(document, AD_SLOT_SELECTOR);

  function report(slot: HTMLElement, message: string): void {
    slot.setAttribute('data-ad-state', 'error');
    if (reported.has(slot)) return;
    reported.add(slot);
    console.error(`[Anstoss] Ad slot #${slot.id}: ${message}`, slot);
  }

  function clear(slot: HTMLElement): void {
    for (const frame of slot.querySelectorAll(':scope > iframe[data-ad-frame]')) frame.remove();
  }

  /** Requests a fresh creative for one slot, or leaves it empty (no consent, wrong markup). */
  function fill(slot: HTMLElement): void {
    clear(slot);
    if (!isAdSlotId(slot.id, abbreviation)) {
      report(
        slot,
        `the id must be SPMADS_${abbreviation}_ followed by capitals, digits or "-" (providerAbbreviation of the page config).`,
      );
      return;
    }
    const format = slot.getAttribute('data-ad-format') ?? '';
    const size = adSize(format, window.innerWidth);
    if (!size) {
      report(slot, `data-ad-format must be one of ${[...AD_FORMATS.keys()].join(', ')}.`);
      return;
    }
    // Marked as an ad for screen readers when the markup forgot it (README 5.14).
    if (!slot.hasAttribute('aria-label') && !slot.hasAttribute('aria-labelledby')) {
      slot.setAttribute('role', 'region');
      slot.setAttribute('aria-label', label);
    }
    if (!consent || config.server === null) {
      slot.setAttribute('data-ad-state', 'waiting');
      return;
    }
    const frame = document.createElement('iframe');
    frame.setAttribute('data-ad-frame', '');
    frame.title = label;
    frame.width = String(size.width);
    frame.height = String(size.height);
    // A unique opaque origin for the creative: it may run scripts (ads do; so do accessibility
    // checkers injected into frames) and open the advertiser's page in a new tab, but it can
    // neither navigate this page nor read any storage or cookie.
    frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.addEventListener('load', () => {
      if (frame.isConnected) slot.setAttribute('data-ad-state', 'loaded');
    });
    frame.src = adRequestUrl(config.server, slot.id, size, reloads);
    slot.setAttribute('data-ad-state', 'loading');
    slot.append(frame);
  }

  function reload(): void {
    reloadQueued = false;
    if (consent) reloads += 1;
    for (const slot of slots()) fill(slot);
  }

  /** Several fragments inserted at once (one load more) cost one reload. */
  function queueReload(): void {
    if (reloadQueued) return;
    reloadQueued = true;
    queueMicrotask(() => {
      if (controller === api) reload();
    });
  }

  function onConsent(): void {
    const now = consented();
    if (now === consent) return;
    consent = now;
    if (now) {
      queueReload(); // consent given in this page view: the ads start without a page reload
      return;
    }
    // Consent withdrawn: the frames go, and nothing is requested any more.
    for (const slot of slots()) {
      clear(slot);
      if (slot.getAttribute('data-ad-state') !== 'error')
        slot.setAttribute('data-ad-state', 'waiting');
    }
  }

  function onResize(): void {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const now = window.innerWidth;
      const crossed = crossesBreakpoint(width, now);
      width = now;
      if (crossed && consent) queueReload();
    }, AD_RESIZE_DEBOUNCE_MS);
  }

  const unsubscribe = [consentStore.subscribe(onConsent), serviceStore.subscribe(onConsent)];
  window.addEventListener('resize', onResize);

  const api: Controller = {
    adopt(root) {
      if (!(root instanceof Element)) {
        queueReload();
        return;
      }
      // The marker is looked for where slots carry it, in the ids: no serialising of a large
      // inserted list. A slot of another provider never triggers a reload; it is reported.
      const found = within<HTMLElement>(root, AD_SLOT_SELECTOR);
      if (found.some((slot) => containsAdMarker(slot.id, abbreviation))) queueReload();
      else for (const slot of found) fill(slot);
    },
    stop() {
      for (const stop of unsubscribe) stop();
      window.removeEventListener('resize', onResize);
      clearTimeout(resizeTimer);
      for (const slot of slots()) clear(slot);
    },
  };
  return api;
}
