import { readCookies, writeCookie } from '@anstoss/storage';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getConfig } from './config.ts';

export interface ConsentChoice {
  functional: boolean;
  marketing: boolean;
}

export interface ConsentState {
  /** The cookie layer was answered (accepted, rejected or configured). */
  dismissed: boolean;
  choice: ConsentChoice;
}

/** Consent cookies live 100 days (spec §9). */
export const CONSENT_DAYS = 100;
/** The choice cookie is polled this often while someone listens (spec §9): other tabs or a
 *  legacy consent script may change it. */
export const CONSENT_POLL_MS = 50;

export const NO_CONSENT: ConsentChoice = { functional: false, marketing: false };

export function consentCookieNames(productPrefix: string): { dismiss: string; choice: string } {
  return {
    dismiss: `${productPrefix}_COOKIE_LAYER_DISMISS`,
    choice: `${productPrefix}_COOKIE_SETTINGS_CHOICE`,
  };
}

/** The choice cookie holds JSON `{"functional":bool,"marketing":bool}`; anything else is "no consent". */
export function parseChoice(raw: string | null): ConsentChoice {
  if (!raw) return NO_CONSENT;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return NO_CONSENT;
    const { functional, marketing } = value as Record<string, unknown>;
    return { functional: functional === true, marketing: marketing === true };
  } catch {
    return NO_CONSENT;
  }
}

function isDismissed(raw: string | null): boolean {
  return raw !== null && raw !== '' && raw !== '0' && raw !== 'false';
}

export interface ConsentStore extends StoreApi<ConsentState> {
  /** Writes both cookies and updates the state at once. */
  save(choice: ConsentChoice): void;
  /** Reads the cookies now instead of at the next poll (e.g. when the settings are reopened). */
  refresh(): void;
}

/**
 * A consent store over the two cookies. The choice cookie is polled every 50 ms, but only while
 * at least one listener is subscribed, and a poll that finds the same cookie text changes nothing
 * (no re-render).
 */
export function createConsentStore(productPrefix: string, cookieDomain: string): ConsentStore {
  const names = consentCookieNames(productPrefix);
  /**
   * Both cookies from one read of `document.cookie`: on a slow phone each read is a round trip
   * to the browser's cookie store (issue 11, total blocking time), and this runs every 50 ms.
   */
  const read = (): { dismiss: string | null; choice: string | null } => {
    const jar = readCookies();
    return { dismiss: jar.get(names.dismiss) ?? null, choice: jar.get(names.choice) ?? null };
  };
  let seen = read();
  const store = createStore<ConsentState>()(() => ({
    dismissed: isDismissed(seen.dismiss),
    choice: parseChoice(seen.choice),
  }));

  function poll(): void {
    const now = read();
    if (now.dismiss === seen.dismiss && now.choice === seen.choice) return;
    seen = now;
    store.setState({ dismissed: isDismissed(now.dismiss), choice: parseChoice(now.choice) });
  }

  let listeners = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const subscribe = store.subscribe;
  store.subscribe = (listener) => {
    const unsubscribe = subscribe(listener);
    if (listeners++ === 0) {
      poll(); // catch up with changes made while nobody listened
      timer = setInterval(poll, CONSENT_POLL_MS);
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unsubscribe();
      if (--listeners === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  };

  return Object.assign(store, {
    refresh: poll,
    save(choice: ConsentChoice): void {
      const options = {
        days: CONSENT_DAYS,
        path: '/',
        sameSite: 'Lax' as const,
        domain: cookieDomain,
      };
      const json = JSON.stringify({ functional: choice.functional, marketing: choice.marketing });
      writeCookie(names.dismiss, '1', options);
      writeCookie(names.choice, json, options);
      seen = read();
      store.setState({
        dismissed: true,
        choice: { functional: choice.functional, marketing: choice.marketing },
      });
    },
  });
}

let singleton: ConsentStore | undefined;

/** The page's consent store (created on first use from the page config). */
export function getConsentStore(): ConsentStore {
  const { productPrefix, cookieDomain } = getConfig();
  singleton ??= createConsentStore(productPrefix, cookieDomain);
  return singleton;
}

/**
 * The page's consent store under the contract's name. It forwards to getConsentStore(), so the
 * cookies are read on first use rather than when a widget chunk is imported; works with
 * zustand's `useStore(consentStore, selector)`.
 */
export const consentStore: ConsentStore = {
  getState: () => getConsentStore().getState(),
  getInitialState: () => getConsentStore().getInitialState(),
  setState: ((...args: Parameters<ConsentStore['setState']>) =>
    getConsentStore().setState(...args)) as ConsentStore['setState'],
  subscribe: (listener) => getConsentStore().subscribe(listener),
  save: (choice) => getConsentStore().save(choice),
  refresh: () => getConsentStore().refresh(),
};

/** Forgets the page's consent store (tests; a new page config). Subscribers keep the old one. */
export function resetConsentStore(): void {
  singleton = undefined;
}

/** Saves the visitor's choice: both consent cookies for 100 days, path /, SameSite=Lax, parent domain. */
export function saveConsent(choice: ConsentChoice): void {
  getConsentStore().save(choice);
}
