import type { TranslationKey } from '@anstoss/i18n';
import type { ShopCategory, ShopMenuResponse } from './api.ts';
import type { MainItem } from './props.ts';

export type ItemKind = 'menu' | 'shop' | 'search' | 'link';

/** What a main item is: a menu with sub items, the shop, the search entry, or a plain link. */
export function itemKind(item: MainItem): ItemKind {
  if (item.href === '#shop') return 'shop';
  if (item.href === '#search') return 'search';
  if (item.items && item.items.length > 0) return 'menu';
  return 'link';
}

/** The shop's categories, or null when the answer has none (spec §8: fallback display). */
export function shopCategories(response: ShopMenuResponse): ShopCategory[] | null {
  const categories = response.categories?.filter((c) => c.name.trim() && c.url.trim());
  return categories && categories.length > 0 ? categories : null;
}

/** Whether a link points at the current page (for aria-current="page"). */
export function isCurrentPage(
  href: string,
  location: { pathname: string; origin: string },
): boolean {
  try {
    const url = new URL(href, location.origin);
    return url.origin === location.origin && url.pathname === location.pathname && !url.hash;
  } catch {
    return false;
  }
}

/** Menu item ids that have a text of our own. */
const ITEM_LABEL = new Map<string, TranslationKey>([
  ['home', 'anstoss.navigationFlyout.item.home'],
  ['news', 'anstoss.navigationFlyout.item.news'],
  ['competitions', 'anstoss.navigationFlyout.item.competitions'],
  ['wam', 'anstoss.navigationFlyout.item.wam'],
  ['stats', 'anstoss.navigationFlyout.item.stats'],
  ['matchcal', 'anstoss.navigationFlyout.item.matchcal'],
  ['clubs', 'anstoss.navigationFlyout.item.clubs'],
  ['pros', 'anstoss.navigationFlyout.item.pros'],
  ['searchAssociation', 'anstoss.navigationFlyout.item.searchAssociation'],
  ['searchPlayer', 'anstoss.navigationFlyout.item.searchPlayer'],
  ['myFootball', 'anstoss.navigationFlyout.item.myFootball'],
  ['media', 'anstoss.navigationFlyout.item.media'],
  ['photos', 'anstoss.navigationFlyout.item.photos'],
  ['tv', 'anstoss.navigationFlyout.item.tv'],
  ['goalOfTheWeek', 'anstoss.navigationFlyout.item.goalOfTheWeek'],
  ['upload', 'anstoss.navigationFlyout.item.upload'],
  ['behaviours', 'anstoss.navigationFlyout.item.behaviours'],
  ['shop', 'anstoss.navigationFlyout.item.shop'],
  ['search', 'anstoss.navigationFlyout.item.search'],
]);

/** The text of an item: the widget's own translation for its id, else the CMS label, else the id. */
export function itemLabel(
  item: { id: string; label?: string },
  t: (key: TranslationKey) => string,
): string {
  const key = ITEM_LABEL.get(item.id);
  if (key) return t(key);
  return item.label?.trim() || item.id;
}

/** Favourites sections the server names that have a title of our own. */
export const FAVOURITES_TITLE = new Map<string, TranslationKey>([
  ['teamsAndClubs', 'anstoss.navigationFlyout.favourites.teamsAndClubs'],
  ['competitions', 'anstoss.navigationFlyout.favourites.competitions'],
]);
