import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

/** The seeded album of 'max' whose last three photos are still being processed. */
const ENCODING_ALBUM_ID = 16973377;
/** An album of the club account ('verein'). */
const CLUB_ALBUM_ID = 16973375;

test.describe('Meine Alben (album-edit-list, album-edit)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('create, rename, publish and delete an album; axe clean', async ({ page }) => {
    // Two axe runs, two reloads and five writes: 30 s ran out at the last click in a clean run
    // beside a second worker.
    test.slow();
    await login(page, 'max');
    await page.goto('/meine-alben');
    await waitForWidgets(page);
    const widget = page.locator('[data-widget="album-edit-list"]');
    await expect(widget.getByRole('heading', { name: 'Deine Alben' })).toBeVisible();
    await expectNoAxeViolations(page, 'Meine Alben');

    const title = `Testalbum ${Date.now() % 100000}`;
    await widget.getByRole('button', { name: 'Neues Album' }).click();
    await expect(widget.getByRole('textbox', { name: 'Titel' })).toBeFocused();
    await expectNoAxeViolations(page, 'Meine Alben, new album form');
    await widget.getByRole('textbox', { name: 'Titel' }).fill(title);
    await widget.getByRole('button', { name: 'Album anlegen' }).click();
    await expect(widget.getByText('Album angelegt.')).toBeVisible();
    const row = widget.locator('li', { has: page.getByRole('heading', { name: title }) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Nicht öffentlich')).toBeVisible();

    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    await row.getByRole('textbox', { name: 'Titel' }).fill(`${title} neu`);
    await row.getByRole('button', { name: 'Speichern' }).click();
    const renamed = widget.locator('li', {
      has: page.getByRole('heading', { name: `${title} neu` }),
    });
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(renamed.getByText('Nicht öffentlich')).toHaveCount(0);

    await page.reload();
    await waitForWidgets(page);
    const again = widget.locator('li', {
      has: page.getByRole('heading', { name: `${title} neu` }),
    });
    await expect(again).toBeVisible();
    await expect(again.getByText('Nicht öffentlich')).toHaveCount(0);
    await again.getByRole('button', { name: 'Löschen' }).click();
    await again.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(widget.getByText('Album gelöscht.')).toBeVisible();
    await page.reload();
    await waitForWidgets(page);
    await expect(widget.getByRole('heading', { name: `${title} neu` })).toHaveCount(0);
  });

  test('album editor: encoding running, keyboard reorder saved, a photo removed', async ({
    page,
  }) => {
    await login(page, 'max');
    await page.goto('/meine-alben');
    await waitForWidgets(page);
    const list = page.locator('[data-widget="album-edit-list"]');
    const row = list.locator('li', { hasText: 'Kreispokal-Finale' });
    await expect(row.getByText('Wird verarbeitet')).toBeVisible();
    await row.getByRole('link', { name: 'Fotos bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/meine-alben/-/album/${ENCODING_ALBUM_ID}$`));
    await waitForWidgets(page);
    const editor = page.locator('[data-widget="album-edit"]');
    await expect(editor.getByText(/3 Bilder werden noch verarbeitet/)).toBeVisible();
    await expectNoAxeViolations(page, 'album editor');

    await editor.getByRole('button', { name: 'Fotos bearbeiten' }).click();
    const labels = editor.locator('.ast-album-edit__label');
    const first = ((await labels.first().textContent()) ?? '').split(',')[0]!;
    const down = editor.getByRole('button', { name: `${first} nach hinten` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByRole('button', { name: `${first} nach hinten` })).toBeFocused();
    await expect(labels.nth(1)).toHaveText(new RegExp(`^${first}, Position 2 von`));
    await expectNoAxeViolations(page, 'album editor, photos form');
    await editor.getByRole('button', { name: 'Reihenfolge speichern' }).click();
    await expect(editor.getByText('Reihenfolge gespeichert.')).toBeVisible();

    await page.reload();
    await waitForWidgets(page);
    await editor.getByRole('button', { name: 'Fotos bearbeiten' }).click();
    await expect(labels.nth(1)).toHaveText(new RegExp(`^${first}, Position 2 von`));

    const count = await labels.count();
    await editor.getByRole('button', { name: 'Aus Album entfernen' }).last().click();
    await expect(editor.getByText('Foto aus dem Album entfernt.')).toBeVisible();
    await expect(labels).toHaveCount(count - 1);
  });

  test('someone else’s album: 403 page, and the endpoints refuse with 403', async ({ page }) => {
    await login(page, 'max');
    const res = await page.goto(`/meine-alben/-/album/${CLUB_ALBUM_ID}`);
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    await expect(page.getByText(/gehört jemand anderem/)).toBeVisible();
    await expectNoAxeViolations(page, '403 page');
    const detail = await page.evaluate(async (id) => {
      const r = await fetch(`/ajax/album/detail?album=${id}&amount=1`);
      return r.status;
    }, CLUB_ALBUM_ID);
    expect(detail).toBe(403);
  });
});
