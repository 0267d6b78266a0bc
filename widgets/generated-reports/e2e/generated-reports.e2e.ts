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
    // Which matches have reports is the server's rule (every third has none); asked the way the
    // widget asks, so the test never reads a hint that belongs to the previous choice.
    const reportsOf = async (value: string) =>
      (
        (await (await page.request.get(`/ajax/spielberichte/generiert/spiel/${value}`)).json()) as {
          id: number;
        }[]
      ).length;
    const counts = await Promise.all(values.map(reportsOf));
    const without = values.find((_, i) => counts[i] === 0);
    const withReports = values.filter((_, i) => counts[i]! > 0);
    expect(without).toBeDefined();
    expect(withReports.length).toBeGreaterThan(1);
    const hint = host.getByRole('status');
    await match.selectOption(without!);
    await expect(hint).toHaveText('Zu dieser Auswahl gibt es keine generierten Spielberichte.');
    await expect(host.getByLabel('Generierter Spielbericht')).toHaveCount(0);

    const button = host.getByRole('button', { name: 'Spielbericht importieren' });
    const report = host.getByLabel('Generierter Spielbericht');
    const result = host.getByText(/wurde importiert/);
    // A second run against the same database finds its earlier import: the next match is taken.
    let axeChecked = false;
    for (const value of withReports) {
      await match.selectOption(value);
      await expect(hint).toHaveText('Zu dieser Auswahl gibt es generierte Spielberichte.');
      await expect(button).toBeDisabled();
      await report.focus();
      await page.keyboard.press('ArrowDown');
      await expect(button).toBeEnabled();
      if (!axeChecked) await expectNoAxeViolations(page, 'on the generated reports page');
      axeChecked = true;
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(result.or(host.getByRole('alert'))).toBeVisible();
      if (await result.isVisible()) break;
      await expect(host.getByRole('alert')).toContainText('schon importiert');
    }
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
