/** The gallery rules (spec §2 Other widgets, §9 Carousel, §9 Layout) as pure functions. */

/** Spec §9 Carousel: one step every 3000 ms, each step animated for 500 ms. */
export const INTERVAL_MS = 3000;
export const SPEED_MS = 500;
/** Spec §9 Carousel: a failed image is retried up to 3 times, 500 ms apart. */
export const IMAGE_RETRIES = 3;
export const IMAGE_RETRY_MS = 500;
/** Spec §9 Layout, cycle slider: the items shown follow the window width after 750 ms of quiet. */
export const RESIZE_DEBOUNCE_MS = 750;
/** Spec §9 Layout: mobile under 760 px, desktop from 1020 px, tablet in between. */
export const TABLET_MIN = 760;
export const DESKTOP_MIN = 1020;

/** Cycle slider: 1 item on mobile, 2 on tablet, 3 on desktop. */
export function itemsPerView(windowWidth: number): 1 | 2 | 3 {
  if (windowWidth >= DESKTOP_MIN) return 3;
  if (windowWidth >= TABLET_MIN) return 2;
  return 1;
}

/** Spec §9 Layout, cycle slider: the centres of the items shown, in % of the slider's width. */
export const CYCLE_POSITIONS: Readonly<Record<1 | 2 | 3, readonly number[]>> = {
  1: [50],
  2: [30, 70],
  3: [20, 50, 80],
};

export interface CycleLayout {
  /** Where each shown item's centre sits (% of the slider's width). */
  positions: readonly number[];
  /** The width of one item's place (% of the slider's width). */
  slot: number;
  /** The margin left and right of the row of places (% of the slider's width). */
  inset: number;
}

/**
 * The cycle slider's places for `shown` items (1 to 3): each item gets the room between
 * neighbouring centres (all of it when alone) and the row is centred, so item i's centre,
 * inset + (i + ½) × slot, is the spec's position: 50 %; 30 %, 70 %; 20 %, 50 %, 80 %.
 */
export function cycleLayout(shown: number): CycleLayout {
  const n = Math.min(3, Math.max(1, Math.trunc(shown) || 1)) as 1 | 2 | 3;
  const positions = CYCLE_POSITIONS[n];
  const first = positions[0]!;
  const slot = n === 1 ? 100 : positions[1]! - first;
  return { positions, slot, inset: first - slot / 2 };
}

/**
 * The entry shown first. The news gallery starts at a random entry when the page asks for entry
 * 0 (spec §2); otherwise the asked entry, kept inside the list. `random` returns [0, 1) like
 * Math.random and is passed in so tests decide the outcome.
 */
export function startIndex(
  asked: number,
  count: number,
  randomWhenZero: boolean,
  random: () => number,
): number {
  if (count <= 0) return 0;
  if (asked === 0 && randomWhenZero) {
    const r = random();
    const safe = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999) : 0;
    return Math.floor(safe * count);
  }
  return Math.min(Math.max(Math.trunc(asked), 0), count - 1);
}

/** Spec §2: the gallery rotates only when sliderTimeout is above 0. */
export const rotates = (sliderTimeout: number) => sliderTimeout > 0;
