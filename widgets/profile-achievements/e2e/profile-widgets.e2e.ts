/** Issue 16: achievements, live stats and stage on the profile page /fanprofil/-/userid/{id} (all three widgets). */
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
    await page.goto('/fanprofil/-/userid/10002');
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
    // Three page loads of the one profile page, which also carries the photo widgets.
    test.slow();
    await login(page, 'max');
    await page.goto('/fanprofil/-/userid/10002');
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
    await first.press('Enter');
    await expect(page.locator('.ast-live-stats__label').first()).toHaveText('Tore');
    await expect(page.getByRole('button', { name: 'Statistik auf Platz 1 ändern' })).toBeFocused();

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
    await page.goto('/fanprofil/-/userid/10002');
    await waitForWidgets(page);
    await expect(page.getByText('Kapitän seit 2024')).toBeVisible();
    await expect(page.locator('.ast-stage__image')).toHaveAttribute('src', /flutlicht\.svg$/);
    await expect(page.getByRole('button', { name: 'Bühne ändern' })).toHaveCount(0);
  });

  test('an under-16 owner gets the dsgvo_u16 layer over the new profile page', async ({ page }) => {
    await login(page, 'lena');
    await page.goto('/fanprofil/-/userid/10001');
    const layer = page.getByRole('dialog', { name: 'Datenschutz: Einwilligung deiner Eltern' });
    await expect(layer).toBeVisible();
    await expectNoAxeViolations(page, 'profile with dsgvo_u16 layer');
  });

  for (const width of [1280, 390]) {
    test(`edit modes by keyboard at ${width} px: no arrow key acts, focus never on <body>`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      await login(page, 'max');
      await page.goto('/fanprofil/-/userid/10002');
      await waitForWidgets(page);
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/ajax/profil/')) saves.push(r.url());
      });
      const onBody = () => page.evaluate(() => document.activeElement === document.body);

      // Live stats: ArrowDown in the choice moves the selection only (WCAG 3.2.2). Slot 1 is in
      // edit mode while nothing is taken (another test may have taken a stat: open it then).
      const change = page.getByRole('button', { name: 'Statistik auf Platz 1 ändern' });
      const select = page.getByRole('combobox', { name: 'Statistik für Platz 1' });
      if (await change.isVisible()) {
        await change.focus();
        await page.keyboard.press('Enter');
      }
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(select).toBeFocused();
      expect(saves).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`stats-choice-${width}.png`) });
      await page.keyboard.press('Enter');
      await expect(change).toBeFocused();
      await expect(page.locator('.ast-live-stats__status')).toHaveText('Gespeichert.');
      expect(saves).toHaveLength(1);
      // Reset: focus stays in the slot.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Platz 1 zurücksetzen' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(change).toBeFocused();

      // Achievements: the slots fit the width even with 200 % text.
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      const list = page.locator('.ast-achievements__list');
      const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const edit = page.getByRole('button', { name: 'Erfolg 2 bearbeiten' });
      await edit.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Nächstes Icon' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const headline = page.getByRole('textbox', { name: 'Überschrift des Erfolgs' });
      await expect(headline).toBeFocused();
      await headline.clear();
      await page.keyboard.type('Aufstieg');
      await list.screenshot({ path: test.info().outputPath(`achievement-edit-${width}.png`) });
      const slotOverflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(slotOverflow).toBeLessThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect(edit).toBeFocused();
      await expect(page.locator('.ast-achievements__status')).toHaveText('Gespeichert.');
      // Escape cancels and returns focus.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect(edit).toBeFocused();
      await page.evaluate(() => (document.documentElement.style.fontSize = ''));

      // Stage: arrows move the pick only; save returns focus to "Bühne ändern".
      const stage = page.getByRole('button', { name: 'Bühne ändern' });
      await stage.focus();
      await page.keyboard.press('Enter');
      const before = saves.length;
      await page.keyboard.press('ArrowRight');
      expect(saves).toHaveLength(before);
      await page.screenshot({ path: test.info().outputPath(`stage-picker-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(stage).toBeFocused();
      expect(await onBody()).toBe(false);
    });
  }
});
