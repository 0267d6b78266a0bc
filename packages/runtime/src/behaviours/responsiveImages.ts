// Responsive and lazy images on server markup (spec §9 Layout, Timings): README section 5.12.
import {
  IMAGE_LARGE_ABOVE,
  IMAGE_MEDIUM_ABOVE,
  LAZY_IMAGE_RETRIES,
  LAZY_IMAGE_RETRY_MS,
} from './timings.ts';
import { within } from './elements.ts';

/** The same string as RESPONSIVE_IMAGE_SELECTOR in ../behaviourSelectors.ts (kept in runtime.js). */
const RESPONSIVE_IMAGE_SELECTOR = 'img[data-responsive-image]';

export type ImageSize = 'small' | 'medium' | 'large';
const SIZES: readonly ImageSize[] = ['small', 'medium', 'large'];

/**
 * The size an image needs: medium above 420 px, large above 840 px; a device pixel ratio above 1
 * upgrades one size (small → medium, medium → large).
 */
export function imageSize(width: number, pixelRatio: number): ImageSize {
  let step = width > IMAGE_LARGE_ABOVE ? 2 : width > IMAGE_MEDIUM_ABOVE ? 1 : 0;
  if (pixelRatio > 1) step = Math.min(step + 1, 2);
  return SIZES[step]!;
}

/** The URL for `size`, else the nearest larger one, else the nearest smaller one; null if none. */
export function sourceFor(
  sources: Partial<Record<ImageSize, string>>,
  size: ImageSize,
): string | null {
  const at = SIZES.indexOf(size);
  const order = [...SIZES.slice(at), ...SIZES.slice(0, at).reverse()];
  for (const s of order) if (sources[s]) return sources[s];
  return null;
}

/** Elements of type 'ad' (and everything inside one) are left to the ad code (spec §9). */
export const isAd = (img: Element) => img.closest('[data-type="ad"]') !== null;

interface State {
  attempts: number;
  timer?: number;
}
const states = new WeakMap<HTMLImageElement, State>();
let observer: IntersectionObserver | undefined;

function sourcesOf(img: HTMLImageElement): Partial<Record<ImageSize, string>> {
  const sources: Partial<Record<ImageSize, string>> = {};
  for (const s of SIZES) {
    const value = img.getAttribute(`data-src-${s}`);
    if (value) sources[s] = value;
  }
  return sources;
}

/** Sets the fitting source; the width is the box the page reserved (never 0: the viewport). */
export function loadImage(img: HTMLImageElement): void {
  const width =
    img.getBoundingClientRect().width || img.parentElement?.clientWidth || window.innerWidth;
  const src = sourceFor(sourcesOf(img), imageSize(width, window.devicePixelRatio || 1));
  if (!src) {
    console.error('[Anstoss] data-responsive-image needs data-src-small, -medium or -large.', img);
    return;
  }
  img.setAttribute('data-image-state', 'loading');
  img.src = src;
}

function onLoad(e: Event): void {
  const img = e.target as HTMLImageElement;
  img.setAttribute('data-image-state', 'loaded');
}

/** A failed load is tried again after 1000 ms (a few times), then marked failed. */
function onError(e: Event): void {
  const img = e.target as HTMLImageElement;
  const state = states.get(img);
  if (!state || !img.getAttribute('src')) return;
  if (state.attempts >= LAZY_IMAGE_RETRIES) {
    img.setAttribute('data-image-state', 'failed');
    return;
  }
  state.attempts++;
  window.clearTimeout(state.timer);
  const src = img.getAttribute('src')!;
  state.timer = window.setTimeout(() => {
    img.removeAttribute('src');
    img.src = src;
  }, LAZY_IMAGE_RETRY_MS);
}

/** Width/height (or data-aspect-ratio) become the box's aspect ratio even before a source. */
function reserveSpace(img: HTMLImageElement): void {
  const width = Number(img.getAttribute('width'));
  const height = Number(img.getAttribute('height'));
  const ratio = img.getAttribute('data-aspect-ratio');
  if (width > 0 && height > 0) img.style.aspectRatio = `${width} / ${height}`;
  else if (ratio && /^\d+(\.\d+)?(\s*\/\s*\d+(\.\d+)?)?$/.test(ratio))
    img.style.aspectRatio = ratio;
  else
    console.warn(
      '[Anstoss] data-responsive-image without width/height or data-aspect-ratio: the page may jump.',
      img,
    );
}

/**
 * Prepares every responsive image below `root` once: space reserved, loaded when it enters the
 * viewport (at once where IntersectionObserver is missing). Elements of type 'ad' are skipped.
 */
export function applyResponsiveImages(root: ParentNode): void {
  for (const img of within<HTMLImageElement>(root, RESPONSIVE_IMAGE_SELECTOR)) {
    if (states.has(img) || isAd(img)) continue;
    states.set(img, { attempts: 0 });
    reserveSpace(img);
    img.addEventListener('load', onLoad);
    img.addEventListener('error', onError);
    if (typeof IntersectionObserver !== 'function') {
      loadImage(img);
      continue;
    }
    observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        loadImage(entry.target as HTMLImageElement);
      }
    });
    observer.observe(img);
  }
}

/** Tests: forget the observer (a new one per test's stub). */
export function resetResponsiveImages(): void {
  observer?.disconnect();
  observer = undefined;
}
