import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, expect, returningVisitorCookies, test } from '../../../scripts/e2e-support.ts';

test.describe('obfuscated-results on a league page of the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('the scores are drawn by the table stylesheet, not in the page; axe', async ({ page }) => {
    await page.goto('/wettbewerbe');
    const leagues = await page
      .locator('a[href^="/wettbewerb/"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    let found = false;
    for (const href of leagues.slice(0, 15)) {
      await page.goto(href);
      if ((await page.locator('[data-widget="obfuscated-results"]').count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    const host = page.locator('[data-widget="obfuscated-results"]');
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    const id = await host.getAttribute('data-obfuscation-id');
    await expect(host).toHaveClass(new RegExp(`results-c-${id}`));
    await expect(page.locator(`link[href="/ergebnisse/css/${id}.css"]`)).toHaveCount(1);
    const table = host.getByRole('table', { name: /Spieltag/ });
    await expect(table).toBeVisible();
    const score = table.locator('tbody tr').first().locator('td').last();
    // The DOM holds no digits; what the visitor sees (and the accessible text) does.
    expect(await score.textContent()).not.toMatch(/\d/);
    const drawn = await score
      .locator('.ast-obfuscated-results__score')
      .evaluate((el) =>
        [...el.childNodes]
          .map((n) =>
            n instanceof Element
              ? getComputedStyle(n).display === 'none'
                ? ''
                : getComputedStyle(n, '::before').content.replaceAll('"', '')
              : (n.textContent ?? ''),
          )
          .join(''),
      );
    expect(drawn).toMatch(/^\d+:\d+$/);
    // axe on the widget (the page's standings table has target-size findings of its own).
    const axe = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .include('[data-widget="obfuscated-results"]')
      .setLegacyMode(true) // as expectNoAxeViolations: no extra page per run
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
