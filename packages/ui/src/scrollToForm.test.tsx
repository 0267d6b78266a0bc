import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollTargetTop, scrollToForm, SUBMIT_SCROLL_OFFSET_PX } from './scrollToForm.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('scrollToForm (spec §9: element top minus 160 px)', () => {
  it('computes the element top minus 160 px in document coordinates, never below 0', () => {
    expect(SUBMIT_SCROLL_OFFSET_PX).toBe(160);
    expect(scrollTargetTop(500, 1000)).toBe(1340);
    expect(scrollTargetTop(-200, 1000)).toBe(640);
    expect(scrollTargetTop(50, 0)).toBe(0);
  });

  it('scrolls the window there, at once under reduced motion', () => {
    const form = document.createElement('form');
    document.body.append(form);
    vi.spyOn(form, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    scrollToForm(form);
    expect(scrollTo).toHaveBeenCalledWith({ top: 240, behavior: 'auto' });
    vi.unstubAllGlobals();
  });

  it('ignores a missing or detached element', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToForm(null);
    scrollToForm(document.createElement('div'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
