import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

/**
 * No other browser test changes these accounts' picture source (photo-upload uses 'max'), and the
 * desktop and phone runs, which may run at the same time, each have their own.
 */
async function ownProfile(page: Page, account: string) {
  await login(page, account);
  const userId = (await page.context().cookies()).find((c) => c.name === 'FBDE_USER_ID')!.value;
  await page.goto(`/fanprofil/-/userid/${userId}`);
  await waitForWidgets(page);
}

const group = (page: Page) =>
  page.locator('[data-widget="profile-image-source"]').getByRole('group', {
    name: 'Profilbild zeigen als',
  });

test.describe('profile picture source (profile-image-source)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('keyboard only: arrow keys move the selection and send nothing, Enter commits; axe @phone', async ({
    page,
  }, testInfo) => {
    await ownProfile(page, testInfo.project.name === 'phone' ? 'verein' : 'admin');
    const switches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ajax/profil/bildquelle')) switches.push(r.url());
    });
    const radios = group(page).getByRole('radio');
    await expect(radios).toHaveCount(3);
    const checked = group(page).getByRole('radio', { checked: true });
    const start = await checked.getAttribute('value');
    const target = start === 'verein' ? 'Anfangsbuchstabe' : 'Vereinsfarben';

    await checked.focus();
    // Through all three options and round again: "Eigenes Foto" is reachable, nothing is sent.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(checked).toBeFocused();
    await expect(group(page).getByRole('radio', { name: 'Eigenes Foto' })).toBeEnabled();
    while (!(await group(page).getByRole('radio', { name: target }).isChecked()))
      await page.keyboard.press('ArrowDown');
    expect(switches).toEqual([]);
    await expectNoAxeViolations(page, 'source chosen, not committed');
    await page.screenshot({ path: testInfo.outputPath('selected.png'), fullPage: false });

    const answered = page.waitForResponse((r) => r.url().includes('/ajax/profil/bildquelle'));
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    await reloaded;
    await waitForWidgets(page);
    expect(switches).toHaveLength(1);
    await expect(group(page).getByRole('radio', { name: target })).toBeChecked();

    // "Übernehmen" is the next Tab stop after the group.
    await group(page).getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('Tab');
    await expect(group(page).getByRole('button', { name: 'Übernehmen' })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('apply-focused.png'), fullPage: false });
  });
});
