import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  contains,
  EXE_BYTES,
  GPS_RATIONALS,
  phoneJpeg,
  TINY_JPEG,
  TINY_PNG,
} from '../../../demo-pages/src/files/fixtures.ts';
import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

const widget = (page: Page) => page.locator('[data-widget="article-photo-upload"]');
const picker = (page: Page) => widget(page).locator('input[type=file]');

/** Files on disk, so choosing one again gives the same name, size and date (as on a phone). */
const dir = mkdtempSync(join(tmpdir(), 'anstoss-e2e-photos-'));
function onDisk(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/**
 * The photo tab of an article the official may edit that has no photos yet: each test starts at
 * its own place in the list (the phone project, which runs the @phone tests again on the same
 * server, further down). The list is newest first, and other tests (the article editor) publish
 * articles for the same club meanwhile, so places shift: an article that already has photos (a
 * neighbour's) is passed over.
 */
async function openArticle(page: Page, n: number): Promise<string> {
  const start = test.info().project.name === 'phone' ? n + 3 : n;
  await login(page, 'verein');
  await page.goto('/hochladen');
  const hrefs = await page
    .getByRole('region', { name: 'Fotos zu Artikeln deines Vereins' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs.slice(start).filter(Boolean)) {
    await page.goto(href);
    await waitForWidgets(page);
    const status = widget(page).getByRole('status').first();
    await expect(status).toContainText(/Noch keine Fotos\.|\d+ von \d+ Fotos/);
    if ((await status.textContent())?.includes('Noch keine Fotos.')) return href;
  }
  throw new Error(`no article without photos from place ${start} of ${hrefs.length}`);
}

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.describe('article photo upload', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('a phone photo is stored without GPS and shown; a renamed .exe and a 25 MB photo are refused; axe @phone', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openArticle(page, 0);
    const big = new Uint8Array(25 * 1024 * 1024);
    big.set(TINY_JPEG);
    // Files on disk: a 25 MB buffer through the protocol would be slow.
    await picker(page).setInputFiles([
      onDisk('IMG_2041.jpg', phoneJpeg(6)),
      onDisk('foto.jpg', EXE_BYTES),
      onDisk('riesig.jpg', big),
    ]);
    await expect(widget(page).getByText(/„foto\.jpg“ ist keine erlaubte Datei/)).toBeVisible();
    await expect(widget(page).getByText(/„riesig\.jpg“ ist zu groß/)).toBeVisible();
    const title = widget(page).getByLabel('Titel (Pflichtfeld)');
    // The page's default_image_title (the article's title) is the starting title.
    await expect(title).not.toHaveValue('');
    await title.fill('Jubel nach dem Ausgleich');
    await widget(page).getByLabel('Bildunterschrift').fill('Die Kurve steht');
    await expectNoAxeViolations(page, 'article photos with a new item');
    await widget(page).getByRole('button', { name: 'Hochladen' }).click();
    await expect(widget(page).getByText('Alle Fotos wurden gespeichert.')).toBeVisible();
    const image = widget(page).locator('img.ast-article-photos__thumb');
    await expect(image).toHaveCount(1);
    // 4×3 pixels, shown upright: the kept EXIF orientation 6 turns it to 3×4.
    await expect
      .poll(() =>
        image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`),
      )
      .toBe('3×4');
    const src = await image.getAttribute('src');
    const stored = new Uint8Array(await (await page.request.get(src!)).body());
    expect(contains(stored, GPS_RATIONALS)).toBe(false);
    expect(contains(stored, 'Berlin')).toBe(false);
    await expectNoAxeViolations(page, 'article photos after the upload');
    expect(errors).toEqual([]);
  });

  test('the network drops mid-upload: one send for a double click, a retry per file, captions kept', async ({
    page,
  }) => {
    await openArticle(page, 1);
    let sent = 0;
    await page.route('**/ajax/fotos/upload/**', async (route) => {
      sent += 1;
      if (sent === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await picker(page).setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(TINY_JPEG) },
      { name: 'b.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) },
    ]);
    const captions = widget(page).getByLabel('Bildunterschrift');
    await captions.nth(0).fill('Anstoß');
    await captions.nth(1).fill('Abpfiff');
    await widget(page).getByRole('button', { name: 'Hochladen' }).dblclick();
    await expect(widget(page).getByText('„a.jpg“ wurde nicht hochgeladen.')).toBeVisible();
    await expect(widget(page).getByText('Abpfiff')).toBeVisible(); // b.png is saved
    expect(sent).toBe(2);
    await expect(widget(page).getByLabel('Bildunterschrift')).toHaveValue('Anstoß');
    await widget(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(widget(page).getByText('Alle Fotos wurden gespeichert.')).toBeVisible();
    await expect(widget(page).getByText('Anstoß')).toBeVisible();
    expect(sent).toBe(3);
  });

  test('the session ran out while the form was open: the login round trip keeps what was typed', async ({
    page,
    context,
  }) => {
    const url = await openArticle(page, 2);
    const file = onDisk('ecke.jpg', TINY_JPEG);
    await picker(page).setInputFiles(file);
    await widget(page).getByLabel('Titel (Pflichtfeld)').fill('Ecke von links');
    await widget(page).getByLabel('Bildunterschrift').fill('Minute 89');
    // The server forgot the session (expired): the cookie no longer names one.
    await context.addCookies([
      {
        name: 'FBDE_SESSION',
        value: 'abgelaufen-abgelaufen-abgelaufen-abgelaufen',
        domain: '127.0.0.1',
        path: '/',
      },
    ]);
    await widget(page).getByRole('button', { name: 'Hochladen' }).click();
    await expect(
      widget(page).getByRole('alert').filter({ hasText: 'Deine Anmeldung ist abgelaufen' }).first(),
    ).toBeVisible();
    await widget(page).getByRole('button', { name: 'Erneut anmelden' }).click();
    await page.waitForURL(/\/login\?fw_url=/);
    await page.getByLabel('Benutzername').fill('verein');
    await page.getByLabel('Passwort').fill('anstoss');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((u) => u.pathname === url);
    await waitForWidgets(page);
    await expect(widget(page).getByText(/Deine Angaben zu „ecke\.jpg“ sind noch da/)).toBeVisible();
    await picker(page).setInputFiles(file);
    await expect(widget(page).getByLabel('Titel (Pflichtfeld)')).toHaveValue('Ecke von links');
    await expect(widget(page).getByLabel('Bildunterschrift')).toHaveValue('Minute 89');
    await widget(page).getByRole('button', { name: 'Hochladen' }).click();
    await expect(widget(page).getByText('Alle Fotos wurden gespeichert.')).toBeVisible();
  });
});
