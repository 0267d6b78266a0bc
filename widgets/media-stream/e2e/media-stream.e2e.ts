import {
  collectErrors,
  expect,
  expectNoAxeViolations,
  returningVisitorCookies,
  test,
} from '../../../scripts/e2e-support.ts';

test.describe('media stream on the start page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('carousel of seeded media, big view with meta and wrap-around, a playable clip; axe', async ({
    page,
  }) => {
    // Stepping back to the first entry and two axe runs take their time on a busy 2-core machine.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await page.goto('/');
    const host = page.locator('[data-widget="media-stream"]');
    await host.scrollIntoViewIfNeeded();
    const carousel = host.getByRole('region', { name: 'Fotos und Videos' });
    await expect(carousel).toBeVisible();
    // The newest entry comes first: the seed's is a video clip, unless a test in the other worker
    // has just uploaded or published something. Open the first entry, then step to the clip.
    await host.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    // A step that began before the pause still ends: the first tile may then sit in a slide that
    // went out of view (inert). Open the first tile in view, whichever entry that is.
    await expect(async () => {
      await host
        .locator('.ast-carousel__slide.is-visible')
        .getByRole('button', { name: /ansehen$/ })
        .first()
        .click({ timeout: 2_000 });
    }).toPass();
    const counter = page.getByRole('dialog').getByText(/^\d+ von \d+$/);
    await expect(counter).toHaveText(/^\d+ von 100$/);
    const opened = Number(/^\d+/.exec((await counter.textContent())!)![0]);
    // Wrap-around: before the first entry comes the last one loaded, and back.
    for (let entry = opened; entry > 1; entry--) await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('1 von 100');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('100 von 100');
    await page.keyboard.press('ArrowRight');
    const dialog = page.getByRole('dialog', { name: 'Traumtor aus 25 Metern' });
    for (let entry = 1; entry <= 5; entry++) {
      await expect(counter).toHaveText(`${entry} von 100`);
      if (await dialog.isVisible()) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\d+ Aufrufe?/)).toBeVisible();
    const playable = await dialog.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<boolean>((resolve) => {
          if (video.readyState >= 1) resolve(video.duration > 0);
          video.addEventListener('loadedmetadata', () => resolve(video.duration > 0));
          video.addEventListener('error', () => resolve(false));
          video.load();
        }),
    );
    expect(playable).toBe(true);
    await expectNoAxeViolations(page, 'media stream big view');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'start page with the media stream');
    expect(errors).toEqual([]);
  });

  test("the big view's item options load only once an entry opens; a chunk that fails offers a retry", async ({
    page,
  }) => {
    // Issue 31: the offense report, stars and the owner's edit are a chunk of their own (about
    // 7 kB gzip with what only they use), not part of the start page until a big view opens.
    const ITEM_OPTIONS = /\/chunks\/ItemOptions-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (ITEM_OPTIONS.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    // The chunk fails (connection reset) until the test lets it through.
    let reachable = false;
    await page.route(ITEM_OPTIONS, (route) =>
      reachable ? route.continue() : route.abort('connectionreset'),
    );
    await page.goto('/');
    const host = page.locator('[data-widget="media-stream"]');
    await host.scrollIntoViewIfNeeded();
    await expect(host.getByRole('region', { name: 'Fotos und Videos' })).toBeVisible();
    await host.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await expect(async () => {
      await host
        .locator('.ast-carousel__slide.is-visible')
        .getByRole('button', { name: /ansehen$/ })
        .first()
        .click({ timeout: 2_000 });
    }).toPass();
    const dialog = page.getByRole('dialog').first();
    await expect(dialog.getByText(/\d+ Aufrufe?/)).toBeVisible();
    const failed = dialog.getByRole('alert');
    await expect(failed).toContainText('Es ist ein unbekannter Fehler aufgetreten');
    expect(requested.length).toBeGreaterThan(0);
    // The entry itself stays usable: stepping on works while the options are missing.
    await expect(dialog.getByRole('button', { name: /Nächstes/ })).toBeEnabled();

    reachable = true;
    await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
    const options = dialog.getByRole('group', { name: 'Aktionen zu diesem Beitrag' });
    await expect(options.getByRole('button', { name: 'Verstoß melden' })).toBeVisible();
    await expect(options).toBeFocused();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('upload sub-view leads to the login first', async ({ page }) => {
    await page.goto('/');
    const host = page.locator('[data-widget="media-stream"]');
    await host.scrollIntoViewIfNeeded();
    await host.getByRole('button', { name: 'Eigene Fotos hochladen' }).click();
    await page.getByRole('link', { name: 'Anmelden und hochladen' }).click();
    await page.waitForURL(/\/login\?fw_url=%2Fhochladen/);
  });
});
