import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  syncClock,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('header-warning on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    // Answer the cookie layer up front: this test is about the banner.
    await context.addCookies(returningVisitorCookies());
  });

  test('the CMS renders the active warning; the widget takes it over without a request or a jump', async ({
    page,
  }) => {
    const body = (await (await page.request.get('/ajax/header-warning.json')).json()) as {
      active: string;
      title: string;
      text: string;
    };
    expect(body.active).toBe('1');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ajax/header-warning.json')) requests.push(request.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? s.node.className.toString() : '',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const banner = page.locator('[data-widget="header-warning"]');
    await expect(banner.getByText(body.title)).toBeVisible();
    await page.waitForSelector('[data-widget="header-warning"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await expect(banner.getByRole('button', { name: /schließen/i })).toBeVisible();
    await expect(banner.getByText(body.text)).toBeVisible();
    expect(requests).toEqual([]);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    expect(shifts.filter((s) => s.sources.some((c) => c.includes('header-warning')))).toEqual([]);
    await expectNoAxeViolations(page, 'with the header warning shown');
  });

  test('dismissing hides it for the rest of the session, a new session shows it again', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    const banner = page.locator('[data-widget="header-warning"]');
    await banner.getByRole('button', { name: /schließen/i }).click();
    await expect(banner.getByText('Unwetterwarnung')).toHaveCount(0);
    await page.goto('/news');
    // The CMS leaves the closed banner out of the page (the widget's session cookie).
    await expect(page.locator('.ast-header-warning')).toHaveCount(0);
    await page.waitForSelector('[data-widget="header-warning"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await expect(
      page.locator('[data-widget="header-warning"]').getByText('Unwetterwarnung'),
    ).toHaveCount(0);

    const fresh = await browser.newContext();
    await syncClock(fresh, baseURL);
    const other = await fresh.newPage();
    await other.goto('/');
    await expect(
      other.locator('[data-widget="header-warning"]').getByText('Unwetterwarnung'),
    ).toBeVisible();
    await fresh.close();
  });
});
