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

/** The language cookie's name: the configured one, else `{productPrefix}_LANG`. */
export function languageCookieName(configured: string | undefined, productPrefix: string): string {
  return configured ?? `${productPrefix}_LANG`;
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

/** The text of an item: the widget's own translation for its id, else the CMS label, else the id. */
export function itemLabel(
  item: { id: string; label?: string },
  exists: (key: string) => boolean,
  t: (key: string) => string,
): string {
  const key = `anstoss.navigationFlyout.item.${item.id}`;
  if (exists(key)) return t(key);
  return item.label?.trim() || item.id;
}
