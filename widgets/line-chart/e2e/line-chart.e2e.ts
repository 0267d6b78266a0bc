import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('line-chart on a club page of the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('draws the goals of the last matches, toggles series and passes axe', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('a[href^="/verein/"]').first().getAttribute('href');
    await page.goto(href ?? '/vereine');
    const host = page.locator('[data-widget="line-chart"]');
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');

    // One point per league match of the club's first team; the title says how many.
    const title = (await host.getAttribute('data-title')) ?? '';
    const played = Number(/letzten (\d+) Ligaspiele/.exec(title)?.[1] ?? 0);
    expect(played).toBeGreaterThanOrEqual(2);
    const svg = host.locator('svg.ast-line-chart__svg');
    await expect(svg.locator('polyline')).toHaveCount(2);
    const box = await svg.boundingBox();
    expect(box && Math.abs(box.height - box.width / 2)).toBeLessThanOrEqual(1);
    const rows = host.locator('table tbody tr');
    await expect(rows).toHaveCount(played);
    await expectNoAxeViolations(page, 'with the line chart');

    await host.getByRole('checkbox', { name: 'Tordifferenz' }).check();
    await host.getByRole('checkbox', { name: 'Gegentore' }).uncheck();
    await expect(svg.locator('polyline')).toHaveCount(2);
    await expect(host.locator('table thead th')).toHaveText(['Punkt', 'Tore', 'Tordifferenz']);

    // A narrower window: the chart follows once resizing has paused.
    await page.setViewportSize({ width: 420, height: 800 });
    await expect
      .poll(async () => (await svg.boundingBox())?.width ?? 0, { timeout: 3000 })
      .toBeLessThan(box?.width ?? 0);
    await expectNoAxeViolations(page, 'with the line chart on a narrow screen');
  });
});
