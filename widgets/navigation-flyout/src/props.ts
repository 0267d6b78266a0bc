import * as z from 'zod/mini';

const nonEmpty = (what: string) =>
  z.string().check(z.trim(), z.minLength(1, `${what} must not be empty`));

/** A sub item: a link inside a menu. */
export const subItem = z.object({
  id: nonEmpty('id'),
  href: nonEmpty('href'),
  /** Shown when the widget has no text of its own for this id (anstoss.navigationFlyout.item.{id}). */
  label: z.optional(z.string()),
});

/**
 * A main item: a menu with sub items (`items`), the shop (`href: "#shop"` with `menuStructure`),
 * the search entry (`href: "#search"`) or a plain link.
 */
export const mainItem = z.object({
  id: nonEmpty('id'),
  href: z.optional(nonEmpty('href')),
  label: z.optional(z.string()),
  items: z.optional(z.array(subItem)),
  /** For '#shop': GET this URL for { categories }. */
  menuStructure: z.optional(nonEmpty('menuStructure')),
  /** For '#shop': the link shown when the menu has no categories. */
  fallbackUrl: z.optional(nonEmpty('fallbackUrl')),
});

/** Host attributes (camelCased data-*) and the data-props JSON: see README.md. */
export const navigationFlyoutProps = z.object({
  /** data-props JSON "items": the main items in order. */
  items: z.array(mainItem).check(z.minLength(1, 'items must hold at least one main item')),
  /** data-favorites-url: GET endpoint of the person's favourites (shown when logged in). */
  favoritesUrl: z.optional(nonEmpty('data-favorites-url')),
  /** data-search-url: where the search form goes (GET). */
  searchUrl: z._default(nonEmpty('data-search-url'), '/suche'),
  /** data-search-param: name of the query field. */
  searchParam: z._default(nonEmpty('data-search-param'), 'q'),
  /** data-language-cookie: cookie the server reads the language from (default {prefix}_LANG). */
  languageCookie: z.optional(nonEmpty('data-language-cookie')),
});

export type NavigationFlyoutProps = z.infer<typeof navigationFlyoutProps>;
export type MainItem = z.infer<typeof mainItem>;
export type SubItem = z.infer<typeof subItem>;
