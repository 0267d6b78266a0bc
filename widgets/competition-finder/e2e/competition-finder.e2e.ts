import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

const finder = (page: Page) => page.locator('[data-widget="competition-finder"]');
const header = (page: Page, name: RegExp) => finder(page).getByRole('button', { name });

async function pick(page: Page, name: RegExp, optionIndex = 1) {
  const button = header(page, name);
  await expect(button).toBeEnabled();
  await button.click();
  const listbox = finder(page).getByRole('listbox');
  await expect(listbox).toBeFocused();
  for (let i = 0; i < optionIndex; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
}

test.describe('competition-finder on the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('start page: pick all seven levels with the keyboard, submit opens the competition (German, axe)', async ({
    page,
  }) => {
    await page.goto('/');
    await finder(page).scrollIntoViewIfNeeded();
    await expect(header(page, /^Verband/)).toContainText('Bitte wählen');
    await expect(finder(page).locator('.is-call-to-action')).toHaveAttribute(
      'data-level',
      'client',
    );
    await pick(page, /^Verband/, 1);
    // Seasons and types follow the client; the current season and Meisterschaften are reapplied.
    await expect(header(page, /^Saison/)).toContainText('25/26');
    await expect(header(page, /^Wettkampftyp/)).toContainText('Meisterschaften');
    await pick(page, /^Mannschaftsart/);
    await pick(page, /^Spielklasse/);
    const area = header(page, /^Gebiet/);
    if ((await area.textContent())?.includes('Bitte wählen')) await pick(page, /^Gebiet/);
    const competition = header(page, /^Wettbewerb(?! anzeigen)/);
    await expect(competition).toBeEnabled();
    if ((await competition.textContent())?.includes('Bitte wählen'))
      await pick(page, /^Wettbewerb(?! anzeigen)/);
    await expectNoAxeViolations(page, 'finder fully chosen');
    const stored = await page.evaluate(() => localStorage.getItem('FBDE_WAM_SELECTION'));
    expect(stored).toContain('"competition":"_');
    await finder(page).getByRole('button', { name: 'Wettbewerb anzeigen' }).click();
    // The competition page's hash router may already have added '#!'.
    await expect(page).toHaveURL(/\/wettbewerb\/[a-z0-9-]+(#!.*)?$/, { timeout: 15_000 });
    // The competition page preselects the finder from its page variables.
    const title = await page.locator('h1').textContent();
    await finder(page).scrollIntoViewIfNeeded();
    await expect(header(page, /^Wettbewerb(?! anzeigen)/)).toContainText(title!.trim());
  });

  test('competition page: preselected from the page variables; English; flat base data', async ({
    page,
    context,
  }) => {
    await page.goto('/wettbewerbe');
    const href = await page.locator('.competition-group a').first().getAttribute('href');
    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${href}?wam=flat#!`);
    const name = (await page.locator('h1').textContent())!.trim();
    // The finder mounts when it is seen; how far down it sits depends on the warnings and fonts.
    await finder(page).scrollIntoViewIfNeeded();
    await expect(finder(page)).toHaveAttribute('data-widget-state', 'mounted');
    await expect(header(page, /^Competition(?! type)/)).toContainText(name);
    await expect(finder(page).getByRole('button', { name: 'Show competition' })).toBeEnabled();
    await header(page, /^Association/).click();
    await expect(finder(page).getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page, 'finder panel open, English');
    await page.keyboard.press('Escape');
    await expect(header(page, /^Association/)).toBeFocused();
  });
});
