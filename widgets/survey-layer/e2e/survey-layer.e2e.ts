import { browserClock, expect, expectNoAxeViolations, test } from '../../../scripts/e2e-support.ts';

test.describe('survey-layer on the reference CMS', () => {
  test('waits for the cookie layer, shows once, and sets its cookie for 100 days', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toBeVisible();
    await expect(page.locator('#survey-layer')).toBeHidden();

    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    const survey = page.locator('#survey-layer');
    await expect(survey).toBeVisible();
    await expect(survey).toHaveAttribute('role', 'dialog');
    await expectNoAxeViolations(page, 'with the survey layer open');

    const surveyCookie = (await context.cookies()).find((c) => c.name.includes('SURVEY'));
    expect(surveyCookie?.value).toBe('true');
    const days = ((surveyCookie?.expires ?? 0) - (await browserClock(context)) / 1000) / 86400;
    expect(Math.round(days)).toBe(100);

    await page.keyboard.press('Escape');
    await expect(survey).toBeHidden();

    await page.reload();
    await page.waitForSelector('[data-widget="survey-layer"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#survey-layer')).toBeHidden();
  });
});
