// Timings and layout constants of the behaviours, from spec §9 unless marked otherwise.

/** Smooth scroll takes about this long (spec §9 Timings). */
export const SMOOTH_SCROLL_MS = 1000;
/** Scroll spy fallback: the spy ignores sections passed by a programmatic scroll for at most
 *  this long when the browser does not report `scrollend`. */
export const SCROLL_SPY_FALLBACK_MS = 2000;
/** In-page nav: closes this long after a nav item was used ... */
export const NAV_CLOSE_MS = 2500;
/** ... and waits this much longer while the pointer or focus is busy in it. */
export const NAV_CLOSE_DELAY_MS = 1500;
/** A section reached through the nav is highlighted this long. */
export const NAV_HIGHLIGHT_MS = 700;
/** Not in the spec: the scroll spy acts only this soon after a scroll event, so the observer's
 *  first report on load and layout shifts (widgets growing) do not rewrite the address. */
export const SCROLL_SPY_SCROLL_WINDOW_MS = 1000;
/** Not in the spec: a scroll event this recent means the user is still scrolling by hand. */
export const USER_SCROLL_IDLE_MS = 200;
/** The scroll spy's line sits this far down the viewport (rootMargin of its observer). */
export const SCROLL_SPY_ROOT_MARGIN = '-20% 0px -79% 0px';
/** The bottom of that line as a share of the viewport's height (when the observer gives none). */
export const SCROLL_SPY_LINE = 0.21;
/** Popup window (spec §9 Layout): 440x550 at 20,20, scrollbars and status bar, not resizable. */
export const POPUP_FEATURES =
  'width=440,height=550,left=20,top=20,scrollbars=yes,status=yes,resizable=no';
/** Responsive images (spec §9 Layout): medium above 420 px, large above 840 px wide. */
export const IMAGE_MEDIUM_ABOVE = 420;
export const IMAGE_LARGE_ABOVE = 840;
/** Lazy images: a failed load is tried again after this long (spec §9 Timings) ... */
export const LAZY_IMAGE_RETRY_MS = 1000;
/** ... at most this often (not in the spec: a missing file must not be asked for forever). */
export const LAZY_IMAGE_RETRIES = 3;
/** Scroll restore: the page is checked this often until the saved position can be reached. */
export const SCROLL_RESTORE_CHECK_MS = 700;
/** ... for at most this many checks (not in the spec: late content may never come). */
export const SCROLL_RESTORE_CHECKS = 15;
/** Masonry: the grid is laid out again this long after the last change (spec §9 Timings). */
export const MASONRY_RELAYOUT_MS = 300;
/** Masonry row unit in px (not in the spec: small enough that cards keep their height). */
export const MASONRY_ROW_PX = 8;
