/**
 * The cookie layer's I/O. It makes no requests: the consent cookies are read, polled and written by
 * the runtime's consent store (so every widget sees the same consent), and this file is the one
 * place where the widget touches it.
 */
import { consentStore, saveConsent, serviceConsentStore } from '@anstoss/runtime/widget';
import type { ConsentChoice } from '@anstoss/runtime/widget';

export type { ConsentChoice };
export { consentStore };

/**
 * Stores a choice: the choice cookie and the dismiss cookie, 100 days, path /, SameSite=Lax,
 * parent domain (spec §9).
 */
export function storeChoice(choice: ConsentChoice): void {
  saveConsent(choice);
}

export { serviceConsentStore };

/**
 * Withdraws the contextual consent for one video service ("Immer laden" on a video): the
 * `<prefix>_CONSENT_SERVICES` cookie loses it and open players of that service close.
 */
export function withdrawService(service: string): void {
  serviceConsentStore.withdraw(service);
}
