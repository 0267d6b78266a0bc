// Ad slots have a chunk of their own (ads.ts, README section 5.14): the behaviours chunk loads it
// with the first slot of the page or of inserted HTML, so pages without ads never download it.
import type * as AdsModule from './ads.ts';
import { within } from './elements.ts';

/** The same string as AD_SLOT_SELECTOR in ../behaviourSelectors.ts (kept in runtime.js). */
const AD_SLOT_SELECTOR = '[id^="SPMADS_"]';

let ads: Promise<typeof AdsModule> | undefined;

/** Hands `root` to the ad slots when it holds one (the chunk is fetched once). */
export function applyAdSlots(root: ParentNode): void {
  if (within(root, AD_SLOT_SELECTOR).length === 0) return;
  ads ??= import('./ads.ts');
  ads.then(
    (m) => m.applyAds(root),
    (error: unknown) => {
      ads = undefined;
      console.error('[Anstoss] The ad slots failed to load.', error);
    },
  );
}

/** Stops the ad slots if they were started (runtime.stop()). */
export function stopAdSlots(): void {
  void ads?.then((m) => m.stopAds());
}
