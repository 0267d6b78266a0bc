import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyMasonry,
  applyMinChars,
  checkMinChars,
  masonrySpan,
  meetsMinChars,
  restoreTarget,
  startMasonry,
  startMinChars,
  startScrollRestore,
} from './pageHelpers.ts';
import { on } from '../events.ts';

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  vi.useRealTimers();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('minchars (spec §5)', () => {
  it('valid when the length is at least minchars', () => {
    expect(meetsMinChars('abc', 3)).toBe(true);
    expect(meetsMinChars('ab', 3)).toBe(false);
    expect(meetsMinChars('', 0)).toBe(true);
  });

  it('marks the field after leaving it, then on every input; a submit is stopped', () => {
    stops.push(startMinChars());
    document.body.innerHTML = `<form><label>Titel <input name="t" data-minchars="4" required></label><button>Senden</button></form>`;
    const input = document.querySelector('input')!;
    applyMinChars(document);
    expect(input.validationMessage).toBe('Bitte gib mindestens 4 Zeichen ein.');
    expect(input).not.toHaveAttribute('aria-invalid');
    input.value = 'ab';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input).not.toHaveAttribute('aria-invalid');
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input);
    input.value = 'abcd';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.validity.valid).toBe(true);
  });

  it('an empty optional field passes; a wrong minchars is ignored', () => {
    document.body.innerHTML = `<input data-minchars="5"><textarea data-minchars="x">a</textarea>`;
    expect(checkMinChars(document.querySelector('input')!)).toBe(true);
    expect(checkMinChars(document.querySelector('textarea')!)).toBe(true);
  });
});

describe('masonry (relayout after 300 ms)', () => {
  it('a card spans the rows its height needs', () => {
    expect(masonrySpan(100, 8, 16)).toBe(5);
    expect(masonrySpan(0, 8, 0)).toBe(1);
    expect(masonrySpan(81, 8, 0)).toBe(11);
  });

  it('lays out at once and again 300 ms after a resize', () => {
    vi.useFakeTimers();
    stops.push(startMasonry());
    document.body.innerHTML = `<div data-masonry><article><div>a</div></article><article><div>b</div></article></div>`;
    const cards = [...document.querySelectorAll<HTMLElement>('article')];
    let height = 80;
    for (const card of cards)
      card.firstElementChild!.getBoundingClientRect = () => ({ height }) as DOMRect;
    applyMasonry(document);
    expect(cards[0]!.style.gridRowEnd).toBe('span 10');
    vi.advanceTimersByTime(300);
    height = 160;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(cards[0]!.style.gridRowEnd).toBe('span 10');
    vi.advanceTimersByTime(1);
    expect(cards[0]!.style.gridRowEnd).toBe('span 20');
    expect((document.querySelector('[data-masonry]') as HTMLElement).style.gridAutoRows).toBe(
      '8px',
    );
  });
});

describe('scroll restore (check every 700 ms)', () => {
  it('the target once the page is tall enough', () => {
    expect(restoreTarget(1200, 1500, 800)).toBeNull();
    expect(restoreTarget(1200, 2000, 800)).toBe(1200);
    expect(restoreTarget(0, 5000, 800)).toBeNull();
  });

  let scrollTo: ReturnType<typeof vi.fn>;
  let height = 1000;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => height,
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks every 700 ms and scrolls once late content made the page tall enough', () => {
    height = 1000;
    document.body.innerHTML = '<main data-scroll-restore></main>';
    sessionStorage.setItem(`anstoss.scroll:${location.pathname}${location.search}`, '1500');
    // The section router lets go of the address's section when told (hashRouter.test.tsx).
    const restored = vi.fn();
    stops.push(on('scrollRestored', restored));
    stops.push(startScrollRestore());
    vi.advanceTimersByTime(700);
    expect(scrollTo).not.toHaveBeenCalled();
    height = 3000;
    vi.advanceTimersByTime(699);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1500);
    expect(restored).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(7000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('the visitor scrolling first wins; leaving the page saves the position', () => {
    height = 1000;
    document.body.innerHTML = '<main data-scroll-restore></main>';
    sessionStorage.setItem(`anstoss.scroll:${location.pathname}${location.search}`, '1500');
    stops.push(startScrollRestore());
    window.dispatchEvent(new Event('wheel'));
    height = 3000;
    vi.advanceTimersByTime(2100);
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 420 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(`anstoss.scroll:${location.pathname}${location.search}`)).toBe(
      '420',
    );
  });

  it('pages without data-scroll-restore are left alone', () => {
    sessionStorage.setItem(`anstoss.scroll:${location.pathname}${location.search}`, '1500');
    stops.push(startScrollRestore());
    height = 3000;
    vi.advanceTimersByTime(1400);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
