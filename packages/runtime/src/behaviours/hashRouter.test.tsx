import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  FakeResizeObserver,
  installIntersectionObserver,
  installResizeObserver,
} from '../testing/fakes.ts';
import { emit } from '../events.ts';
import { HIGHLIGHT_CLASS, startRouter, type Router } from './hashRouter.ts';

let router: Router | undefined;
let scrolls: { el: Element; options: ScrollIntoViewOptions }[];

const SECTIONS =
  '<nav data-section-nav><button data-section-nav-toggle aria-expanded="false">Inhalt</button>' +
  '<a href="#!/section/spiele">Spiele</a><a href="#!/section/tabelle">Tabelle</a></nav>' +
  '<section id="spiele">…</section><section id="tabelle">…</section><div id="kommentare">…</div>';

function at(url: string): void {
  history.replaceState(null, '', url);
}
function navigateTo(hash: string): void {
  history.pushState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
function start(html = SECTIONS): Router {
  document.body.innerHTML = html;
  router = startRouter();
  router.observeSections(document);
  return router;
}
function reducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}
const $ = (selector: string): HTMLElement => document.querySelector<HTMLElement>(selector)!;

/** Where every element sits: `top` px below the viewport's top, in a page 5000 px tall. */
function layoutAt(top: number): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(700);
}

/** A browser that reports no `scrollend` (the spec's 2000 ms fallback applies). */
let restoreScrollEnd: (() => void) | undefined;
function withoutScrollEnd(): void {
  let owner: object | null = window;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend'))
    owner = Object.getPrototypeOf(owner) as object | null;
  if (!owner) return;
  const holder = owner;
  const descriptor = Object.getOwnPropertyDescriptor(holder, 'onscrollend')!;
  delete (holder as { onscrollend?: unknown }).onscrollend;
  restoreScrollEnd = () => Object.defineProperty(holder, 'onscrollend', descriptor);
}

beforeEach(() => {
  vi.useFakeTimers();
  installIntersectionObserver();
  installResizeObserver();
  reducedMotion(false);
  layoutAt(500);
  scrolls = [];
  Element.prototype.scrollIntoView = function (
    this: Element,
    options?: boolean | ScrollIntoViewOptions,
  ) {
    scrolls.push({ el: this, options: options as ScrollIntoViewOptions });
  };
  at('/spiel/x');
});
afterEach(() => {
  router?.stop();
  router = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreScrollEnd?.();
  restoreScrollEnd = undefined;
  document.body.innerHTML = '';
  at('/');
});

describe('address rules', () => {
  it("resets a page without a '#!' hash to '#!' without a history entry", () => {
    const length = history.length;
    start();
    expect(location.hash).toBe('#!');
    expect(history.length).toBe(length);
  });

  it("resets a foreign hash such as '#kommentare'", () => {
    at('/spiel/x#kommentare');
    start();
    expect(location.hash).toBe('#!');
  });

  it("leaves '?#…', '#state…' and query URLs alone", () => {
    at('/spiel/x?#abc');
    start();
    expect(location.href).toMatch(/\?#abc$/);
    router?.stop();
    at('/spiel/x#state=1');
    start();
    expect(location.hash).toBe('#state=1');
    router?.stop();
    at('/spiel/x?tab=2');
    start();
    expect(location.hash).toBe('');
  });

  it("does not route pages without sections, section nav or a '#!' address", () => {
    at('/verein/x#top');
    start('<div id="top"></div>');
    expect(location.hash).toBe('#top');
  });

  it("redirects an unknown route to '/'", () => {
    at('/spiel/x#!/section/gibtsnicht');
    start();
    expect(location.hash).toBe('#!/');
    expect(scrolls).toHaveLength(0);
  });

  it('scrolls to the element of the route on load and on every route change', () => {
    at('/spiel/x#!/section/tabelle');
    start();
    expect(scrolls).toEqual([
      { el: $('#tabelle'), options: { behavior: 'smooth', block: 'start' } },
    ]);
    navigateTo('#!/kommentare');
    expect(scrolls[1]?.el).toBe($('#kommentare'));
  });

  it('scrolls without animation under prefers-reduced-motion', () => {
    reducedMotion(true);
    at('/spiel/x#!/section/spiele');
    start();
    expect(scrolls[0]?.options.behavior).toBe('auto');
  });

  it('does not scroll while the user is scrolling by hand', () => {
    start();
    window.dispatchEvent(new Event('scroll'));
    navigateTo('#!/section/tabelle');
    expect(scrolls).toHaveLength(0);
    vi.advanceTimersByTime(250);
    navigateTo('#!/section/spiele');
    expect(scrolls).toHaveLength(1);
  });

  it('announces route changes on the event bus', () => {
    const seen: unknown[] = [];
    const listener = (e: Event): void => void seen.push((e as CustomEvent).detail);
    document.addEventListener('anstoss:routeChanged', listener);
    start();
    navigateTo('#!/section/tabelle');
    document.removeEventListener('anstoss:routeChanged', listener);
    expect(seen).toEqual([{ path: '/' }, { path: '/section/tabelle' }]);
  });
});

describe('in-page section navigation', () => {
  it('sets the path, scrolls, marks the item, moves focus and highlights the section', () => {
    start();
    const length = history.length;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    $('a[href="#!/section/tabelle"]').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(location.hash).toBe('#!/section/tabelle');
    expect(history.length).toBe(length + 1);
    expect(scrolls[0]?.el).toBe($('#tabelle'));
    expect($('a[href="#!/section/tabelle"]').getAttribute('aria-current')).toBe('location');
    expect($('a[href="#!/section/spiele"]').hasAttribute('aria-current')).toBe(false);
    expect(document.activeElement).toBe($('#tabelle'));
    // The highlight starts when the smooth scroll (about 1000 ms) is over and lasts 700 ms.
    vi.advanceTimersByTime(999);
    expect($('#tabelle').classList.contains(HIGHLIGHT_CLASS)).toBe(false);
    vi.advanceTimersByTime(1);
    expect($('#tabelle').classList.contains(HIGHLIGHT_CLASS)).toBe(true);
    vi.advanceTimersByTime(700);
    expect($('#tabelle').classList.contains(HIGHLIGHT_CLASS)).toBe(false);
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    start();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    $('a[href="#!/section/tabelle"]').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(scrolls).toHaveLength(0);
  });

  it('opens with its toggle and closes 2500 ms after use, 1500 ms later while in use', () => {
    start();
    const nav = $('[data-section-nav]');
    $('[data-section-nav-toggle]').click();
    expect(nav.hasAttribute('data-open')).toBe(true);
    expect($('[data-section-nav-toggle]').getAttribute('aria-expanded')).toBe('true');
    $('a[href="#!/section/spiele"]').click();
    (document.activeElement as HTMLElement).blur();
    vi.advanceTimersByTime(2000);
    nav.dispatchEvent(new Event('pointermove', { bubbles: true }));
    vi.advanceTimersByTime(500); // 2500 ms: the pointer moved in it 500 ms ago
    expect(nav.hasAttribute('data-open')).toBe(true);
    vi.advanceTimersByTime(1500);
    expect(nav.hasAttribute('data-open')).toBe(false);
    expect($('[data-section-nav-toggle]').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('scroll spy', () => {
  it('watches sections with an IntersectionObserver and replaces the path when one is passed', () => {
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    expect([...spy.targets]).toEqual([$('#spiele'), $('#tabelle')]);
    const length = history.length;
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#tabelle')]);
    expect(location.hash).toBe('#!/section/tabelle');
    expect(history.length).toBe(length);
    expect($('a[href="#!/section/tabelle"]').getAttribute('aria-current')).toBe('location');
    expect(scrolls).toHaveLength(0); // replacing the path does not scroll
  });

  it("ignores the observer's first report on load and layout shifts without scrolling", () => {
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!');
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1001);
    spy.fire([$('#tabelle')]);
    expect(location.hash).toBe('#!');
  });

  it('ignores sections passed during a programmatic scroll until scrollend, however long', () => {
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    $('a[href="#!/section/tabelle"]').click();
    // A busy page: the smooth scroll stalls and its next scroll events come 5 s later.
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/tabelle');
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scroll')); // the visitor scrolls on
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/spiele');
  });

  it('lets the scroll spy follow at once when the section is already at rest', () => {
    layoutAt(0); // nothing to scroll: the browser reports no scrollend
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    $('a[href="#!/section/tabelle"]').click();
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/spiele');
  });

  it('ignores sections passed during a programmatic scroll until scrollend or 2000 ms in browsers without scrollend', () => {
    withoutScrollEnd();
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    $('a[href="#!/section/tabelle"]').click();
    window.dispatchEvent(new Event('scroll')); // the smooth scroll's own scroll events
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/tabelle');
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/spiele');
    $('a[href="#!/section/tabelle"]').click();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scroll')); // the visitor scrolls on
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/spiele');
  });

  it('keeps a deep link when content above its section grows after the scroll', () => {
    at('/spiel/x#!/section/tabelle');
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    window.dispatchEvent(new Event('scroll')); // the router's own scroll ...
    window.dispatchEvent(new Event('scrollend')); // ... has ended
    vi.advanceTimersByTime(300);
    // A widget in #spiele mounts and pushes #tabelle down: #spiele now covers the spy line.
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/tabelle');
    expect($('a[href="#!/section/tabelle"]').getAttribute('aria-current')).toBe('location');
    expect($('a[href="#!/section/spiele"]').hasAttribute('aria-current')).toBe(false);
    expect(scrolls.map((s) => s.el)).toEqual([$('#tabelle'), $('#tabelle')]); // brought back
    expect(scrolls[1]?.options.behavior).toBe('auto');
  });

  it('lets the scroll spy follow the visitor once they scroll by wheel, touch or keys', () => {
    at('/spiel/x#!/section/tabelle');
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('wheel')); // takes over during the smooth scroll
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#spiele')]);
    expect(location.hash).toBe('#!/section/spiele');
    expect(scrolls).toHaveLength(1);
  });

  it('marks the section above when the visitor jumps back over the line into a gap or above the first section', () => {
    start();
    const spy = FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!;
    // The spy's line ends at 21 % of jsdom's 768 px viewport: 161 px.
    const tops = (spiele: number, tabelle: number) =>
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        return {
          top: this.id === 'spiele' ? spiele : this.id === 'tabelle' ? tabelle : 0,
        } as DOMRect;
      });
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#tabelle')]);
    expect(location.hash).toBe('#!/section/tabelle');
    // A fling up: #tabelle leaves the line downwards, the line now sits in the gap after #spiele.
    tops(-900, 200);
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#tabelle')], false);
    expect(location.hash).toBe('#!/section/spiele');
    expect($('a[href="#!/section/spiele"]').getAttribute('aria-current')).toBe('location');
    expect($('a[href="#!/section/tabelle"]').hasAttribute('aria-current')).toBe(false);
    // Back to the top: #spiele is seen below the line; no item stays marked.
    tops(274, 1800);
    window.dispatchEvent(new Event('scroll'));
    spy.fire([$('#spiele')], false);
    expect(location.hash).toBe('#!/');
    expect(document.querySelector('[data-section-nav] [aria-current]')).toBeNull();
  });

  it('watches sections of fragments inserted later', () => {
    start();
    const late = document.createElement('section');
    late.id = 'statistik';
    document.body.append(late);
    router!.observeSections(late);
    expect(FakeIntersectionObserver.withMargin('-20% 0px -79% 0px')!.targets.has(late)).toBe(true);
  });
});

describe("the hold on the route's section follows size changes", () => {
  /** The heights the browser reports for body, #spiele and #tabelle. */
  function layout(body: number, spiele: number, tabelle: number): void {
    FakeResizeObserver.resizeAll(
      new Map([
        [document.body, body],
        [$('#spiele'), spiele],
        [$('#tabelle'), tabelle],
      ]),
    );
  }
  function deepLinkArrived(): void {
    at('/spiel/x#!/section/tabelle');
    start();
    layout(3000, 800, 800); // the observer's first report: sizes, no change yet
    window.dispatchEvent(new Event('scroll')); // the router's own scroll ...
    window.dispatchEvent(new Event('scrollend')); // ... has ended
  }

  it('brings the section back when content above it grows without crossing the spy line', () => {
    deepLinkArrived();
    expect(scrolls).toHaveLength(1);
    // #spiele grows by 1200 px; it already covered the spy's line, so the spy stays silent.
    layout(4200, 2000, 800);
    expect(scrolls.map((s) => s.el)).toEqual([$('#tabelle'), $('#tabelle')]);
    expect(scrolls[1]?.options.behavior).toBe('auto');
    expect(location.hash).toBe('#!/section/tabelle');
    expect($('a[href="#!/section/tabelle"]').getAttribute('aria-current')).toBe('location');
  });

  it("lets go of the address's section once the page restored the reader's scroll position", () => {
    at('/spiel/x#!/section/tabelle');
    start();
    layout(3000, 800, 800);
    window.dispatchEvent(new Event('scroll')); // the router's smooth scroll is under way ...
    emit('scrollRestored'); // ... when the page puts the reader back where they were
    layout(4200, 2000, 800); // content grows while the page loads
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(3000);
    expect(scrolls).toHaveLength(1); // never brought back over the restored position
  });

  it('watches sections inserted while it holds', () => {
    deepLinkArrived();
    const late = document.createElement('section');
    late.id = 'statistik';
    $('#spiele').append(late);
    router!.observeSections(late);
    FakeResizeObserver.resizeAll(new Map([[late, 100]]));
    FakeResizeObserver.resizeAll(new Map([[late, 900]]));
    expect(scrolls.map((s) => s.el)).toEqual([$('#tabelle'), $('#tabelle')]);
  });

  it("brings the section back when the router's smooth scroll ends after content grew", () => {
    at('/spiel/x#!/section/tabelle');
    start();
    layout(3000, 800, 800);
    window.dispatchEvent(new Event('scroll'));
    layout(4200, 2000, 800); // grows during the smooth scroll, which ends at the old place
    expect(scrolls).toHaveLength(1);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls.map((s) => s.el)).toEqual([$('#tabelle'), $('#tabelle')]);
  });

  it('brings it back after 2000 ms when the browser reports no scrollend', () => {
    withoutScrollEnd();
    at('/spiel/x#!/section/tabelle');
    start();
    layout(3000, 800, 800);
    layout(4200, 2000, 800);
    vi.advanceTimersByTime(1999);
    expect(scrolls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(scrolls.map((s) => s.el)).toEqual([$('#tabelle'), $('#tabelle')]);
  });

  it.each(['wheel', 'touchstart', 'keydown'])(
    'stops following sizes once the visitor takes over by %s',
    (input) => {
      deepLinkArrived();
      expect(FakeResizeObserver.observed().size).toBeGreaterThan(0);
      window.dispatchEvent(new Event(input));
      expect(FakeResizeObserver.observed().size).toBe(0);
      layout(4200, 2000, 800);
      expect(scrolls).toHaveLength(1);
    },
  );

  it('follows no sizes on a page without a held route', () => {
    start();
    expect(FakeResizeObserver.observed().size).toBe(0);
  });
});
