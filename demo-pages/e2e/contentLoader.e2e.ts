/**
 * Issue 27: the content loader's variants on the pages a fan uses. On a club page the next
 * matches stay current (If-Modified-Since: unchanged, the server answers 304 and the table stays)
 * and „Ältere Ergebnisse“ loads the older results by POST; on a team page „Weitere Spiele“ loads
 * the later matches as JSONP. Each variant once, with what the fan sees and one request check.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  nextPost,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../scripts/e2e-support.ts';

/** A club with league play, reached as a fan does: from the start page's next matches. */
async function openClub(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('main a[href^="/verein/"]').first().click();
  await expect(page).toHaveURL(/\/verein\/[a-z0-9-]+$/);
  await waitForWidgets(page);
}

test.describe('content loader variants on the club and team pages', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('club: the next matches stay (304 after a minute), older results by POST; team: more matches by JSONP', async ({
    page,
  }) => {
    await openClub(page);
    const next = page.locator('#club-next');
    const firstMatch = next.locator('tbody tr').first().locator('a.score');
    const firstHref = await firstMatch.getAttribute('href');
    const shown = await page
      .locator('[data-widget="content-loader"][data-mode="refresh"]')
      .getAttribute('data-last-modified');

    // A minute later the box asks again with the date of what it shows; nothing changed: 304.
    // The box starts its timer in an effect after it mounted: on a loaded machine that can come
    // after the first jump (the clean-clone run of 2026-11-28 waited 30 s for a request that was
    // due a minute after the jump). So the clock moves on a minute at a time until the box asks.
    let sent = false;
    const isRefresh = (url: string) => url.endsWith('/naechste-spiele');
    page.on('request', (r) => void (sent ||= isRefresh(r.url())));
    const asked = page.waitForResponse((r) => isRefresh(r.url()));
    await expect
      .poll(
        async () => {
          if (!sent) await page.clock.fastForward(60_000);
          return sent;
        },
        { message: 'the box asks again once a minute has passed', intervals: [100, 250, 500] },
      )
      .toBe(true);
    const answer = await asked;
    expect(answer.status()).toBe(304);
    expect(await answer.request().headerValue('If-Modified-Since')).toBe(shown);
    await expect(firstMatch).toHaveAttribute('href', firstHref ?? '');
    await expect(next.getByRole('table')).toBeVisible();

    // „Ältere Ergebnisse“: six more results under the table, sent as a form POST.
    const older = page.locator('#club-older-results > li');
    await expect(older).toHaveCount(0);
    const posted = await nextPost(page, '**/ergebnisse');
    await page.getByRole('button', { name: 'Ältere Ergebnisse' }).click();
    const post = await posted.request;
    expect(post.method()).toBe('POST');
    expect(post.postData()).toBe('offset=6');
    await expect(older).toHaveCount(6);
    await expect(older.first().locator('time')).toBeVisible();
    await expect(older.first().getByRole('link', { name: /^\d+:\d+$/ })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: '6 weitere Einträge geladen' }),
    ).toBeAttached();

    // On to a team of the club that plays in a league: „Weitere Spiele“ comes as JSONP.
    await page
      .locator('.team-list li', { has: page.locator('a[href^="/wettbewerb/"]') })
      .first()
      .locator('a.team-list__name')
      .click();
    await expect(page).toHaveURL(/\/mannschaft\/\d+$/);
    await waitForWidgets(page);
    const later = page.locator('#team-later-matches > li');
    const requested = page.waitForRequest((r) => r.url().includes('/spiele/-/offset/6'));
    await page.getByRole('button', { name: 'Weitere Spiele' }).click();
    expect(new URL((await requested).url()).searchParams.get('callback')).toBe('anstossJsonp');
    await expect(later.first()).toBeVisible();
    await expect(later.first().locator('time')).toBeVisible();
    expect(await later.count()).toBeGreaterThan(0);
  });
});
