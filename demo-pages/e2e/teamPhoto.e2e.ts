/**
 * Issue 27: team and club photos. The club's official walks from the own profile to the club, on
 * to a team, crops a team photo with the teampicture preset (890×500) and a highlight photo
 * (teamhighlight, 890×500) and sees them on the team page after the reload, then the club photo
 * (other, 445×250) on the club page; a fan sees the photos, no upload, and the route refuses a
 * photo from him.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../scripts/e2e-support.ts';

/** A landscape camera picture (1600×1000 JPEG) drawn by the browser. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1b6e35';
    context.fillRect(0, 0, 1600, 1000);
    context.fillStyle = '#fff';
    context.fillRect(400, 300, 800, 400);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg'),
    );
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

/** The official's way to the first team of the own club: profile → club → team. */
async function officialToOwnTeam(page: Page): Promise<string> {
  await login(page, 'verein');
  await page.goto('/fanprofil/-/userid/10003');
  await page.locator('p', { hasText: 'Verein:' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/verein\//);
  await page.locator('.team-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/mannschaft\/\d+$/);
  await waitForWidgets(page);
  return new URL(page.url()).pathname;
}

const teamPhoto = (page: Page) => page.getByRole('img', { name: /^Mannschaftsfoto von / });
const highlightPhoto = (page: Page) => page.getByRole('img', { name: /^Highlight-Foto von / });
const clubPhoto = (page: Page) => page.getByRole('img', { name: /^Vereinsfoto von / });
/** The photo-upload of one slot's section (`team-photo`, `team-highlight`, `club-photo`). */
const slotUpload = (page: Page, slot: string) =>
  page.locator(`section[aria-labelledby="${slot}-title"] [data-widget="photo-upload"]`);

/**
 * Picks the camera picture in the slot's upload, saves the first crop and waits for the reload;
 * returns the small size of the picture shown then, after checking the original's size.
 */
async function cropInto(
  page: Page,
  slot: string,
  label: string,
  route: string,
  shownPhoto: (page: Page) => ReturnType<Page['getByRole']>,
  size: [number, number],
): Promise<string | null> {
  const upload = slotUpload(page, slot);
  await expect(upload.getByText(label)).toBeVisible();
  await upload.locator('input[type=file]').setInputFiles({
    name: 'foto.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(page),
  });
  const dialog = page.getByRole('dialog', { name: 'Bildausschnitt wählen' });
  await expect(dialog.getByRole('img', { name: 'Dein Foto zum Zuschneiden' })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(route) && r.request().method() === 'POST',
  );
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
  await reloaded;
  await waitForWidgets(page);
  await expect(shownPhoto(page)).toBeVisible();
  const shown = await shownPhoto(page).getAttribute('data-src-small');
  const original = shown!.replace(/-\d+\.png$/, '.png');
  const png = await (await page.request.get(original)).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(size);
  return shown;
}

test.describe('team photo', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('the club’s official crops a team photo and a highlight photo (890×500) and the club photo (445×250) and finds them on the pages; a fan sees them without the upload @phone', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    if (testInfo.project.name === 'desktop')
      await page.setViewportSize({ width: 1280, height: 800 });
    const teamPath = await officialToOwnTeam(page);
    // The other project may have placed a photo already: note which one is shown.
    const before = (await teamPhoto(page).count())
      ? await teamPhoto(page).getAttribute('data-src-small')
      : null;

    const upload = slotUpload(page, 'team-photo');
    await expect(upload.getByText('Mannschaftsfoto hochladen')).toBeVisible();
    await upload.locator('input[type=file]').setInputFiles({
      name: 'mannschaft.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(page),
    });
    const dialog = page.getByRole('dialog', { name: 'Bildausschnitt wählen' });
    await expect(dialog.getByRole('img', { name: 'Dein Foto zum Zuschneiden' })).toBeVisible();
    await expectNoAxeViolations(page, 'team photo crop layer');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/ajax${teamPath}/foto`) && r.request().method() === 'POST',
    );
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);

    await reloaded;
    await waitForWidgets(page);
    await expect(teamPhoto(page)).toBeVisible();
    const shown = await teamPhoto(page).getAttribute('data-src-small');
    expect(shown).not.toBe(before);
    await expect
      .poll(() => teamPhoto(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The original the server kept is the PNG at the team preset's size.
    const original = shown!.replace(/-\d+\.png$/, '.png');
    const png = await (await page.request.get(original)).body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([890, 500]);

    // A fan on the same page: the photo, no upload, and the route refuses his picture.
    const fanContext = await browser.newContext();
    await fanContext.addCookies(returningVisitorCookies());
    const fan = await fanContext.newPage();
    await login(fan, 'max');
    await fan.goto(teamPath);
    await waitForWidgets(fan);
    await expect(teamPhoto(fan)).toBeVisible();
    await expect(fan.locator('[data-widget="photo-upload"]')).toHaveCount(0);
    await expect(fan.getByText('Mannschaftsfoto hochladen')).toHaveCount(0);
    const refused = await fan.evaluate(async (target) => {
      const canvas = document.createElement('canvas');
      canvas.width = 890;
      canvas.height = 500;
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      const form = new FormData();
      form.set('file', new File([blob], 'profile-image.png', { type: 'image/png' }));
      form.set('comp', 'teampicture');
      form.set('cropMetaData', JSON.stringify({ x: 0, y: 0, w: 890, h: 500 }));
      const csrf = /FBDE_CSRF=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'X-CSRF-Token': csrf },
        body: form,
      });
      return res.status;
    }, `/ajax${teamPath}/foto`);
    expect(refused).toBe(403);

    // The highlight photo is a slot of its own on the team page; the team photo stays.
    const highlight = await cropInto(
      page,
      'team-highlight',
      'Highlight-Foto hochladen',
      `/ajax${teamPath}/highlight`,
      highlightPhoto,
      [890, 500],
    );
    await expect(teamPhoto(page)).toBeVisible();
    expect(highlight).not.toBe(await teamPhoto(page).getAttribute('data-src-small'));
    // On the club page (the breadcrumb leads there) the club photo, with the smaller preset.
    await page.locator('nav.breadcrumbs a').last().click();
    await expect(page).toHaveURL(/\/verein\/[a-z0-9-]+$/);
    const clubPath = new URL(page.url()).pathname;
    await waitForWidgets(page);
    const clubId = (await slotUpload(page, 'club-photo').getAttribute(
      'data-photo-upload-form-action',
    ))!.replace(/\D/g, '');
    await cropInto(
      page,
      'club-photo',
      'Vereinsfoto hochladen',
      `/ajax/verein/${clubId}/foto`,
      clubPhoto,
      [445, 250],
    );

    await fan.reload();
    await waitForWidgets(fan);
    await expect(highlightPhoto(fan)).toBeVisible();
    await fan.goto(clubPath);
    await waitForWidgets(fan);
    await expect(clubPhoto(fan)).toBeVisible();
    await expect(fan.locator('[data-widget="photo-upload"]')).toHaveCount(0);
    await fanContext.close();
  });
});
