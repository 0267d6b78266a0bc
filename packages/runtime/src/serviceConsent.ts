/**
 * Contextual consent for single services (video players), beside the cookie layer's categories.
 *
 * A video service counts as consented when the visitor accepted marketing in the cookie layer, or
 * gave contextual consent for that one service ("Immer laden" on a video). The latter is stored in
 * a cookie of its own, `<productPrefix>_CONSENT_SERVICES`: JSON `{"<service>": true, …}`, 100 days,
 * path /, SameSite=Lax, parent domain (the same attributes as the other consent cookies). Anything
 * else in that cookie (not JSON, not an object, a value other than true, a key that is not a service
 * name such as `__proto__`) means: no service is consented. The cookie settings layer lists each
 * remembered service and can withdraw it; withdrawing emits `anstoss:serviceConsentWithdrawn`, and
 * every open player of that service is removed.
 */
import * as z from 'zod/mini';
import { deleteCookie, parseStoredJson, readCookie, writeCookie } from '@anstoss/storage';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getConfig } from './config.ts';
import { CONSENT_DAYS, CONSENT_POLL_MS, type ConsentChoice } from './consent.ts';
import { emit } from './events.ts';

/** A service key: lower-case letters, digits and '-', starting with a letter (never `__proto__`). */
export const SERVICE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

// Pure: a widget chunk that imports '@anstoss/runtime/widget' for defineWidget alone must not
// keep this module (and the cookie helpers behind it) as a side-effect import.
export const serviceName = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(SERVICE_NAME));

/** At most this many services are remembered (a cookie stays far below 4 KB). */
export const MAX_SERVICES = 50;

const servicesCookie = /* @__PURE__ */ z.record(serviceName, /* @__PURE__ */ z.literal(true));

export function serviceConsentCookieName(productPrefix: string): string {
  return `${productPrefix}_CONSENT_SERVICES`;
}

/**
 * The services the cookie remembers, sorted. Garbage (not JSON, not an object of service → true,
 * too many entries) is no consent at all: an empty list.
 */
export function parseServiceConsent(raw: string | null): readonly string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = parseStoredJson(raw);
  } catch {
    return [];
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const keys = Object.keys(value);
  if (keys.length > MAX_SERVICES) return [];
  // The keys are checked before zod copies the object: a `__proto__` key never reaches a plain `{}`.
  if (!keys.every((key) => SERVICE_NAME.test(key))) return [];
  const parsed = servicesCookie.safeParse(value);
  if (!parsed.success) return [];
  return keys.sort();
}

/** The cookie text for a list of services (sorted, without duplicates). */
export function serializeServiceConsent(services: readonly string[]): string {
  const record: Record<string, true> = Object.create(null) as Record<string, true>;
  for (const service of [...new Set(services)].sort()) record[service] = true;
  return JSON.stringify(record);
}

/** The services after remembering one (unchanged for an invalid name or a full list). */
export function withService(services: readonly string[], service: string): readonly string[] {
  if (!SERVICE_NAME.test(service) || services.includes(service)) return services;
  if (services.length >= MAX_SERVICES) return services;
  return [...services, service].sort();
}

export function withoutService(services: readonly string[], service: string): readonly string[] {
  return services.includes(service) ? services.filter((s) => s !== service) : services;
}

/**
 * The consent decision: marketing accepted in the cookie layer, or this service remembered, or
 * (for one player) a one-time "Video laden".
 */
export function isServiceConsented(
  service: string,
  choice: ConsentChoice,
  remembered: readonly string[],
  once = false,
): boolean {
  return choice.marketing || once || remembered.includes(service);
}

export interface ServiceConsentState {
  /** The remembered services, sorted. */
  services: readonly string[];
}

export interface ServiceConsentStore extends StoreApi<ServiceConsentState> {
  /** "Immer laden": writes the cookie (100 days) and updates the state. */
  remember(service: string): void;
  /** Withdraws a remembered service and emits `serviceConsentWithdrawn` (open players close). */
  withdraw(service: string): void;
  /** Reads the cookie now (another tab may have changed it). */
  refresh(): void;
}

export function createServiceConsentStore(
  productPrefix: string,
  cookieDomain: string,
): ServiceConsentStore {
  const name = serviceConsentCookieName(productPrefix);
  let seen = readCookie(name);
  const store = createStore<ServiceConsentState>()(() => ({ services: parseServiceConsent(seen) }));

  function poll(): void {
    const now = readCookie(name);
    if (now === seen) return;
    const before = store.getState().services;
    seen = now;
    const services = parseServiceConsent(now);
    store.setState({ services });
    // Withdrawn elsewhere (another tab, a legacy script): the players of this page close too.
    for (const service of before)
      if (!services.includes(service)) emit('serviceConsentWithdrawn', { service });
  }

  function write(services: readonly string[]): void {
    if (services.length === 0) deleteCookie(name, { domain: cookieDomain, path: '/' });
    else
      writeCookie(name, serializeServiceConsent(services), {
        days: CONSENT_DAYS,
        path: '/',
        sameSite: 'Lax',
        domain: cookieDomain,
      });
    seen = readCookie(name);
    store.setState({ services });
  }

  let listeners = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const subscribe = store.subscribe;
  store.subscribe = (listener) => {
    const unsubscribe = subscribe(listener);
    if (listeners++ === 0) {
      poll();
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
    remember(service: string): void {
      const services = withService(store.getState().services, service);
      if (services !== store.getState().services) write(services);
    },
    withdraw(service: string): void {
      const services = withoutService(store.getState().services, service);
      if (services !== store.getState().services) write(services);
      emit('serviceConsentWithdrawn', { service });
    },
  });
}

let singleton: ServiceConsentStore | undefined;

/** The page's service consent store (created on first use from the page config). */
export function getServiceConsentStore(): ServiceConsentStore {
  const { productPrefix, cookieDomain } = getConfig();
  singleton ??= createServiceConsentStore(productPrefix, cookieDomain);
  return singleton;
}

/** The page's store under a stable name; reads the cookie on first use, not on import. */
export const serviceConsentStore: ServiceConsentStore = {
  getState: () => getServiceConsentStore().getState(),
  getInitialState: () => getServiceConsentStore().getInitialState(),
  setState: ((...args: Parameters<ServiceConsentStore['setState']>) =>
    getServiceConsentStore().setState(...args)) as ServiceConsentStore['setState'],
  subscribe: (listener) => getServiceConsentStore().subscribe(listener),
  remember: (service) => getServiceConsentStore().remember(service),
  withdraw: (service) => getServiceConsentStore().withdraw(service),
  refresh: () => getServiceConsentStore().refresh(),
};

/** Forgets the page's store (tests). */
export function resetServiceConsentStore(): void {
  singleton = undefined;
}
