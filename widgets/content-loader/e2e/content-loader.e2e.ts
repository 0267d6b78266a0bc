import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('content-loader on the reference CMS news page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('load more appends the next twelve articles (German, axe)', async ({ page }) => {
    await page.goto('/news');
    const cards = page.locator('#news-items .news-card');
    await expect(cards).toHaveCount(12);
    const more = page.getByRole('button', { name: 'Mehr laden' });
    const answer = page.waitForResponse('**/ajax/news/mehr/-/offset/12**');
    await more.click();
    const body = (await (await answer).json()) as { lastIndex: number; final: boolean };
    expect(body.lastIndex).toBe(23);
    await expect(cards).toHaveCount(24);
    await expect(
      page.getByRole('status').filter({ hasText: '12 weitere Einträge geladen' }),
    ).toBeAttached();
    const next = page.waitForResponse('**/ajax/news/mehr/-/offset/24**');
    await more.click();
    await next;
    await expect(cards).toHaveCount(36);
    await expectNoAxeViolations(page, 'news page after load more');
  });

  // On /news the toolbox (news-list) is the one filter bar where scripts run; the catalogue's
  // preview shows the content-loader with a filter form of its own.
  test('the filter form reloads the list in place', async ({ page }) => {
    await page.goto('/widgets/content-loader');
    await page.waitForSelector('[data-widget="content-loader"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await page.getByLabel('Kategorie', { exact: true }).selectOption('frauen');
    const answer = page.waitForResponse('**/ajax/news/mehr/-/offset/0/kategorie/frauen**');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await answer;
    await expect(page).toHaveURL(/\/widgets\/content-loader$/);
    const tags = page.locator('#preview-news .news-card .tag');
    await expect(tags.first()).toHaveText('Frauen');
    expect(new Set(await tags.allTextContents())).toEqual(new Set(['Frauen']));
  });

  test('a lazy fragment is inserted and the widget inside it is mounted (English)', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/news');
    // The box far down the page is filled once it nears the viewport (issue 31), as a reader
    // scrolls to it: nothing of it (nor the sanitiser it needs) is fetched before.
    const requested: string[] = [];
    page.on(
      'request',
      (r) => void (r.url().includes('/ajax/fragment/') && requested.push(r.url())),
    );
    const host = page.locator('[data-widget="content-loader"][data-mode="fragment"]');
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await host.scrollIntoViewIfNeeded();
    const fragment = page.locator('.fragment-finder');
    // The fragment is a region named in English; the finder inside brings the one heading.
    await expect(page.getByRole('complementary', { name: 'Find your competition' })).toBeVisible();
    await expect(
      fragment.locator('[data-widget="competition-finder"][data-widget-state="mounted"]'),
    ).toBeAttached();
    await expect(fragment.getByRole('button', { name: /^Association/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expectNoAxeViolations(page, 'news page in English with the lazy fragment');
  });
});
