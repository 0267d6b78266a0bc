import { emit, on } from '../events.ts';
import { eventElement, isPlainClick, within } from './elements.ts';
import {
  hashForRoute,
  pathFromHash,
  resolveRoute,
  routeForElement,
  shouldResetHash,
  urlTail,
} from './routes.ts';
import {
  NAV_CLOSE_DELAY_MS,
  NAV_CLOSE_MS,
  NAV_HIGHLIGHT_MS,
  SCROLL_SPY_FALLBACK_MS,
  SCROLL_SPY_LINE,
  SCROLL_SPY_ROOT_MARGIN,
  SCROLL_SPY_SCROLL_WINDOW_MS,
  SMOOTH_SCROLL_MS,
  USER_SCROLL_IDLE_MS,
} from './timings.ts';

export const NAV_SELECTOR = '[data-section-nav]';
const NAV_LINK_SELECTOR = `${NAV_SELECTOR} a[href^="#!/section/"]`;
export const HIGHLIGHT_CLASS = 'anstoss-route-highlight';

export interface Router {
  /** Watches the sections at and below root with the scroll spy. */
  observeSections(root: ParentNode): void;
  stop(): void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How far the page has to scroll to bring `el` to rest at the top, below its scroll margin. */
function distanceTo(el: Element): number {
  const page = document.scrollingElement ?? document.documentElement;
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  const end = Math.max(0, page.scrollHeight - page.clientHeight);
  const to = Math.min(Math.max(page.scrollTop + el.getBoundingClientRect().top - margin, 0), end);
  return Math.abs(to - page.scrollTop);
}

/** A page opts into routing with section ids, a section nav, or a '#!' address. */
export function isRoutedPage(doc: Document, hash: string): boolean {
  return hash.startsWith('#!') || doc.querySelector(`section[id],${NAV_SELECTOR}`) !== null;
}

/**
 * '#!' hash routing, in-page section navigation and the scroll spy (spec §2 Client routing).
 * The scroll spy uses an IntersectionObserver (no layout reads in scroll handlers); the only
 * scroll listener records a timestamp to tell manual scrolling apart.
 */
export function startRouter(): Router {
  let active = isRoutedPage(document, location.hash);
  const reportsScrollEnd = 'onscrollend' in window;
  let programmaticUntil = 0;
  let lastScroll = -Infinity;
  let currentPath: string | null = null;
  /**
   * The element the address or a nav item scrolled to, kept in view until the visitor scrolls:
   * content growing above it later (a widget mounting, a browser without scroll anchoring) moves
   * it back instead of letting the scroll spy rewrite the address to the section that grew.
   */
  let held: Element | null = null;
  /** Content grew while the router's own scroll ran: the held element is brought back at its end. */
  let grewWhileScrolling = false;
  /** Last reported height of each element the hold follows (the first report only records). */
  const heights = new Map<Element, number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const navActivity = new WeakMap<Element, number>();

  function later(fn: () => void, ms: number): void {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  }

  const userIsScrolling = (): boolean =>
    Date.now() >= programmaticUntil && Date.now() - lastScroll < USER_SCROLL_IDLE_MS;

  function setPath(path: string, mode: 'push' | 'replace'): void {
    const hash = hashForRoute(path);
    if (location.hash !== hash)
      history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', hash);
  }

  function markNav(path: string): void {
    if (path === currentPath) return;
    currentPath = path;
    for (const link of document.querySelectorAll<HTMLAnchorElement>(NAV_LINK_SELECTOR)) {
      if (pathFromHash(link.getAttribute('href') ?? '') === path)
        link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
    emit('routeChanged', { path });
  }

  /**
   * Scrolls to `el` and holds it. The scroll is the router's until the browser reports its end
   * (on a busy page a smooth scroll can stall for seconds), or for the spec's fallback in browsers
   * without `scrollend`. A scroll that cannot move opens no such window: it reports no end.
   */
  function scrollTo(el: Element, animate = true): number {
    hold(el);
    const smooth = animate && !prefersReducedMotion();
    const moves = distanceTo(el) >= 1;
    if (moves)
      programmaticUntil = reportsScrollEnd ? Infinity : Date.now() + SCROLL_SPY_FALLBACK_MS;
    el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    return smooth && moves ? SMOOTH_SCROLL_MS : 0;
  }

  /**
   * Keeps `el` in view: content growing above it moves no section across the scroll spy's line
   * when the section above already covered it, so the hold follows size changes of the page and
   * its sections as well, only while it lasts.
   */
  function hold(el: Element): void {
    if (held === null && sizes) {
      sizes.observe(document.body);
      for (const section of document.querySelectorAll('section[id]')) sizes.observe(section);
    }
    held = el;
  }

  function release(): void {
    held = null;
    grewWhileScrolling = false;
    sizes?.disconnect();
    heights.clear();
  }

  /** Scrolls the held element back without an animation. */
  function bringBack(): void {
    grewWhileScrolling = false;
    if (held?.isConnected) scrollTo(held, false);
    else release();
  }

  function onResize(entries: ResizeObserverEntry[]): void {
    let changed = false;
    for (const { target, contentRect } of entries) {
      const last = heights.get(target);
      heights.set(target, contentRect.height);
      if (last !== undefined && last !== contentRect.height) changed = true;
    }
    if (!changed || held === null) return;
    const now = Date.now();
    if (now >= programmaticUntil) {
      bringBack();
      return;
    }
    // The router's own scroll is under way and ends where the element was: back at its end
    // (scrollend, or the fallback in browsers without it).
    if (!Number.isFinite(programmaticUntil)) {
      grewWhileScrolling = true;
      return;
    }
    if (!grewWhileScrolling) {
      grewWhileScrolling = true;
      later(() => {
        if (grewWhileScrolling && Date.now() >= programmaticUntil) bringBack();
      }, programmaticUntil - now);
    }
  }

  /** Applies the address: reset, redirect unknown routes to '/', scroll to the route's element. */
  function route(): void {
    if (shouldResetHash(urlTail(location.href))) {
      history.replaceState(history.state, '', '#!');
      markNav('/');
      return;
    }
    if (!location.hash.startsWith('#!')) return; // '?#…' and '#state…' belong to other scripts
    const path = pathFromHash(location.hash);
    const target = resolveRoute(path, document);
    if (target === null) {
      history.replaceState(history.state, '', '#!/');
      markNav('/');
      return;
    }
    markNav(path);
    if (target !== 'root' && !userIsScrolling()) scrollTo(target);
  }

  function onHashChange(): void {
    if (!active && !location.hash.startsWith('#!')) return;
    active = true;
    route();
  }

  function closeNavLater(nav: Element, ms: number): void {
    later(() => {
      const busy =
        Date.now() - (navActivity.get(nav) ?? -Infinity) < NAV_CLOSE_DELAY_MS ||
        nav.contains(document.activeElement);
      if (busy) closeNavLater(nav, NAV_CLOSE_DELAY_MS);
      else setNavOpen(nav, false);
    }, ms);
  }

  function setNavOpen(nav: Element, open: boolean): void {
    nav.toggleAttribute('data-open', open);
    nav.querySelector('[data-section-nav-toggle]')?.setAttribute('aria-expanded', String(open));
  }

  function onClick(e: MouseEvent): void {
    const el = eventElement(e);
    const toggle = el?.closest(`${NAV_SELECTOR} [data-section-nav-toggle]`);
    if (toggle) {
      const nav = toggle.closest(NAV_SELECTOR);
      if (nav) setNavOpen(nav, !nav.hasAttribute('data-open'));
      return;
    }
    const link = el?.closest<HTMLAnchorElement>(NAV_LINK_SELECTOR);
    if (!link || !isPlainClick(e)) return;
    const path = pathFromHash(link.getAttribute('href') ?? '');
    const target = resolveRoute(path, document);
    if (!(target instanceof HTMLElement)) return; // let the hashchange redirect handle it
    e.preventDefault();
    active = true;
    setPath(path, 'push');
    markNav(path);
    const duration = scrollTo(target);
    // Move focus along for keyboard and screen-reader users, without a second scroll.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    later(() => {
      target.classList.add(HIGHLIGHT_CLASS);
      later(() => target.classList.remove(HIGHLIGHT_CLASS), NAV_HIGHLIGHT_MS);
    }, duration);
    const nav = link.closest(NAV_SELECTOR);
    if (nav?.hasAttribute('data-open')) closeNavLater(nav, NAV_CLOSE_MS);
  }

  function onNavActivity(e: Event): void {
    const nav = eventElement(e)?.closest(NAV_SELECTOR);
    if (nav) navActivity.set(nav, Date.now());
  }

  const onScroll = (): void => {
    // The router's own scroll is not the visitor's: its scroll events neither open the spy's
    // window nor end the hold on the route's element.
    if (Date.now() < programmaticUntil) return;
    lastScroll = Date.now();
    release();
  };
  /** Wheel, touch or keys: the visitor takes over from the router's scroll and its hold. */
  const onUserInput = (): void => {
    release();
    programmaticUntil = 0;
  };
  const onScrollEnd = (): void => {
    programmaticUntil = 0;
    if (grewWhileScrolling) bringBack();
  };

  /** The sections the scroll spy watches. */
  const watched = new WeakSet<Element>();
  /**
   * A section left the spy's line and none came onto it: the visitor scrolled into a gap between
   * sections or jumped over a whole section in one go (a fling, Home, a long wheel step), which
   * the observer never reports. The route is then the last section whose top has passed the line,
   * or the page's root above the first one: the item of a section scrolled away from never stays
   * marked. One layout read per such report, never in a scroll handler.
   */
  function lastPassed(entries: IntersectionObserverEntry[]): string {
    const line = entries[0]?.rootBounds?.bottom ?? innerHeight * SCROLL_SPY_LINE;
    let path = '/';
    for (const section of document.querySelectorAll('section[id]')) {
      if (watched.has(section) && section.getBoundingClientRect().top < line)
        path = routeForElement(section);
    }
    return path;
  }

  const spy =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            const now = Date.now();
            if (!active || now < programmaticUntil) return;
            if (held?.isConnected) {
              // A layout shift, not the visitor: the route stays, its element comes back.
              scrollTo(held, false);
              return;
            }
            if (now - lastScroll > SCROLL_SPY_SCROLL_WINDOW_MS) return;
            const onLine = entries.filter((entry) => entry.isIntersecting).at(-1);
            const path = onLine ? routeForElement(onLine.target) : lastPassed(entries);
            setPath(path, 'replace');
            markNav(path);
          },
          { rootMargin: SCROLL_SPY_ROOT_MARGIN },
        )
      : undefined;

  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : undefined;

  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scrollend', onScrollEnd, { passive: true });
  window.addEventListener('wheel', onUserInput, { passive: true });
  window.addEventListener('touchstart', onUserInput, { passive: true });
  window.addEventListener('keydown', onUserInput);
  document.addEventListener('click', onClick);
  document.addEventListener('pointermove', onNavActivity, { passive: true });
  document.addEventListener('focusin', onNavActivity);
  // After a reload the page puts the reader back where they were (pageHelpers): that position is
  // theirs, so the section the address named is let go, as if they had scrolled there themselves.
  const stopRestored = on('scrollRestored', () => {
    programmaticUntil = 0;
    release();
  });
  if (active) route();

  return {
    observeSections(root) {
      for (const section of within(root, 'section[id]')) {
        spy?.observe(section);
        watched.add(section);
        if (held !== null) sizes?.observe(section);
      }
    },
    stop() {
      spy?.disconnect();
      release();
      for (const id of timers) clearTimeout(id);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('wheel', onUserInput);
      window.removeEventListener('touchstart', onUserInput);
      window.removeEventListener('keydown', onUserInput);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointermove', onNavActivity);
      document.removeEventListener('focusin', onNavActivity);
      stopRestored();
    },
  };
}
