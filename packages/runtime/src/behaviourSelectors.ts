// Entry-side selectors that decide whether the behaviours chunk (src/behaviours/) is needed.
// Nothing in that chunk imports this file, so it stays inside runtime.js.
import { LINK_SCHEMES } from '@anstoss/api/linkSchemes';

/**
 * Links whose href might carry a forbidden scheme. An URL can only have a scheme if its
 * attribute holds a ':', so everything with a colon that does not start with an allowed scheme
 * or a relative form is checked properly by the link guard. This keeps the guard's code off
 * pages with ordinary links only.
 */
export const SUSPICIOUS_LINK_SELECTOR = ['a', 'area']
  .map(
    (tag) =>
      `${tag}[href*=":"]` +
      [...LINK_SCHEMES, '/', '#', '?']
        .map((prefix) => `:not([href^="${prefix}"${prefix.endsWith(':') ? ' i' : ''}])`)
        .join(''),
  )
  .join(',');

/** Responsive images (their own chunk, src/behaviours/responsiveImages.ts). */
export const RESPONSIVE_IMAGE_SELECTOR = 'img[data-responsive-image]';

/** Ad slots (README 5.14): the behaviours chunk loads their own chunk, src/behaviours/ads.ts. */
export const AD_SLOT_SELECTOR = '[id^="SPMADS_"]';

/** Markup that needs the behaviours chunk (see README "Behaviours"). */
export const BEHAVIOUR_SELECTOR = [
  '[data-condition]',
  '[data-template]',
  '[data-user-disabled]',
  '[data-login-gate]',
  '[data-login-trigger]',
  '[data-section-nav]',
  'section[id]',
  'a[data-popup]',
  'a[data-share]',
  'dialog[data-layer]',
  '[data-layer-open]',
  'input[data-contact-hint]',
  'form[data-rest-search]',
  'select[data-select-navigation]',
  'button[data-copy]',
  '[data-minchars]',
  '[data-masonry]',
  '[data-scroll-restore]',
  AD_SLOT_SELECTOR,
  SUSPICIOUS_LINK_SELECTOR,
].join(',');

/** True when `root` or an element inside it matches `selector`. */
export function matchesIn(root: ParentNode, selector: string): boolean {
  return (root instanceof Element && root.matches(selector)) || !!root.querySelector(selector);
}

/** True when `root` (or something inside it) needs a behaviour. */
export function needsBehaviours(root: ParentNode): boolean {
  return matchesIn(root, BEHAVIOUR_SELECTOR);
}

/** A '#!' route in the address also needs the behaviours (hash routing). */
export function isHashRoute(hash: string): boolean {
  return hash.startsWith('#!');
}
