/**
 * Issue 27: a large video survives a dropped connection. On /hochladen the generic upload sends
 * files above 2 MB with the tus protocol (data-resumable-url); the connection is cut in the
 * middle (the second chunk's request aborted) and the upload goes on from the bytes the server
 * already has, not from the start. The finished video is released like any other file.
 */
import { phoneVideo } from '../../../demo-pages/src/files/fixtures.ts';
import {
  collectErrors,
  expect,
  login,
  returningVisitorCookies,
  test,
  waitForWidgets,
} from '../../../scripts/e2e-support.ts';

const CHUNK = 2 * 1024 * 1024;

/** A playable-looking MP4 of about 5 MB (three chunks): the phone video's boxes and a media box. */
function largeVideo(): Buffer {
  const head = Buffer.from(phoneVideo());
  const payload = 5 * 1024 * 1024;
  const mdat = Buffer.alloc(8 + payload, 0x11);
  mdat.writeUInt32BE(8 + payload, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([head, mdat]);
}

test.describe('resumable upload on /hochladen', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(returningVisitorCookies());
  });

  test('a 5 MB video goes on from where the dropped connection stopped, then is released', async ({
    page,
  }) => {
    test.slow(); // 5 MB through the browser and the server's checks on a shared 2-core machine
    const errors = collectErrors(page);
    await login(page, 'max');
    await page.goto('/hochladen');
    await waitForWidgets(page);

    const sent: { method: string; offset: string | null; aborted: boolean }[] = [];
    let cut = false;
    await page.route('**/ajax/hochladen/fortsetzbar**', async (route) => {
      const request = route.request();
      const offset = request.headers()['upload-offset'] ?? null;
      // The connection drops while the second chunk travels.
      if (request.method() === 'PATCH' && offset === String(CHUNK) && !cut) {
        cut = true;
        sent.push({ method: 'PATCH', offset, aborted: true });
        await route.abort('connectionreset');
        return;
      }
      sent.push({ method: request.method(), offset, aborted: false });
      await route.continue();
    });

    const video = largeVideo();
    await page
      .locator('[data-widget="generic-upload"] input[type=file]')
      .setInputFiles({ name: 'tor-des-monats.mp4', mimeType: 'video/mp4', buffer: video });
    const widget = page.locator('[data-widget="generic-upload"]');
    const title = widget.getByLabel('Titel (Pflichtfeld)');
    await expect(title).toBeVisible({ timeout: 60_000 });

    // One upload created; after the cut the browser asked how far it got and sent the rest.
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    const patches = sent.filter((r) => r.method === 'PATCH').map((r) => r.offset);
    expect(patches).toEqual(['0', String(CHUNK), String(CHUNK), String(2 * CHUNK)]);
    const cutAt = sent.findIndex((r) => r.aborted);
    expect(sent.slice(cutAt + 1).map((r) => r.method)).toEqual(['HEAD', 'PATCH', 'PATCH']);

    await title.fill('Tor des Monats');
    await widget.getByRole('button', { name: '„tor-des-monats.mp4“ freigeben' }).click();
    await expect(widget.getByText(/Freigegeben – danke!/)).toBeVisible();
    // The browser reports the cut request itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('ERR_CONNECTION_RESET'))).toEqual([]);
  });
});
