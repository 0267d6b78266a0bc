// In the page, before any script: Event Timing entries (PerformanceObserver 'event',
// durationThreshold 16, the smallest the API allows) and the timestamp of the last trusted input,
// so the bench can read an interaction's duration (input → next paint) and the time until its
// result is on screen.

export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

export interface InteractionWindow {
  __benchEvents: EventEntry[];
  /** `timeStamp` of the last pointerdown or keydown (capturing, on window). */
  __benchInputAt: number | null;
}

export const EVENT_TIMING_SCRIPT = `(() => {
  window.__name = (fn) => fn;
  window.__benchEvents = [];
  window.__benchInputAt = null;
  const note = (event) => { if (event.isTrusted) window.__benchInputAt = event.timeStamp; };
  addEventListener('pointerdown', note, true);
  addEventListener('keydown', note, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__benchEvents.push({ name: e.name, startTime: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd,
        interactionId: e.interactionId || 0 });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/**
 * The interaction's figure, as INP counts it: the longest Event Timing entry (input → the next
 * paint after its handlers ran) of the interactions that started at or after `since`. Null when
 * every event of the interaction took under 16 ms (the API reports nothing below that).
 */
export function interactionDuration(entries: readonly EventEntry[], since: number): number | null {
  const own = entries.filter((e) => e.interactionId > 0 && e.startTime >= since);
  return own.length ? Math.max(...own.map((e) => e.duration)) : null;
}
