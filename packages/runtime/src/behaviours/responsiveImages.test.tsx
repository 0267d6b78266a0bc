import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError, expectConsoleWarn } from '../../../../scripts/console-guard.ts';
import {
  applyResponsiveImages,
  imageSize,
  resetResponsiveImages,
  sourceFor,
} from './responsiveImages.ts';

describe('imageSize (spec §9 Layout)', () => {
  it('small up to 420 px, medium above 420, large above 840', () => {
    expect(imageSize(300, 1)).toBe('small');
    expect(imageSize(420, 1)).toBe('small');
    expect(imageSize(421, 1)).toBe('medium');
    expect(imageSize(840, 1)).toBe('medium');
    expect(imageSize(841, 1)).toBe('large');
  });

  it('a device pixel ratio above 1 upgrades one size; large stays large', () => {
    expect(imageSize(300, 1.5)).toBe('medium');
    expect(imageSize(600, 2)).toBe('large');
    expect(imageSize(1200, 3)).toBe('large');
    expect(imageSize(300, 1)).toBe('small');
  });
});

describe('sourceFor', () => {
  it('the asked size, else the nearest larger, else the nearest smaller', () => {
    const all = { small: 's.jpg', medium: 'm.jpg', large: 'l.jpg' };
    expect(sourceFor(all, 'medium')).toBe('m.jpg');
    expect(sourceFor({ small: 's.jpg', large: 'l.jpg' }, 'medium')).toBe('l.jpg');
    expect(sourceFor({ small: 's.jpg' }, 'large')).toBe('s.jpg');
    expect(sourceFor({}, 'small')).toBeNull();
  });
});

/** A controllable IntersectionObserver: `reveal(el)` reports it entering the viewport. */
let observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  unobserve(target: Element) {
    observed = observed.filter((o) => o.target !== target);
  }
  disconnect() {
    observed = [];
  }
  takeRecords() {
    return [];
  }
}
function reveal(target: Element) {
  for (const o of observed.filter((x) => x.target === target))
    o.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
}

function image(attrs = 'width="640" height="360"', width = 600): HTMLImageElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<img data-responsive-image data-src-small="/s.svg" data-src-medium="/m.svg" data-src-large="/l.svg" alt="" ${attrs}>`,
  );
  const img = document.body.lastElementChild as HTMLImageElement;
  img.getBoundingClientRect = () => ({ width }) as DOMRect;
  return img;
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  vi.stubGlobal('devicePixelRatio', 1);
  vi.useFakeTimers();
});
afterEach(() => {
  resetResponsiveImages();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('applyResponsiveImages', () => {
  it('loads nothing before the image enters the viewport, then the fitting size', () => {
    const img = image();
    applyResponsiveImages(document);
    expect(img.getAttribute('src')).toBeNull();
    reveal(img);
    expect(img.getAttribute('src')).toBe('/m.svg');
    expect(img.getAttribute('data-image-state')).toBe('loading');
    img.dispatchEvent(new Event('load'));
    expect(img.getAttribute('data-image-state')).toBe('loaded');
  });

  it('a device pixel ratio of 2 takes one size larger', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const img = image(undefined, 300);
    applyResponsiveImages(document);
    reveal(img);
    expect(img.getAttribute('src')).toBe('/m.svg');
  });

  it('ad elements are skipped', () => {
    document.body.innerHTML = `<div data-type="ad"><img data-responsive-image data-src-small="/ad.svg" width="300" height="250" alt=""></div>`;
    const ad = image('data-type="ad" width="300" height="250"');
    applyResponsiveImages(document);
    expect(observed).toHaveLength(0);
    expect(ad.getAttribute('src')).toBeNull();
  });

  it('a failed load is tried again after 1000 ms, 3 times, then marked failed', () => {
    const img = image();
    applyResponsiveImages(document);
    reveal(img);
    for (let i = 0; i < 3; i++) {
      img.dispatchEvent(new Event('error'));
      vi.advanceTimersByTime(999);
      expect(img.getAttribute('src')).toBe('/m.svg');
      img.removeAttribute('src');
      img.setAttribute('src', '/m.svg');
      vi.advanceTimersByTime(1);
      expect(img.getAttribute('src')).toBe('/m.svg');
    }
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('data-image-state')).toBe('failed');
    vi.advanceTimersByTime(5000);
  });

  it('the retry sets the source again after exactly 1000 ms', () => {
    const img = image();
    applyResponsiveImages(document);
    reveal(img);
    const sets: string[] = [];
    const srcSetter = vi.spyOn(img, 'src', 'set').mockImplementation((v) => {
      sets.push(v);
    });
    img.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(999);
    expect(sets).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sets).toEqual(['/m.svg']);
    srcSetter.mockRestore();
  });

  it('space is reserved: width/height kept, else data-aspect-ratio; neither is warned about', () => {
    const a = image('data-aspect-ratio="16 / 9"');
    const b = image('width="640" height="360"');
    applyResponsiveImages(document);
    expect(a.style.aspectRatio).toBe('16 / 9');
    expect(b.style.aspectRatio).toBe('640 / 360');
    expectConsoleWarn('without width/height');
    image('');
    applyResponsiveImages(document);
  });

  it('each image is prepared once, also when a fragment is applied again', () => {
    const img = image();
    applyResponsiveImages(document);
    applyResponsiveImages(document);
    expect(observed.filter((o) => o.target === img)).toHaveLength(1);
  });

  it('an image without any source is an error naming the attributes', () => {
    document.body.innerHTML = `<img data-responsive-image width="1" height="1" alt="">`;
    const img = document.body.firstElementChild as HTMLImageElement;
    applyResponsiveImages(document);
    expectConsoleError('data-src-small');
    reveal(img);
    expect(img.getAttribute('src')).toBeNull();
  });
});
