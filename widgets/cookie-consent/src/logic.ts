import type { ConsentChoice } from './api.ts';

/** Spec §9: the two consent categories besides the always-on necessary cookies. */
export const CATEGORIES = ['functional', 'marketing'] as const;
export type ConsentCategory = (typeof CATEGORIES)[number];

/** Spec §4: the choice without a choice cookie, and what "Nur notwendige" stores. */
export const NECESSARY_ONLY: ConsentChoice = { functional: false, marketing: false };
/** Spec §4: "Alle akzeptieren" sets both categories to true. */
export const ALL_ACCEPTED: ConsentChoice = { functional: true, marketing: true };

export function withCategory(
  choice: ConsentChoice,
  category: ConsentCategory,
  value: boolean,
): ConsentChoice {
  return { ...choice, [category]: value };
}

/** Any element with this attribute reopens the layer when clicked. */
export const SETTINGS_OPEN_SELECTOR = '[data-cookie-settings-open]';

/** The settings trigger a click landed on (the element itself or an ancestor), if any. */
export function settingsTriggerOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const trigger = target.closest(SETTINGS_OPEN_SELECTOR);
  return trigger instanceof HTMLElement ? trigger : null;
}

/**
 * Spec §4: the layer is shown while the dismiss cookie is empty, unless the visitor answered on
 * this page already (a blocked cookie must not trap them in the layer), or when they reopened it.
 */
export function isLayerVisible(state: {
  dismissed: boolean;
  answered: boolean;
  reopened: boolean;
}): boolean {
  return state.reopened || (!state.dismissed && !state.answered);
}

/** How long the "saved" confirmation stays on screen. */
export const CONFIRMATION_MS = 8000;
