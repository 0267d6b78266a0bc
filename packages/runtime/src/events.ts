/** Prefix of every runtime event name on `document`. */
export const EVENT_PREFIX = 'anstoss:';

/** Dispatches `CustomEvent('anstoss:' + event, { detail })` on document. */
export function emit<T = unknown>(event: string, detail?: T): void {
  document.dispatchEvent(new CustomEvent(EVENT_PREFIX + event, { detail }));
}

/** Listens for `anstoss:<event>`; `fn` receives the detail. Returns the unsubscribe function. */
export function on<T = unknown>(event: string, fn: (detail: T) => void): () => void {
  const listener = (e: Event): void => fn((e as CustomEvent<T>).detail);
  document.addEventListener(EVENT_PREFIX + event, listener);
  return () => document.removeEventListener(EVENT_PREFIX + event, listener);
}
