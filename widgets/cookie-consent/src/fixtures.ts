import type { ConsentChoice } from './api.ts';

/** Sample consent cookie values, shared by tests, stories and the reference CMS. */
export const COOKIE_NAMES = {
  dismiss: 'FBDE_COOKIE_LAYER_DISMISS',
  choice: 'FBDE_COOKIE_SETTINGS_CHOICE',
} as const;

/** A returning visitor who allowed functional cookies only. */
export const functionalOnlyChoice: ConsentChoice = { functional: true, marketing: false };

/** A returning visitor who allowed marketing cookies only. */
export const marketingOnlyChoice: ConsentChoice = { functional: false, marketing: true };

/** The choice cookie's text as the layer writes it. */
export function choiceCookieValue(choice: ConsentChoice): string {
  return JSON.stringify(choice);
}
