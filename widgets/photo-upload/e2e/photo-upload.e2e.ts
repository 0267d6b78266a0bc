import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';
import { jpegHeadWithOrientation } from '../src/fixtures.ts';

/**
 * A real JPEG (200×100 unless told, left half red) drawn by the browser, with an Exif orientation
 * added.
 */
async function phonePhoto(
  page: Page,
  orientation: number,
  size = { width: 200, height: 100 },
): Promise<Buffer> {
  const bytes = await page.evaluate(async ({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c00';
    context.fillRect(0, 0, width / 2, height);
    context.fillStyle = '#06c';
    context.fillRect(width / 2, 0, width / 2, height);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg'),
    );
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, size);
  const head = jpegHeadWithOrientation(orientation);
  const app1At = head.indexOf(0xe1) - 1;
  const app1Length = (head[app1At + 2]! << 8) | head[app1At + 3]!;
  const app1 = head.slice(app1At, app1At + 2 + app1Length);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(app1), Buffer.from(bytes.slice(2))]);
}

async function ownProfile(page: Page) {
  await login(page, 'max');
  const userId = (await page.context().cookies()).find((c) => c.name === 'FBDE_USER_ID')!.value;
  await page.goto(`/fanprofil/-/userid/${userId}`);
  await waitForWidgets(page);
  return userId;
}

const upload = (page: Page) => page.locator('[data-widget="photo-upload"]');

test.describe('profile photo crop', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('a phone photo with EXIF rotation opens upright; keyboard crop, save, picture switched; axe', async ({
    page,
  }) => {
    const userId = await ownProfile(page);
    const photo = await phonePhoto(page, 6);
    await upload(page).locator('input[type=file]').setInputFiles({
      name: 'handy.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const dialog = page.getByRole('dialog', { name: 'Bildausschnitt wählen' });
    await expect(dialog).toBeVisible();
    const img = dialog.getByRole('img', { name: 'Dein Foto zum Zuschneiden' });
    await expect(img).toBeVisible();
    // Orientation 6: the 200×100 picture is shown turned, 100 wide and 200 high.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]))
      .toEqual([100, 200]);
    await expectNoAxeViolations(page, 'crop layer open');

    const area = dialog.getByRole('group', { name: 'Bildausschnitt' });
    await area.focus();
    const before = await area.evaluate((el) => (el as HTMLElement).style.top);
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => area.evaluate((el) => (el as HTMLElement).style.top)).not.toBe(before);

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/ajax/profil/foto') && r.request().method() === 'POST',
    );
    // The switch's answer, not its request: the server stores the source before it answers, and
    // the picture below is only the photo once it has. The page reloads after that answer.
    const switched = page.waitForResponse((r) =>
      r.url().includes('/ajax/profil/bildquelle?bildquelle=foto'),
    );
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await sent).status()).toBe(200);
    expect((await switched).status()).toBe(200);
    await reloaded;
    await waitForWidgets(page);
    await expect(page.getByRole('radio', { name: 'Eigenes Foto' })).toBeChecked();
    const picture = await page.request.get(`/profil/bild/${userId}`, { maxRedirects: 0 });
    expect(picture.status()).toBe(302);
    expect(picture.headers().location).toMatch(/^\/dateien\/.+\.png$/);
    // The stored file is the cropped PNG at the profile preset's size, 235×314.
    const png = await (await page.request.get(picture.headers().location!)).body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([235, 314]);
  });

  test('crop by keyboard only: turning keeps focus on screen, 24 px handles, the frame announced; axe @phone', async ({
    page,
  }, testInfo) => {
    const desktop = testInfo.project.name === 'desktop';
    if (desktop) await page.setViewportSize({ width: 1280, height: 800 });
    await ownProfile(page);
    // A landscape camera picture: turned, it stands 1600 px high.
    const photo = await phonePhoto(page, 1, { width: 1600, height: 1200 });
    await upload(page).getByRole('button', { name: 'Foto auswählen' }).focus();
    await upload(page).locator('input[type=file]').setInputFiles({
      name: 'kamera.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const dialog = page.getByRole('dialog', { name: 'Bildausschnitt wählen' });
    const img = dialog.getByRole('img', { name: 'Dein Foto zum Zuschneiden' });
    await expect(img).toBeVisible();
    const area = dialog.getByRole('group', { name: 'Bildausschnitt' });
    await expect(area).toBeVisible();

    // Keyboard only: Tab to "Nach rechts drehen", turn.
    const right = dialog.getByRole('button', { name: 'Nach rechts drehen' });
    for (let i = 0; i < 12 && !(await right.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(right).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalHeight > el.naturalWidth))
      .toBe(true);
    await expect(area).toBeVisible();
    // WCAG 2.4.11: the focused button is on screen after the turn.
    await expect(right).toBeFocused();
    const viewport = page.viewportSize()!;
    const box = (await right.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await page.screenshot({ path: testInfo.outputPath('turned.png') });

    // Back to the frame with Shift+Tab; every corner handle on the way is a 24×24 px target.
    for (let i = 0; i < 12 && !(await area.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await expect(area).toBeFocused();
    const handles = dialog.locator('.ReactCrop__drag-handle:visible');
    expect(await handles.count()).toBeGreaterThanOrEqual(4);
    for (const handle of await handles.all()) {
      const target = (await handle.boundingBox())!;
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
    }
    const top = await area.evaluate((el) => (el as HTMLElement).style.top);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => area.evaluate((el) => (el as HTMLElement).style.top)).not.toBe(top);
    // The frame's place and size are said once it rests, inside the modal layer.
    await expect(dialog.locator('.ast-status-region')).toHaveText(
      /^Bildausschnitt: \d+ % breit, \d+ % hoch, \d+ % von links, \d+ % von oben$/,
    );
    await expectNoAxeViolations(page, 'crop layer, turned');
    await page.screenshot({ path: testInfo.outputPath('moved.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('Escape closes the layer and focus returns; a .exe named .jpg is error 2 @phone', async ({
    page,
  }) => {
    await ownProfile(page);
    const choose = upload(page).getByRole('button', { name: 'Foto auswählen' });
    await choose.focus();
    await upload(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'handy.jpg',
        mimeType: 'image/jpeg',
        buffer: await phonePhoto(page, 1),
      });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(choose).toBeFocused();
    await upload(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'urlaub.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
      });
    await expect(upload(page).getByText(/nicht erlaubt \(Fehler 2\)/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a corrupt JPEG says it cannot be opened', async ({ page }) => {
    await ownProfile(page);
    await upload(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'kaputt.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
      });
    await expect(upload(page).getByText(/„kaputt\.jpg“ lässt sich nicht öffnen/)).toBeVisible();
  });
});
