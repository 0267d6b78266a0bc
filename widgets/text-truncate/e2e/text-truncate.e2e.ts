import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';
import { LONG_THREAD_SLUG, SHORT_LEAD_SLUG } from '../../../demo-pages/src/seed/fixedNews.ts';

test.describe('text-truncate on a news article of the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('cuts the teaser, reveals it in place and passes axe both ways', async ({ page }) => {
    // Two axe runs over the long-thread article (hundreds of comments): about 25 s beside a
    // second worker.
    test.slow();
    // A seeded article whatever the date (other tests write articles of their own).
    await page.goto(`/news/${LONG_THREAD_SLUG}`);
    const host = page.locator('[data-widget="text-truncate"]');
    const full = (await host.getAttribute('data-text')) ?? '';
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    const button = host.getByRole('button', { name: 'weiterlesen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(host.locator('p')).toContainText('…');
    await expectNoAxeViolations(page, 'with the teaser collapsed');

    const before = await host.locator('p').boundingBox();
    await button.click();
    await expect(host.getByRole('button', { name: 'weniger anzeigen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(host.locator('p')).toContainText(full);
    const after = await host.locator('p').boundingBox();
    // The paragraph grows downwards only: its top and left edge stay put.
    expect(after?.y).toBe(before?.y);
    expect(after?.x).toBe(before?.x);
    await expectNoAxeViolations(page, 'with the teaser expanded');
  });

  test('a lead of two lines or less is shown whole, without "weiterlesen"', async ({ page }) => {
    // A fixed article: the first one listed may be one another test wrote, without a lead.
    await page.goto(`/news/${SHORT_LEAD_SLUG}`);
    const host = page.locator('[data-widget="text-truncate"]');
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    const full = (await host.getAttribute('data-text')) ?? '';
    expect(full.length).toBeLessThanOrEqual(160);
    await expect(host.locator('p')).toHaveText(full);
    await expect(host.getByRole('button')).toHaveCount(0);
  });
});
