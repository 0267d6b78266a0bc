// Every page type of the reference CMS, for the accessibility browser tests (issue 18): one
// real URL each, found from the listings (never a seed id or a date-dependent slug).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { returningVisitorCookies, waitForWidgets } from '../../../scripts/e2e-support.ts';
import { LONG_THREAD_SLUG } from '../../src/seed/fixedNews.ts';

export interface PageType {
  /** What the page is, for test titles and messages. */
  name: string;
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
      return [
        { name: 'start', url: '/' },
        { name: 'news list', url: '/news' },
        { name: 'article', url: `/news/${LONG_THREAD_SLUG}` },
        { name: 'competitions', url: '/wettbewerbe' },
        { name: 'league', url: league },
        { name: 'cup', url: cup },
        { name: 'clubs', url: '/vereine' },
        { name: 'club', url: club },
        { name: 'match', url: match },
        { name: 'live matches', url: '/spiele/live' },
        { name: 'fixtures', url: '/spielplan' },
        { name: 'club search', url: '/vereinssuche' },
        { name: 'my football', url: '/mein-fussball' },
        { name: 'fan photos', url: '/fanfotos' },
        { name: 'upload', url: '/hochladen' },
        { name: 'page functions', url: '/seitenfunktionen' },
        { name: 'login', url: '/login' },
        { name: 'imprint', url: '/impressum' },
        { name: 'not found', url: '/diese-seite-gibt-es-nicht' },
      ];
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
