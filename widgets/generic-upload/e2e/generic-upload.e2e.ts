import type { Page } from '@playwright/test';
import { TINY_PNG } from '../../../demo-pages/src/files/fixtures.ts';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

const widget = (page: Page) => page.locator('[data-widget="generic-upload"]');

test.describe('generic upload on /hochladen', () => {
  // Page loads and axe runs on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('upload with progress, a title of 3 characters, release; the admin list shows it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await login(page, 'max');
    await page.goto('/hochladen');
    await waitForWidgets(page);
    await widget(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'flanke.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    const title = widget(page).getByLabel('Titel (Pflichtfeld)');
    await expect(title).toBeVisible();
    await title.fill('ab');
    await widget(page).getByRole('button', { name: '„flanke.png“ freigeben' }).click();
    await expect(widget(page).getByText('Bitte gib einen längeren Titel ein.')).toBeVisible();
    await expectNoAxeViolations(page, 'generic upload with an item');
    await title.fill('Flanke von rechts');
    await widget(page).getByRole('button', { name: '„flanke.png“ freigeben' }).click();
    await expect(widget(page).getByText(/Freigegeben – danke!/)).toBeVisible();
    await expect(title).toHaveCount(0);
    expect(errors).toEqual([]);

    await page.context().clearCookies();
    await page.context().addCookies(returningVisitorCookies());
    await login(page, 'admin');
    await page.goto('/admin/uploads');
    const row = page.getByRole('row', { name: /Flanke von rechts/ });
    await expect(row).toContainText('freigegeben');
    await expect(row).toContainText('max');
    await expectNoAxeViolations(page, 'admin uploads list');
  });

  test('the picture-rights hint comes before the file chooser, by keyboard', async ({ page }) => {
    const errors = collectErrors(page);
    await login(page, 'max');
    await page.goto('/hochladen');
    await waitForWidgets(page);
    const choose = widget(page).getByRole('button', { name: 'Dateien auswählen' });
    const hint = page.getByRole('dialog', { name: 'Bevor du hochlädst' });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(hint).toBeVisible();
    await expectNoAxeViolations(page, 'contact hint open over the generic upload');
    await page.keyboard.press('Escape');
    await expect(hint).toBeHidden();
    await expect(choose).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(hint).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await hint.getByRole('button', { name: 'Verstanden, Datei auswählen' }).focus();
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: 'ecke.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    await expect(hint).toBeHidden();
    await expect(choose).toBeFocused();
    await expect(widget(page).getByLabel('Titel (Pflichtfeld)')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
