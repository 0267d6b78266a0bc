// The behaviours chunk: enhancements of server markup that need no React. Loaded by the entry
// only when the page or an inserted fragment holds matching markup (see selectors.ts).
import { applyAdSlots, stopAdSlots } from './adSlots.ts';
import { applyConditions } from './conditions.ts';
import { startCopyButtons } from './copyText.ts';
import { startRouter, type Router } from './hashRouter.ts';
import { applyLayers, startLayers } from './layers.ts';
import { applyLinkGuard } from './linkGuard.ts';
import { startLoginGate } from './loginGate.ts';
import { startPopupLinks } from './popupLinks.ts';
import { startRestSearchForms } from './restSearchForm.ts';
import { startSelectNavigation } from './selectNavigation.ts';
import { applyShareLinks, startShareLinks } from './shareLinks.ts';
import { applyTemplates } from './templates.ts';
import {
  applyMasonry,
  applyMinChars,
  startMasonry,
  startMinChars,
  startScrollRestore,
} from './pageHelpers.ts';

let router: Router | undefined;

/** Document-wide listeners (delegated, so inserted fragments are covered without work). */
export function startBehaviours(): () => void {
  // The login gate listens first (capture) so a gated upload never shows the contact hint.
  const stops = [startLoginGate(), startLayers(), startPopupLinks(), startShareLinks()];
  stops.push(startRestSearchForms(), startSelectNavigation(), startCopyButtons());
  stops.push(startMinChars(), startMasonry(), startScrollRestore());
  router = startRouter();
  return () => {
    for (const stop of stops) stop();
    router?.stop();
    router = undefined;
    stopAdSlots();
  };
}

/**
 * Per-element behaviours, for the page and every inserted fragment. Order matters: conditions
 * may remove elements, templates may fill hrefs the guard then checks.
 */
export function applyBehaviours(root: ParentNode): void {
  applyConditions(root);
  applyTemplates(root);
  applyShareLinks(root);
  applyLinkGuard(root);
  router?.observeSections(root);
  applyLayers(root);
  applyMinChars(root);
  applyMasonry(root);
  applyAdSlots(root);
}
