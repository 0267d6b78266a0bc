import { afterEach, describe, expect, it, vi } from 'vitest';

const applyAds = vi.fn();
const stopAds = vi.fn();
vi.mock('./ads.ts', () => ({ applyAds, stopAds }));

const { applyAdSlots, stopAdSlots } = await import('./adSlots.ts');

afterEach(() => {
  document.body.innerHTML = '';
  applyAds.mockClear();
});

describe('applyAdSlots: the ad chunk only where there are slots', () => {
  it('a page without a slot never imports the ad chunk', async () => {
    document.body.innerHTML = '<div id="SPMADS"></div><p id="x-SPMADS_fbde_A"></p>';
    applyAdSlots(document);
    await vi.dynamicImportSettled();
    expect(applyAds).not.toHaveBeenCalled();
  });

  it('a slot in the page or in an inserted element hands that root to the ad chunk', async () => {
    document.body.innerHTML = '<div id="SPMADS_fbde_A"></div>';
    applyAdSlots(document);
    await vi.dynamicImportSettled();
    expect(applyAds).toHaveBeenCalledWith(document);
    const inserted = document.createElement('section');
    inserted.innerHTML = '<div id="SPMADS_fbde_B"></div>';
    applyAdSlots(inserted);
    await vi.dynamicImportSettled();
    expect(applyAds).toHaveBeenLastCalledWith(inserted);
    stopAdSlots();
    await vi.dynamicImportSettled();
    expect(stopAds).toHaveBeenCalled();
  });
});
