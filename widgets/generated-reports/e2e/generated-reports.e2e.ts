import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('generated-reports for club officials', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('choose a match, see the hint, import a report once; keyboard only; axe', async ({
    page,
  }) => {
    await login(page, 'verein');
    await page.goto('/verein/spielberichte');
    const host = page.locator('[data-widget="generated-reports"]');
    await expect(host).toHaveAttribute('data-widget-state', 'mounted');
    const match = host.getByLabel('Spiel', { exact: true });
    const values = await match
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    let found = false;
    for (const value of values) {
      await match.selectOption(value);
      const hint = host.getByRole('status');
      await expect(hint).toHaveText(/Spielberichte\.$/);
      if ((await hint.textContent())?.includes('keine')) continue;
      found = true;
      break;
    }
    expect(found).toBe(true);
    const button = host.getByRole('button', { name: 'Spielbericht importieren' });
    await expect(button).toBeDisabled();
    const report = host.getByLabel('Generierter Spielbericht');
    await report.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toBeEnabled();
    await expectNoAxeViolations(page, 'on the generated reports page');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const result = host.getByText(/wurde importiert/);
    await expect(result).toBeVisible();
    // Focus is on the result, never on <body> (issue 25).
    await expect(result).toBeFocused();
    await expect(host.getByRole('link', { name: 'Zum importierten Spielbericht' })).toHaveAttribute(
      'href',
      /\/spiel\/\d+$/,
    );
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(host.getByRole('alert')).toContainText('schon importiert');
    await expect(host.getByRole('alert')).toBeFocused();
  });
});
