import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('rating, report and edit tools on the fan photos page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('logged out: tools are login-gated; axe', async ({ page }) => {
    await page.goto('/fanfotos');
    const card = page.locator('[data-item="foto-1"]');
    await expect(card.getByRole('button', { name: 'Bewerten' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'fan photos, logged out');
    await card.getByRole('button', { name: 'Bewerten' }).click();
    await page.waitForURL(/\/login\?fw_url=/);
  });

  test("logged in: rate another member's item (persisted), report, edit own item (page reloads)", async ({
    page,
  }) => {
    await login(page, 'max');
    await page.goto('/fanfotos');
    // foto-1 is max's own: no rating tool there (the server refuses it too).
    const own = page.locator('[data-item="foto-1"]');
    await expect(own.getByText('Deinen eigenen Beitrag kannst du nicht bewerten.')).toBeVisible();
    const card = page.locator('[data-item="foto-2"]');
    // "Bewertung ändern" when an earlier run on a reused server rated already.
    await card.getByRole('button', { name: /^Bewert(en|ung ändern)$/ }).click();
    await card.getByRole('radio', { name: '4 von 5 Sternen' }).check();
    await expectNoAxeViolations(page, 'rating form open');
    await card.getByRole('button', { name: 'Bewertung abgeben' }).click();
    await expect(card.getByText('Danke! Du hast 4 von 5 Sternen vergeben.')).toBeVisible();

    await card.getByRole('button', { name: 'Beitrag melden' }).click();
    await card.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(card.getByRole('alert')).toContainText(
      'Bitte beschreibe kurz den Grund deiner Meldung.',
    );
    await card.getByLabel('Grund').selectOption('1');
    await card.getByLabel('Deine Nachricht').fill('Nicht mein Foto');
    await card.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(card.getByText('Danke für deine Meldung!')).toBeVisible();

    await own.getByRole('button', { name: 'Bearbeiten' }).click();
    await own.getByLabel('Titel').fill('Flutlichtspiel am Samstag');
    const reloaded = page.waitForEvent('load');
    await own.getByRole('button', { name: 'Speichern' }).click();
    await reloaded;
    await expect(page.locator('[data-item="foto-1"] h2')).toHaveText('Flutlichtspiel am Samstag');
    await expect(page.locator('[data-item="foto-2"]').getByText('1 Bewertungen')).toBeVisible();
    await page
      .locator('[data-item="foto-2"]')
      .getByRole('button', { name: 'Bewertung ändern' })
      .click();
    await expect(
      page.locator('[data-item="foto-2"]').getByRole('radio', { name: '4 von 5 Sternen' }),
    ).toBeChecked();
  });
});
