import type { BrowserContext, Page } from '@playwright/test';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  pageConfig,
  recordRequests,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../scripts/e2e-support.ts';
import { AD_VENDORS } from '../src/views/adSlots.ts';

/**
 * Ad slots (packages/runtime README 5.14) against the reference CMS's ad server, a second origin
 * (ADS_PORT, E2E_PORT + 2000). Every request the browser makes is recorded, iframes included, so
 * "no request to the ad origin" means none of any kind.
 */
const CHOICE = 'FBDE_COOKIE_SETTINGS_CHOICE';
const SERVICES = 'FBDE_CONSENT_SERVICES';
const cookie = (name: string, value: string) => ({
  name,
  value: encodeURIComponent(value),
  domain: '127.0.0.1',
  path: '/',
});
const marketing = (on: boolean) =>
  cookie(CHOICE, JSON.stringify({ functional: on, marketing: on }));

/** The ad server's base URL, from the page config (`adServer`). */
async function adServerOf(page: Page): Promise<string> {
  const { adServer } = await pageConfig(page);
  if (typeof adServer !== 'string' || !adServer)
    throw new Error('the page config names no adServer');
  return adServer;
}

/** /news at 1280 px for a reader who accepted marketing, recording every request from the start. */
async function newsWithConsent(page: Page, context: BrowserContext) {
  await context.addCookies([...returningVisitorCookies(), marketing(true)]);
  const urls = recordRequests(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/news');
  return { urls, server: await adServerOf(page) };
}

const adRequests = (urls: string[], server: string) => urls.filter((u) => u.startsWith(server));
const slotRequests = (urls: string[], server: string, slot: string) =>
  adRequests(urls, server).filter((u) => new URL(u).searchParams.get('slot') === slot);

test.describe('ad slots', () => {
  test('no ad request before consent; "Alle akzeptieren" starts the ads in the same page view; axe @phone', async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies(returningVisitorCookies({ consent: false }));
    const errors = collectErrors(page);
    const urls = recordRequests(context);
    await page.goto('/');
    const server = await adServerOf(page);
    const { last } = (await (await request.get(`${server}log`)).json()) as { last: number };

    const slot = page.locator('#SPMADS_fbde_SUPERBANNER');
    await expect(slot).toHaveAttribute('data-ad-state', 'waiting');
    await expect(page.getByRole('region', { name: 'Anzeige' }).first()).toBeVisible();
    const reserved = await slot.boundingBox();
    // The consent store polls every 50 ms: ten polls on the browser's clock, long enough for
    // anything that would go out.
    await page.clock.runFor(500);
    expect(adRequests(urls, server)).toEqual([]);
    await expect(slot.locator('iframe')).toHaveCount(0);

    await page.evaluate(() => (document.body.dataset.sameView = 'yes'));
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(slot).toHaveAttribute('data-ad-state', 'loaded');
    // No page reload: the mark set before the click is still there.
    await expect(page.locator('body')).toHaveAttribute('data-same-view', 'yes');
    const frame = slot.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Anzeige');
    expect(slotRequests(urls, server, 'SPMADS_fbde_SUPERBANNER')).toHaveLength(1);
    // The ad document loaded its creative from the ad origin too.
    expect(adRequests(urls, server).some((u) => new URL(u).pathname.startsWith('/creative/'))).toBe(
      true,
    );
    // No layout shift: the box was reserved before consent.
    expect(await slot.boundingBox()).toEqual(reserved);

    // The ad server recorded the ad request and the creative.
    const log = (await (await request.get(`${server}log?since=${last}`)).json()) as {
      requests: { path: string; query: Record<string, string> }[];
    };
    expect(
      log.requests.some((r) => r.path === '/ad' && r.query.slot === 'SPMADS_fbde_SUPERBANNER'),
    ).toBe(true);
    expect(log.requests.some((r) => r.path.startsWith('/creative/'))).toBe(true);

    await expect(
      page.frameLocator('#SPMADS_fbde_SUPERBANNER iframe').getByRole('link'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'with an ad shown');
    expect(errors).toEqual([]);
  });

  test('loaded HTML with an SPMADS marker reloads the ads (load more on the news list)', async ({
    page,
    context,
  }) => {
    const { urls, server } = await newsWithConsent(page, context);
    const top = page.locator('#SPMADS_fbde_SUPERBANNER');
    await expect(top).toHaveAttribute('data-ad-state', 'loaded');
    await expect(top.locator('iframe')).toHaveAttribute('src', /[?&]n=1(&|$)/);
    expect(slotRequests(urls, server, 'SPMADS_fbde_SUPERBANNER')).toHaveLength(1);

    await waitForWidgets(page);
    // The site scrolls smoothly (site.css): Playwright checks the button is still, scrolls it into
    // view and clicks at once, while the page is still near the top, so the click landed in the
    // superbanner's frame (it opened the ad). Scrolled first, the click waits until it is still.
    const more = page.getByRole('button', { name: 'Mehr laden' });
    await more.scrollIntoViewIfNeeded();
    await expect(more).toBeInViewport();
    await more.click();
    // The loaded cards bring a slot of their own; its marker reloads every slot of the page.
    const listed = page.locator('#news-items [id^="SPMADS_fbde_LISTE-"]');
    await expect(listed).toHaveAttribute('data-ad-state', 'loaded');
    await expect(listed).toHaveAttribute('aria-label', 'Anzeige');
    await expect(top.locator('iframe')).toHaveAttribute('src', /[?&]n=2(&|$)/);
    expect(slotRequests(urls, server, 'SPMADS_fbde_SUPERBANNER')).toHaveLength(2);
    const listedId = (await listed.getAttribute('id')) ?? '';
    expect(slotRequests(urls, server, listedId)).toHaveLength(1);
    await expectNoAxeViolations(page, 'news list with loaded ads');
  });

  test('crossing 760 px reloads the ads in the other size; resizing on one side does not', async ({
    page,
    context,
  }) => {
    const { urls, server } = await newsWithConsent(page, context);
    const frame = page.locator('#SPMADS_fbde_SUPERBANNER iframe');
    await expect(frame).toHaveAttribute('src', /size=728x90/);
    const count = () => slotRequests(urls, server, 'SPMADS_fbde_SUPERBANNER').length;
    expect(count()).toBe(1);

    await page.setViewportSize({ width: 900, height: 900 });
    await page.clock.runFor(800); // past the 500 ms debounce, on the browser's clock
    expect(count()).toBe(1);

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(frame).toHaveAttribute('src', /size=320x100/);
    expect(count()).toBe(2);
    await expect(frame).toHaveAttribute('width', '320');

    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(frame).toHaveAttribute('src', /size=728x90/);
    expect(count()).toBe(3);
  });

  test('withdrawn consent removes the ads and stops every further request', async ({
    page,
    context,
  }) => {
    const { urls, server } = await newsWithConsent(page, context);
    const top = page.locator('#SPMADS_fbde_SUPERBANNER');
    await expect(top).toHaveAttribute('data-ad-state', 'loaded');

    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('checkbox', { name: /Marketing/ }).uncheck();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(top).toHaveAttribute('data-ad-state', 'waiting');
    await expect(page.locator('[id^="SPMADS_"] iframe')).toHaveCount(0);
    const before = adRequests(urls, server).length;

    // Neither a new marker nor a crossing asks the ad server again.
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(page.locator('#news-items [id^="SPMADS_fbde_LISTE-"]')).toHaveAttribute(
      'data-ad-state',
      'waiting',
    );
    await page.setViewportSize({ width: 700, height: 900 });
    await page.clock.runFor(800);
    expect(adRequests(urls, server)).toHaveLength(before);
  });

  test('without marketing, ads need every listed vendor: one missing means none', async ({
    page,
    context,
  }) => {
    const urls = recordRequests(context);
    await context.addCookies([
      ...returningVisitorCookies(),
      marketing(false),
      cookie(
        SERVICES,
        JSON.stringify(Object.fromEntries(AD_VENDORS.slice(1).map((v) => [v, true]))),
      ),
    ]);
    await page.goto('/');
    const server = await adServerOf(page);
    const slot = page.locator('#SPMADS_fbde_SUPERBANNER');
    await expect(slot).toHaveAttribute('data-ad-state', 'waiting');
    await page.clock.runFor(300);
    expect(adRequests(urls, server)).toEqual([]);

    await context.addCookies([
      cookie(SERVICES, JSON.stringify(Object.fromEntries(AD_VENDORS.map((v) => [v, true])))),
    ]);
    // The consent stores poll the cookies: the last vendor's consent starts the ads.
    await expect(slot).toHaveAttribute('data-ad-state', 'loaded');
    expect(slotRequests(urls, server, 'SPMADS_fbde_SUPERBANNER')).toHaveLength(1);
  });
});
