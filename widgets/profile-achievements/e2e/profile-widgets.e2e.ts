/** Issue 16: achievements, live stats and stage on /profil/{slug} (all three widgets). */
import {
  expect,
  expectNoAxeViolations,
  login,
  logout,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

test.describe('profile widgets', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('a visitor sees stage, achievements and stats without edit controls; axe clean', async ({
    page,
  }) => {
    await page.goto('/profil/max');
    await waitForWidgets(page);
    await expect(page.locator('.ast-stage__name')).toHaveText('Max Mustermann');
    await expect(page.getByRole('heading', { name: 'Erfolge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live-Statistik' })).toBeVisible();
    await expect(page.getByRole('button', { name: /bearbeiten|ändern|zurücksetzen/i })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page, 'profile as visitor');
  });

  test('the owner edits by keyboard; every choice persists after a reload', async ({ page }) => {
    await login(page, 'max');
    await page.goto('/profil/max');
    await waitForWidgets(page);
    await expectNoAxeViolations(page, 'own profile');

    // Achievement: next icon, headline, Enter ends the edit (ready) and saves.
    await page.getByRole('button', { name: 'Erfolg 1 bearbeiten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Nächstes Icon' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Erfolg 1 bearbeiten' })).toContainText('Kapitän');
    await page.getByRole('textbox', { name: 'Überschrift des Erfolgs' }).fill('Kapitän seit 2024');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Kapitän seit 2024')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erfolg 1 bearbeiten' })).toBeFocused();

    // Live stats: with nothing taken the first slot is in edit mode.
    const first = page.getByRole('combobox', { name: 'Statistik für Platz 1' });
    await expect(first).toBeVisible();
    await first.selectOption({ label: 'Tore' });
    await expect(page.locator('.ast-live-stats__label').first()).toHaveText('Tore');

    // Stage: arrow keys in the radio group, save.
    await page.getByRole('button', { name: 'Bühne ändern' }).click();
    await expect(page.getByRole('radio', { name: 'Rasen' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Flutlicht' })).toBeChecked();
    await expectNoAxeViolations(page, 'stage picker open');
    await page.getByRole('button', { name: 'Hintergrund speichern' }).click();
    await expect(page.getByRole('button', { name: 'Bühne ändern' })).toBeFocused();

    await page.reload();
    await waitForWidgets(page);
    await expect(page.getByText('Kapitän seit 2024')).toBeVisible();
    await expect(page.locator('.ast-live-stats__label').first()).toHaveText('Tore');
    await expect(page.locator('.ast-stage__image')).toHaveAttribute('src', /flutlicht\.svg$/);

    // A visitor sees the same choices.
    await logout(page);
    await page.goto('/profil/max');
    await waitForWidgets(page);
    await expect(page.getByText('Kapitän seit 2024')).toBeVisible();
    await expect(page.locator('.ast-stage__image')).toHaveAttribute('src', /flutlicht\.svg$/);
    await expect(page.getByRole('button', { name: 'Bühne ändern' })).toHaveCount(0);
  });

  test('an under-16 owner gets the dsgvo_u16 layer over the new profile page', async ({ page }) => {
    await login(page, 'lena');
    await page.goto('/profil/lena');
    const layer = page.getByRole('dialog', { name: 'Datenschutz: Einwilligung deiner Eltern' });
    await expect(layer).toBeVisible();
    await expectNoAxeViolations(page, 'profile with dsgvo_u16 layer');
  });
});
