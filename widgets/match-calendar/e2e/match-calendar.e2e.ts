import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
  waitForBehaviours,
} from '../../../scripts/e2e-support.ts';

test.describe('match-calendar on the Spielplan page', () => {
  // The results table holds up to 300 matches: axe needs time on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('calendar dialog by keyboard, clamping, REST search form (German, axe)', async ({
    page,
  }) => {
    await page.goto('/spielplan/-/verband/_22/datum-von/2025-09-01/datum-bis/2025-09-14');
    await waitForBehaviours(page);
    const from = page.getByLabel('Von', { exact: true });
    await expect(from).toHaveValue('01.09.2025');
    const open = page.getByRole('button', { name: 'Kalender öffnen: Von' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'September 2025' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader').first()).toHaveAttribute('abbr', 'Montag');
    await expectNoAxeViolations(page, 'calendar dialog open');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(from).toHaveValue('09.09.2025');

    // 'to' clamped to from + 31 days.
    const to = page.getByLabel('Bis', { exact: true });
    await to.fill('31.12.2025');
    await to.press('Enter');
    await expect(to).toHaveValue('10.10.2025');

    await page.getByRole('button', { name: 'Spiele suchen' }).click();
    await expect(page).toHaveURL(
      /\/spielplan\/-\/verband\/_22\/datum-von\/2025-09-09\/datum-bis\/2025-10-10$/,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: /09\.09\.2025 bis 10\.10\.2025/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'Spielplan results');
  });

  test('select navigation goes to the chosen region; English texts', async ({ page, context }) => {
    await context.addCookies([{ name: 'FBDE_LANG', value: 'en', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/spielplan');
    await waitForBehaviours(page);
    await expect(page.getByRole('button', { name: 'Open calendar: From' })).toBeVisible();
    // The CMS's own labels follow the page language too.
    await page.getByLabel('Quick choice: another association').selectOption('_02');
    await expect(page).toHaveURL(/\/spielplan\/-\/verband\/_02$/);
    await expect(page.getByLabel('Association', { exact: true })).toHaveValue('_02');
    await expectNoAxeViolations(page, 'Spielplan in English');
  });

  test('touch devices with a native date input use it @phone-only', async ({ page, isMobile }) => {
    expect(isMobile, 'a touch device').toBe(true);
    await page.goto('/spielplan');
    await expect(page.getByLabel('Von', { exact: true })).toHaveAttribute('type', 'date');
  });
});
