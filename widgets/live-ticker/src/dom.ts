import { withTickerId } from './logic.ts';

/** Attributes that may carry a ticker address: links, ajax urls, tracking values, tab lists. */
const ATTRIBUTES = ['href', 'data-url', 'data-tracking', 'data-items'];

/**
 * Switching tickers rewrites the ticker id in the match-course and live-ticker tabs' links and
 * tracking values: every element marked `data-ticker-game="{gameId}"` and its descendants.
 * A changed data-* attribute of a widget host re-renders that widget (runtime contract).
 */
export function rewriteTickerLinks(root: ParentNode, gameId: string, tickerId: string): number {
  let changed = 0;
  const marked = root.querySelectorAll<HTMLElement>(`[data-ticker-game="${CSS.escape(gameId)}"]`);
  for (const element of marked) {
    for (const el of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
      for (const name of ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value === null || !value.includes('/ticker-id/')) continue;
        const next = withTickerId(value, tickerId);
        if (next !== value) {
          el.setAttribute(name, next);
          changed += 1;
        }
      }
    }
  }
  return changed;
}
