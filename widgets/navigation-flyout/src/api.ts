/**
 * The navigation flyout's I/O: the shop menu (spec §7 Navigation, reports and banners), the
 * favourites (spec §7 Favourites and start page, shared through @anstoss/api), the language switch
 * and its server cookie (languageCookie.ts keeps it in line). With languageCookie.ts the only
 * files of this widget that talk to the network or storage.
 */
import * as z from 'zod/mini';
import { getJson } from '@anstoss/api';
import { setLanguage, type Language } from '@anstoss/i18n';
import { writeCookie } from '@anstoss/storage';

export { fetchFavourites, favouritesOfEvent, type FavouritesMap } from '@anstoss/api';

export const shopCategory = z.object({ name: z.string(), url: z.string() });

/** GET {menuStructure} -> { categories? }: without categories the fallback is shown. */
export const shopMenuResponse = z.object({
  categories: z.optional(z.nullable(z.array(shopCategory))),
});

export type ShopCategory = z.infer<typeof shopCategory>;
export type ShopMenuResponse = z.infer<typeof shopMenuResponse>;

export function fetchShopMenu(url: string, signal?: AbortSignal): Promise<ShopMenuResponse> {
  return getJson(url, shopMenuResponse, { signal });
}

/**
 * Switches every widget on the page to `language` without a reload (i18n re-renders them and
 * persists the choice), and writes the server's language cookie (path /, SameSite=Lax, 365 days)
 * so the next server page comes in the same language.
 */
export async function switchLanguage(language: Language, cookieName: string): Promise<void> {
  await setLanguage(language);
  // The widgets now speak `language` (each host carries it as `lang`); the server's chrome
  // follows on the next page.
  writeCookie(cookieName, language, { days: 365 });
}
