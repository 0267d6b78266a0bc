// Every page type of the reference CMS, for the accessibility browser tests (issue 18): one
// real URL each, found from the listings (never a seed id or a date-dependent slug).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { returningVisitorCookies, waitForWidgets } from '../../../scripts/e2e-support.ts';
import { LONG_THREAD_SLUG } from '../../src/seed/fixedNews.ts';

/** Every page type, by what it is (for test titles and messages). */
export const PAGE_TYPE_NAMES = [
  'start',
  'news list',
  'article',
  'competitions',
  'league',
  'cup',
  'clubs',
  'club',
  'match',
  'live matches',
  'fixtures',
  'club search',
  'my football',
  'fan photos',
  'upload',
  'page functions',
  'login',
  'imprint',
  'not found',
] as const;
export type PageTypeName = (typeof PAGE_TYPE_NAMES)[number];

export interface PageType {
  name: PageTypeName;
  url: string;
}

const discovered = new Map<string, Promise<PageType[]>>();

async function firstLink(request: APIRequestContext, listing: string | string[], pattern: RegExp) {
  const listings = Array.isArray(listing) ? listing : [listing];
  for (const url of listings) {
    const match = pattern.exec(await (await request.get(url)).text());
    if (match?.[1]) return match[1];
  }
  throw new Error(`no link ${pattern} on ${listings.join(', ')}`);
}

/** The page types, discovered once per server. */
export function pageTypes(request: APIRequestContext, baseURL = ''): Promise<PageType[]> {
  let found = discovered.get(baseURL);
  if (!found) {
    found = (async () => {
      const league = await firstLink(
        request,
        '/wettbewerbe',
        /href="(\/wettbewerb\/kreisliga-[^"]+)"/,
      );
      const cup = await firstLink(
        request,
        '/wettbewerbe',
        /href="(\/wettbewerb\/[^"]*pokal[^"]+)"/,
      );
      const club = await firstLink(request, league, /href="(\/verein\/[^"]+)"/);
      const match = await firstLink(
        request,
        ['/spiele/live', '/spielplan', club, league],
        /href="(\/spiel\/[0-9]+)"/,
      );
      const urls: Record<PageTypeName, string> = {
        start: '/',
        'news list': '/news',
        article: `/news/${LONG_THREAD_SLUG}`,
        competitions: '/wettbewerbe',
        league,
        cup,
        clubs: '/vereine',
        club,
        match,
        'live matches': '/spiele/live',
        fixtures: '/spielplan',
        'club search': '/vereinssuche',
        'my football': '/mein-fussball',
        'fan photos': '/fanfotos',
        upload: '/hochladen',
        'page functions': '/seitenfunktionen',
        login: '/login',
        imprint: '/impressum',
        'not found': '/diese-seite-gibt-es-nicht',
      };
      return PAGE_TYPE_NAMES.map((name) => ({ name, url: urls[name] }));
    })();
    discovered.set(baseURL, found);
  }
  return found;
}

/** A returning visitor: no cookie layer, no survey (the tests about those set their own cookies). */
export async function asReturningVisitor(context: BrowserContext): Promise<void> {
  await context.addCookies(returningVisitorCookies());
}

/** Opens a page and waits until every widget on it mounted (visible ones scrolled to first). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForWidgets(page);
}
