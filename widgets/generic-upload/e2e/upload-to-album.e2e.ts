/**
 * Issue 27, the upload → album journey (spec §4 Generic upload "released", §7 {albumBase}/add):
 * a photo released on /hochladen goes into the album chosen for it; on an album's edit page every
 * released photo goes into that album and the album editor shows it without a reload. Nobody but
 * the owner can add to an album.
 */
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

const upload = (page: Page) => page.locator('[data-widget="generic-upload"]');
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(TINY_PNG),
});

test.describe('upload into an album', () => {
  // Several page loads and axe runs on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('as the owner from /hochladen and from the album page; another member cannot add', async ({
    page,
    browser,
  }) => {
    const errors = collectErrors(page);
    await login(page, 'max');
    await page.goto('/hochladen');
    await waitForWidgets(page);

    // /hochladen: the album is chosen per photo.
    await upload(page).locator('input[type=file]').setInputFiles(png('abstoss.png'));
    await upload(page).getByLabel('Titel (Pflichtfeld)').fill('Abstoß im Regen');
    const choice = upload(page).getByRole('combobox', { name: 'In Album' });
    const option = choice.locator('option').nth(1);
    const albumId = (await option.getAttribute('value'))!;
    const albumTitle = (await option.textContent())!.trim();
    await choice.selectOption(albumId);
    await upload(page).getByRole('button', { name: '„abstoss.png“ freigeben' }).click();
    await expect(upload(page).getByText('Freigegeben und ins Album gelegt – danke!')).toBeVisible();
    await expect(
      upload(page).getByRole('heading', { name: 'Fotos und Videos hochladen' }),
    ).toBeFocused();

    // The album's edit page shows it, and has its own upload.
    await page.goto(`/meine-alben/-/album/${albumId}`);
    await waitForWidgets(page);
    const editor = page.locator('[data-widget="album-edit"]');
    await expect(editor.getByRole('heading', { name: albumTitle })).toBeVisible();
    await expect(editor.getByRole('img', { name: 'Abstoß im Regen' })).toBeVisible();
    const photos = await editor.locator('.ast-album-edit__grid li').count();

    await upload(page).locator('input[type=file]').setInputFiles(png('eckball.png'));
    await upload(page).getByLabel('Titel (Pflichtfeld)').fill('Eckball kurz ausgeführt');
    await expect(upload(page).getByRole('combobox', { name: 'In Album' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'album edit page with an upload waiting');
    await upload(page).getByRole('button', { name: '„eckball.png“ freigeben' }).click();
    await expect(editor.getByText('Neues Foto im Album.')).toBeVisible();
    await expect(editor.getByRole('img', { name: 'Eckball kurz ausgeführt' })).toBeVisible();
    await expect(editor.locator('.ast-album-edit__grid li')).toHaveCount(photos + 1);
    expect(errors).toEqual([]);

    // Another member: the album page is refused, and so is {albumBase}/add from this site.
    const other = await browser.newContext();
    await other.addCookies(returningVisitorCookies());
    const lena = await other.newPage();
    await login(lena, 'lena');
    const res = await lena.goto(`/meine-alben/-/album/${albumId}`);
    expect(res?.status()).toBe(403);
    const add = await lena.evaluate(async (album) => {
      const r = await fetch(`/ajax/album/add?album=${album}&fotos=6000001`);
      return { status: r.status, body: (await r.json()) as { success?: boolean } };
    }, albumId);
    expect(add.status).toBe(403);
    expect(add.body.success).toBe(false);
    await other.close();
  });
});
