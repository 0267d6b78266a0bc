/** Root margin of the 'visible' strategy: start loading a little before the host scrolls in. */
export const VISIBLE_ROOT_MARGIN = '200px';
/** Longest wait for an idle period before an 'idle' widget mounts anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Delay of the 'idle' strategy where requestIdleCallback is missing (Safari before 18). */
export const IDLE_FALLBACK_MS = 200;
