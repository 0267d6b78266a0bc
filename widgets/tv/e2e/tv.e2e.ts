import type { Page, Response } from '@playwright/test';
import {
  browserClock,
  expect,
  expectNoAxeViolations,
  pageConfig,
  recordRequests,
  returningVisitorCookies,
  test,
  trapDialogs,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

const WEEK = '/tv/tor-der-woche-fallrueckzieher';
const SERVICES_COOKIE = 'FBDE_CONSENT_SERVICES';

/**
 * The player origin, read from the page's CSP: frame-src names it beside the site's own frames and
 * the ad server's origin (the page config's `adServer`), and nothing else.
 */
async function playerOriginOf(page: Page, response: Response | null): Promise<string> {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const frameSrc = /(?:^|;\s*)frame-src ([^;]+)/.exec(csp)?.[1]?.trim() ?? '';
  const { adServer } = await pageConfig(page);
  const adOrigin = typeof adServer === 'string' && adServer ? new URL(adServer).origin : '';
  const [self, ...others] = frameSrc.split(/\s+/).filter((source) => source !== adOrigin);
  expect(self, 'frame-src allows the site').toBe("'self'");
  expect(others, 'frame-src allows one origin beside the site and the ads').toHaveLength(1);
  expect(others[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  return others[0] ?? '';
}

const toOrigin = (urls: readonly string[], origin: string) =>
  urls.filter((url) => url.startsWith(`${origin}/`));

const content = (page: Page) => page.locator('[data-widget="tv-content"]');

test.describe('TV and video consent', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('no request to the player origin before consent; "Video laden" loads the player; axe', async ({
    page,
    context,
  }) => {
    // Two axe runs, a wait for network idle and the player's frame: past 30 s when the machine is busy.
    test.slow();
    const requests = recordRequests(context);
    // A consent cookie with garbage in it counts as no consent.
    await context.addCookies([
      { name: SERVICES_COOKIE, value: '%7Bgarbage', domain: '127.0.0.1', path: '/' },
    ]);
    const origin = await playerOriginOf(page, await page.goto(WEEK));
    await waitForWidgets(page);
    const gate = content(page).getByRole('group', { name: 'Externes Video' });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('Anstoss-TV-Player');
    await expect(content(page).locator('[data-tv-consent] img')).toHaveCSS('filter', /blur/);
    await page.waitForLoadState('networkidle');
    expect(toOrigin(requests, origin)).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator(`link[href^="${origin}"]`)).toHaveCount(0);
    await expectNoAxeViolations(page, 'TV content page before consent');

    await gate.getByRole('button', { name: 'Video laden' }).click();
    const frame = content(page).locator('iframe[data-tv-player]');
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin).toBe(origin);
    expect(src.pathname).toBe('/player');
    expect(src.searchParams.get('play')).toBe('true');
    expect(src.searchParams.get('allowfullscreen')).toBe('true');
    // Desktop width: the high quality.
    expect(src.searchParams.get('quality')).toBe('src_high');
    const video = page.frameLocator('iframe[data-tv-player]').locator('video');
    await expect(video).toHaveAttribute('data-quality', 'src_high');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(
      toOrigin(requests, origin).some((url) => url.includes('/clips/clip3-src_high.webm')),
    ).toBe(true);
    // "Video laden" is for this time only: nothing remembered.
    expect((await context.cookies()).find((c) => c.name === SERVICES_COOKIE)?.value).toBe(
      '%7Bgarbage',
    );

    await content(page).getByRole('radio', { name: 'Mittel' }).check();
    await expect(frame).toHaveAttribute('src', /quality=src_medium/);
    await expect(video).toHaveAttribute('data-quality', 'src_medium');
    await expectNoAxeViolations(page, 'TV content page with the player');
  });

  test('"Immer laden" persists across a reload; withdrawing in the cookie settings removes the player', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(context);
    const origin = await playerOriginOf(page, await page.goto(WEEK));
    await waitForWidgets(page);
    await content(page).getByRole('button', { name: 'Immer laden' }).click();
    await expect(content(page).locator('iframe[data-tv-player]')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === SERVICES_COOKIE);
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('{"tv-player":true}');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const now = (await browserClock(context)) / 1000;
    expect(cookie?.expires ?? 0).toBeGreaterThan(now + 99 * 86_400);

    await page.reload();
    await waitForWidgets(page);
    await expect(content(page).locator('iframe[data-tv-player]')).toBeVisible();
    await expect(content(page).getByRole('group', { name: 'Externes Video' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await expect(settings.getByText('tv-player', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'cookie settings with a remembered video service');
    await settings.getByRole('button', { name: 'Einwilligung für tv-player widerrufen' }).click();
    await expect(page.locator('iframe[data-tv-player]')).toHaveCount(0);
    await expect(settings.getByText('tv-player', { exact: true })).toHaveCount(0);
    await settings.getByRole('button', { name: 'Cookie-Einstellungen schließen' }).click();
    await expect(content(page).getByRole('group', { name: 'Externes Video' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === SERVICES_COOKIE)).toBe(false);

    requests.length = 0;
    await page.reload();
    await waitForWidgets(page);
    await expect(content(page).getByRole('group', { name: 'Externes Video' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(toOrigin(requests, origin)).toEqual([]);
  });

  test('video popup: blurred preview and wrapper, then a modal player; Escape returns focus', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(context);
    const origin = await playerOriginOf(page, await page.goto('/tv'));
    await waitForWidgets(page);
    const popup = page.locator('[data-widget="video-popup"]');
    await popup.scrollIntoViewIfNeeded();
    const gate = popup.getByRole('group', { name: 'Externes Video' });
    await expect(gate).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(toOrigin(requests, origin)).toEqual([]);

    await gate.getByRole('button', { name: 'Video laden' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Tor der Woche: Fallrückzieher in der Nachspielzeit',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^${origin}/player\\?`),
    );
    await expectNoAxeViolations(page, 'video popup open');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(popup.getByRole('button', { name: /^Video abspielen: / })).toBeFocused();
  });

  test('video popup plays the device’s default quality: low on a phone, high on a desktop @phone', async ({
    page,
  }) => {
    await page.goto('/tv');
    await waitForWidgets(page);
    const phone = (page.viewportSize()?.width ?? 1280) < 760;
    const popup = page.locator('[data-widget="video-popup"]');
    await popup.scrollIntoViewIfNeeded();
    await popup.getByRole('button', { name: 'Video laden' }).click();
    const frame = page.getByRole('dialog').locator('iframe');
    const expected = phone ? 'src' : 'src_high';
    await expect(frame).toHaveAttribute('src', new RegExp(`quality=${expected}(&|$)`));
    await expect(page.frameLocator('[role="dialog"] iframe').locator('video')).toHaveAttribute(
      'data-quality',
      expected,
    );
  });

  test('magazine pages by 5, the list loads more; odd entries: no player, sanitised HTML, third party', async ({
    page,
  }) => {
    // Five magazine pages and the list's pages, each checked: about 27 s beside a second worker.
    test.slow();
    const dialogs = trapDialogs(page);
    await page.goto('/tv');
    await waitForWidgets(page);
    const magazine = page.locator('[data-widget="tv-magazine"]');
    await expect(magazine.getByRole('heading', { name: 'Video der Woche' })).toBeVisible();
    const cards = magazine.locator('.ast-tv-recommendations article');
    await expect(cards).toHaveCount(4);
    await expectNoAxeViolations(page, 'TV magazine');
    const firstPage = await cards.first().textContent();
    const next = page.waitForRequest((r) =>
      r.url().includes('/ajax/tv/empfehlungen.json?offset=5'),
    );
    await magazine.getByRole('button', { name: 'Weitere Empfehlungen' }).click();
    await next;
    await expect(cards.first()).not.toHaveText(firstPage ?? '');
    await expect(cards).toHaveCount(4);

    await page.goto('/tv/liste');
    await waitForWidgets(page);
    const list = page.locator('[data-widget="tv-list"]');
    await expect(list.locator('article')).toHaveCount(10);
    await list.getByRole('button', { name: 'Mehr laden' }).click();
    await expect(list.locator('article')).toHaveCount(20);
    await expectNoAxeViolations(page, 'TV list');

    await page.goto('/tv/pressekonferenz-ohne-video');
    await waitForWidgets(page);
    await expect(content(page).getByText('Für dieses Video gibt es keinen Player.')).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Video laden' })).toHaveCount(0);

    await page.goto('/tv/html-im-titel');
    await waitForWidgets(page);
    await expect(
      content(page).getByRole('heading', {
        name: '<img src=x onerror=alert("xss-tv-title")>Trickschuss aus 40 Metern',
      }),
    ).toBeVisible();
    await expect(content(page).locator('.ast-tv-content__description b')).toHaveText('fett');
    await expect(content(page).locator('.ast-tv-content__description script')).toHaveCount(0);
    await expect(content(page).locator('.ast-tv-content__description')).toContainText('mehr');
    await expect(content(page).locator('[href^="javascript" i]')).toHaveCount(0);

    await page.goto('/tv/sport-tv-regionalliga-live');
    await waitForWidgets(page);
    const gate = content(page).getByRole('group', { name: 'Externes Video' });
    await expect(gate).toContainText('Sport-TV (Drittanbieter)');
    await gate.getByRole('button', { name: 'Video laden' }).click();
    const src = new URL(
      (await content(page).locator('iframe[data-tv-player]').getAttribute('src')) ?? '',
    );
    expect(src.pathname).toBe('/sport/embed');
    expect(src.searchParams.get('autoplay')).toBe('true');
    expect(src.searchParams.has('play')).toBe(false);
    expect(dialogs).toEqual([]);
  });

  test('the default quality on a phone is the low one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(WEEK);
    await waitForWidgets(page);
    await content(page).getByRole('button', { name: 'Video laden' }).click();
    await expect(content(page).locator('iframe[data-tv-player]')).toHaveAttribute(
      'src',
      /quality=src(&|$)/,
    );
    await expect(content(page).getByRole('radio', { name: 'Niedrig' })).toBeChecked();
    // The three qualities share one line on the phone (none wraps alone under the others).
    const tops = await content(page)
      .locator('.ast-tv-quality__option')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });
});
