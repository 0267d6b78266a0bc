import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  nextPost,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fillGoal(item: ReturnType<Page['locator']>) {
  await item.getByLabel('Torschütze oder Torschützin').fill('Lena Krüger');
  await item.getByLabel('Verein des Torschützen').fill('SV Blau-Weiß');
  await item.getByLabel('Gegner').fill('FC Rot');
  await item.getByRole('textbox', { name: /Spieltag/ }).fill('07.03.2026');
  await item.getByLabel('Wettbewerb').fill('Kreisliga A');
  await item.getByLabel('Zeitpunkt im Video: Minute').fill('1');
  await item.getByLabel('Zeitpunkt im Video: Sekunde').fill('42');
}

test.describe('submissions', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('goal of the week: errors after the first attempt, then a thank-you; axe', async ({
    page,
  }) => {
    await login(page, 'lena');
    await page.goto('/tor-der-woche');
    await waitForWidgets(page);
    const widget = page.locator('[data-widget="goal-of-the-week"]');
    await widget.getByRole('button', { name: /^Freistoß in den Winkel/ }).click();
    const item = widget.locator('li', { has: page.getByRole('button', { name: /^Freistoß/ }) });
    await expectNoAxeViolations(page, 'goal form open');
    await item.getByRole('button', { name: 'Absenden' }).click();
    await expect(item.getByLabel('Torschütze oder Torschützin')).toBeFocused();
    await expect(item.getByText('Bitte fülle dieses Feld aus.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'goal form with errors');
    await fillGoal(item);
    await item.getByRole('button', { name: 'Absenden' }).dblclick();
    await expect(widget.getByText('Vielen Dank! Deine Einsendung ist angekommen.')).toBeVisible();
  });

  test('goal of the week on a phone: the title keeps its width, "Ausblenden" below it @phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tor-der-woche');
    await waitForWidgets(page);
    const item = page.locator('[data-widget="goal-of-the-week"] .ast-submission__item').first();
    const intro = await item.locator('.ast-submission__intro').boundingBox();
    const remove = await item.getByRole('button', { name: / ausblenden$/ }).boundingBox();
    // Beside the picture and the button the title had 120 px, a word per line.
    expect(intro?.width).toBeGreaterThanOrEqual(160);
    expect(remove?.y).toBeGreaterThanOrEqual((intro?.y ?? 0) + (intro?.height ?? 0));
  });

  test('an expired session keeps what was typed through the login round trip', async ({
    page,
    context,
  }) => {
    await login(page, 'max');
    await page.goto('/tor-der-woche');
    await waitForWidgets(page);
    const widget = page.locator('[data-widget="goal-of-the-week"]');
    await widget.getByRole('button', { name: /^Solo über das halbe Feld/ }).click();
    const item = widget.locator('li', { has: page.getByRole('button', { name: /^Solo/ }) });
    await fillGoal(item);
    // The session ends while the form is open.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== 'FBDE_SESSION'));
    await item.getByRole('button', { name: 'Absenden' }).click();
    await expect(item.getByText(/musst du angemeldet sein/)).toBeVisible();
    await item.getByRole('button', { name: 'Erneut anmelden' }).click();
    await page.waitForURL(/\/login\?fw_url=/);
    await page.getByLabel('Benutzername').fill('max');
    await page.getByLabel('Passwort').fill('anstoss');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/tor-der-woche/);
    await waitForWidgets(page);
    const again = page.locator('[data-widget="goal-of-the-week"] li', {
      has: page.getByRole('button', { name: /^Solo/ }),
    });
    await expect(again.getByLabel('Torschütze oder Torschützin')).toHaveValue('Lena Krüger');
    await expect(again.getByLabel('Zeitpunkt im Video: Sekunde')).toHaveValue('42');
    await again.getByRole('button', { name: 'Absenden' }).click();
    await expect(page.getByText('Vielen Dank! Deine Einsendung ist angekommen.')).toBeVisible();
  });

  test('category: upload, release, xid; the admin list shows it @phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    await login(page, 'max');
    await page.goto('/einsenden');
    await waitForWidgets(page);
    const widget = page.locator('[data-widget="category-submission"]');
    await widget.getByRole('button', { name: /^Vereinsleben/ }).click();
    const item = widget.locator('li', { has: page.getByRole('button', { name: /^Vereinsleben/ }) });
    await item.getByLabel('Name des Spielers oder der Spielerin').fill('Max Muster');
    await item.getByLabel('Deine E-Mail-Adresse').fill('max@example.org');
    await item.getByLabel('Verein', { exact: true }).fill('SV Blau-Weiß');
    await item.getByLabel('Was ist zu sehen?').fill('Sommerfest mit Elfmeterschießen');
    await item
      .locator('input[type=file]')
      .setInputFiles({ name: 'fest.png', mimeType: 'image/png', buffer: PNG });
    await expect(item.locator('.ast-file-input__item.is-done')).toBeVisible();
    await item.getByLabel('Ich akzeptiere die Teilnahmebedingungen.').check();
    await item.getByLabel(/veröffentlicht werden/).check();
    await item.getByLabel(/Personen/).check();
    await expectNoAxeViolations(page, 'category form filled');
    const post = await nextPost(page, '**/ajax/einsenden');
    await item.getByRole('button', { name: 'Absenden' }).click();
    expect((await post.request).postDataJSON()).toMatchObject({
      kat: '5',
      rubrik: 'verein',
      xid: expect.any(String),
    });
    await expect(widget.getByText('Vielen Dank! Deine Einsendung ist angekommen.')).toBeVisible();

    const context = await browser.newContext({ baseURL });
    await context.addCookies(returningVisitorCookies());
    const admin = await context.newPage();
    await login(admin, 'admin');
    await admin.goto('/admin/einsendungen');
    await expect(admin.getByText('Sommerfest mit Elfmeterschießen').first()).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Datei öffnen' }).first()).toBeVisible();
    await context.close();
  });
});

test.describe('/einsenden by keyboard', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  for (const width of [1280, 390]) {
    test(`/einsenden by keyboard at ${width} px: the first wrong field in view and focused, then the thank-you focused`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      await login(page, 'max');
      await page.goto('/einsenden');
      await waitForWidgets(page);
      const widget = page.locator('[data-widget="category-submission"]');
      const toggle = widget.getByRole('button', { name: /^Vereinsleben/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const item = widget.locator('li', {
        has: page.getByRole('button', { name: /^Vereinsleben/ }),
      });
      const send = item.getByRole('button', { name: 'Absenden' });
      // A CMS with a sticky header 122 px high; it leaves the widgets room below it for a label.
      await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.style.cssText =
          'position:fixed;top:0;left:0;right:0;height:122px;background:#333;z-index:10';
        document.body.append(bar);
        document.documentElement.style.setProperty('--ast-sticky-offset', '180px');
      });
      // Down at the send button, as a reader would be, the first field is out of view.
      await send.focus();
      // The page scrolls smoothly to the button; a reader presses Enter once it has come to rest.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const y = window.scrollY;
                setTimeout(() => resolve(window.scrollY === y), 100);
              }),
          ),
        )
        .toBe(true);
      await page.keyboard.press('Enter');
      const first = item.getByLabel('Name des Spielers oder der Spielerin');
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      // In view with its label, below anything stuck to the top of the page (polled: the page
      // scrolls smoothly).
      const placement = () =>
        first.evaluate((el) => {
          const label = document.querySelector(`label[for="${el.id}"]`) ?? el;
          const top = label.getBoundingClientRect().top;
          const bottom = el.getBoundingClientRect().bottom;
          const covering = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((e) => ['sticky', 'fixed'].includes(getComputedStyle(e).position))
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.top <= 0 && r.bottom > 0 && r.height < window.innerHeight / 2)
            .reduce((lowest, r) => Math.max(lowest, r.bottom), 0);
          return {
            belowHeader: Math.round(top - covering),
            aboveEnd: Math.round(innerHeight - bottom),
          };
        });
      // Both distances end up at 0 or more.
      await expect
        .poll(async () => Math.min(...Object.values(await placement())))
        .toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`einsenden-error-${width}.png`) });

      // Fill by keyboard, tick the boxes, send: focus lands on the thank-you.
      await page.keyboard.type('Max Muster');
      await page.keyboard.press('Tab');
      await page.keyboard.type('max@example.org');
      await item.getByLabel('Verein', { exact: true }).focus();
      await page.keyboard.type('SV Blau-Weiß');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sommerfest');
      for (const label of [/Teilnahmebedingungen/, /veröffentlicht werden/, /Personen/]) {
        await item.getByLabel(label).focus();
        await page.keyboard.press('Space');
      }
      await send.focus();
      await page.keyboard.press('Enter');
      const thanks = widget.getByText('Vielen Dank! Deine Einsendung ist angekommen.');
      await expect(thanks).toBeFocused();
      await expect(thanks).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`einsenden-thanks-${width}.png`) });
    });
  }
});
