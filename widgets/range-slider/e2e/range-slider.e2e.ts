import {
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('range-slider on the page-functions page of the reference CMS', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('both ends work with the keyboard, the shares sum to 100 and are sent', async ({ page }) => {
    await page.goto('/seitenfunktionen');
    const home = page.getByRole('slider', { name: 'Ballbesitz Heim' });
    const away = page.getByRole('slider', { name: 'Ballbesitz Gast' });
    await home.scrollIntoViewIfNeeded();
    await expect(home).toHaveAttribute('aria-valuenow', '50');
    await expectNoAxeViolations(page, 'with the range slider');

    await home.focus();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    await expect(home).toHaveAttribute('aria-valuenow', '61');
    await expect(away).toHaveAttribute('aria-valuenow', '39');

    await page.keyboard.press('Tab');
    await expect(away).toBeFocused();
    await page.keyboard.press('End');
    await expect(home).toHaveAttribute('aria-valuenow', '0');

    // A click at three quarters of the bar.
    const box = await page.locator('.ast-range-slider__track').boundingBox();
    if (!box) throw new Error('no track');
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    const left = Number(await home.getAttribute('aria-valuenow'));
    expect(left).toBeGreaterThanOrEqual(73);
    expect(left).toBeLessThanOrEqual(77);

    await page.getByRole('button', { name: 'Tipp senden' }).click();
    await page.waitForURL(
      `**/seitenfunktionen?ballbesitzLeft=${left}&ballbesitzRight=${100 - left}`,
    );
  });
});
