// Issue 18, item 4: changes the person did not make directly are announced in the widget's one
// polite status region (finder levels filled by themselves, a date moved into the allowed range,
// teams loading in the club search).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../scripts/e2e-support.ts';
import { asReturningVisitor, openPage, pageTypes } from './pageTypes.ts';

const region = (host: Locator) => host.locator('[role="status"][aria-live="polite"]');

async function open(page: Page, url: string, widget: string) {
  await openPage(page, url);
  const host = page.locator(`[data-widget="${widget}"]`).first();
  await host.scrollIntoViewIfNeeded();
  return host;
}

test.describe('announcements', () => {
  test.beforeEach(async ({ context }) => {
    await asReturningVisitor(context);
  });

  test('the finder announces the levels it filled by itself @phone', async ({ page, request }) => {
    const league = (await pageTypes(request)).find((p) => p.name === 'league');
    const finder = await open(page, league?.url ?? '/wettbewerbe', 'competition-finder');
    await expect(region(finder)).toHaveCount(1);
    await finder.locator('.ast-finder__header').first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(region(finder)).toContainText('Automatisch ausgefüllt');
  });

  test('the club search announces teams loading and loaded @phone', async ({ page }) => {
    const search = await open(page, '/vereinssuche', 'club-search');
    await search.getByRole('combobox').fill('Schw');
    await expect(search.getByRole('option').first()).toBeVisible();
    await expect(region(search)).toContainText('Verein');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(region(search)).toContainText(/Mannschaft/);
  });

  // Desktop: phones with a native date input pick from the browser's own control (min/max).
  test('the match calendar announces a typed day moved inside the allowed range', async ({
    page,
  }) => {
    const calendar = await open(page, '/spielplan', 'match-calendar');
    const to = calendar.getByLabel('Bis', { exact: true });
    await to.fill('10.01.2099');
    await to.press('Enter');
    await expect(region(calendar)).toContainText('außerhalb des erlaubten Zeitraums');
    await expect(to).not.toHaveValue('10.01.2099');
  });
});
