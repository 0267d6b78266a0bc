import { emit } from '../events.ts';
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
  let programmaticUntil = 0;
  let lastScroll = -Infinity;
  let currentPath: string | null = null;
  /**
   * The element the address or a nav item scrolled to, kept in view until the visitor scrolls:
   * content growing above it later (a widget mounting, a browser without scroll anchoring) moves
   * it back instead of letting the scroll spy rewrite the address to the section that grew.
   */
  let held: Element | null = null;
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

  function scrollTo(el: Element, animate = true): number {
    held = el;
    const smooth = animate && !prefersReducedMotion();
    programmaticUntil = Date.now() + SCROLL_SPY_FALLBACK_MS;
    el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    return smooth ? SMOOTH_SCROLL_MS : 0;
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
    held = null;
  };
  /** Wheel, touch or keys: the visitor takes over from the router's scroll and its hold. */
  const onUserInput = (): void => {
    held = null;
    programmaticUntil = 0;
  };
  const onScrollEnd = (): void => {
    programmaticUntil = 0;
  };

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
            const passed = entries.filter((entry) => entry.isIntersecting).at(-1);
            if (!passed) return;
            const path = routeForElement(passed.target);
            setPath(path, 'replace');
            markNav(path);
          },
          { rootMargin: SCROLL_SPY_ROOT_MARGIN },
        )
      : undefined;

  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scrollend', onScrollEnd, { passive: true });
  window.addEventListener('wheel', onUserInput, { passive: true });
  window.addEventListener('touchstart', onUserInput, { passive: true });
  window.addEventListener('keydown', onUserInput);
  document.addEventListener('click', onClick);
  document.addEventListener('pointermove', onNavActivity, { passive: true });
  document.addEventListener('focusin', onNavActivity);
  if (active) route();

  return {
    observeSections(root) {
      if (spy) for (const section of within(root, 'section[id]')) spy.observe(section);
    },
    stop() {
      spy?.disconnect();
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
    },
  };
}
