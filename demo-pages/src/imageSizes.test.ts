/**
 * Uploaded pictures in the sizes the responsive-image behaviour loads (issue 29, item 1): each
 * size at its own stable address under the original's access rules, WebP where it is smaller
 * (by the browser's Accept), and the pages that show uploads naming the sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { phonePhoto } from './files/fixtures.ts';
import { pictureUrl } from './repo/media.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
const filesDir = mkdtempSync(join(tmpdir(), 'anstoss-sizes-test-'));
let phone: Uint8Array;

beforeAll(async () => {
  env = await createTestEnv({ filesDir });
  // Smaller than a phone's 4032×3024 (time on a shared machine), still above every size.
  phone = await phonePhoto(2400, 1800);
}, 120_000);
afterAll(async () => {
  await env?.db.close();
  await rm(filesDir, { recursive: true, force: true });
});

const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function upload(client: Client, name = 'IMG_2041.JPG'): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(phone)], name));
  const res = await client.post('/ajax/hochladen', form);
  expect(res.status).toBe(200);
  return ((await res.json()) as { meta: { url: string } }).meta.url;
}

/**
 * One photo of max's for the tests that only read it (served sizes, WebP, the admin list): each
 * upload encodes three sizes twice, the file's main cost. Uploaded by the first test that asks.
 */
let maxPhoto: Promise<string> | undefined;
const uploadedByMax = () =>
  (maxPhoto ??= Client.loggedIn(env.app, 'max').then((max) => upload(max)));

const sizeUrl = (url: string, width: number, ext = 'jpg') =>
  url.replace(/\.jpg$/, `-${width}.${ext}`);

async function picture(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { bytes, meta: await sharp(bytes).metadata() };
}

describe('the sizes of an uploaded photo', () => {
  it('are served at -420, -840 and -1600, upright, without metadata, cached for good', async () => {
    const url = await uploadedByMax();
    const guest = new Client(env.app);
    for (const [width, height] of [
      [420, 560],
      [840, 1120],
      [1600, 2133],
    ] as const) {
      const res = await guest.get(sizeUrl(url, width), { Accept: 'image/jpeg,image/*' });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/jpeg');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('Content-Disposition')).toContain('filename="IMG_2041.JPG"');
      const { meta } = await picture(res);
      expect(meta).toMatchObject({ format: 'jpeg', width, height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    // The original stays as it was stored; an unknown size is nothing.
    expect((await picture(await guest.get(url))).meta).toMatchObject({ width: 1800 });
    expect((await guest.get(sizeUrl(url, 640))).status).toBe(404);
    expect((await guest.get(sizeUrl(url, 420, 'png'))).status).toBe(404);
  });

  it('a browser taking WebP gets the smaller WebP under the same address; others JPEG', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const url = await uploadedByMax();
    const jpeg = await max.get(sizeUrl(url, 840), { Accept: 'image/jpeg,image/*;q=0.8' });
    const webp = await max.get(sizeUrl(url, 840), { Accept: CHROME_IMAGE_ACCEPT });
    const refused = await max.get(sizeUrl(url, 840), { Accept: 'image/webp;q=0, image/*' });
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    expect(refused.headers.get('Content-Type')).toBe('image/jpeg');
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    // Caches keep one answer per Accept, and each answer has its own ETag.
    for (const res of [jpeg, webp]) expect(res.headers.get('Vary')).toBe('Accept');
    expect(webp.headers.get('ETag')).not.toBe(jpeg.headers.get('ETag'));
    expect(webp.headers.get('Content-Disposition')).toContain('filename="IMG_2041.webp"');
    const [j, w] = [await picture(jpeg), await picture(webp)];
    expect(w.meta).toMatchObject({ format: 'webp', width: 840 });
    expect(w.meta.exif).toBeUndefined();
    expect(w.bytes.length).toBeLessThan(j.bytes.length);
    // The WebP also has its own address.
    const direct = await max.get(sizeUrl(url, 840, 'webp'));
    expect(direct.headers.get('Content-Type')).toBe('image/webp');
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(w.bytes);
  });

  it("a minor's sizes are as private as her original", async () => {
    const lena = await Client.loggedIn(env.app, 'lena');
    const url = await upload(lena, 'lena.jpg');
    const addresses = [url, sizeUrl(url, 420), sizeUrl(url, 1600), sizeUrl(url, 840, 'webp')];
    const guest = new Client(env.app);
    const max = await Client.loggedIn(env.app, 'max');
    const moderator = await Client.loggedIn(env.app, 'verein');
    for (const address of addresses) {
      for (const other of [guest, max])
        expect((await other.get(address, { Accept: CHROME_IMAGE_ACCEPT })).status, address).toBe(
          404,
        );
      const own = await lena.get(address, { Accept: CHROME_IMAGE_ACCEPT });
      expect(own.status, address).toBe(200);
      expect(own.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(own.headers.get('Vary')).toContain('Cookie');
      expect((await moderator.get(address)).status, address).toBe(200);
    }
  });

  it('deleting the upload deletes every size', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const url = await upload(max);
    const id = /\/dateien\/([A-Za-z0-9_-]+)\.jpg$/.exec(url)![1]!;
    expect((await max.post('/ajax/hochladen/loeschen', { id, delete: true })).status).toBe(200);
    for (const address of [url, sizeUrl(url, 420), sizeUrl(url, 840, 'webp')])
      expect((await max.get(address)).status, address).toBe(404);
  });
});

describe('pages and answers that show uploaded photos name the sizes', () => {
  it('the admin list: responsive-image markup with the three sizes', async () => {
    const url = await uploadedByMax();
    const admin = await Client.loggedIn(env.app, 'admin');
    const markup = (await (await admin.get('/admin/uploads')).text()).replace(/\s+/g, ' ');
    expect(markup).toContain(
      `data-responsive-image data-src-small="${sizeUrl(url, 420)}" data-src-medium="${sizeUrl(url, 840)}" data-src-large="${sizeUrl(url, 1600)}"`,
    );
    // Without script, the small size (never the full original as a 64 px thumbnail).
    expect(markup).toContain(`<img src="${sizeUrl(url, 420)}"`);
    expect(markup).not.toContain(`src="${url}"`);
  });

  it('a released photo in the media library: album and stream name the sizes', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const url = await upload(max);
    const id = /\/dateien\/([A-Za-z0-9_-]+)\.jpg$/.exec(url)![1]!;
    const released = await max.post('/ajax/hochladen/freigeben', {
      id,
      title: 'Ecke',
      message: '',
      release: true,
    });
    const { meta } = (await released.json()) as { meta: { foto: number } };
    const row = await env.db.query<{ fileKey: string }>(
      `SELECT file_key AS "fileKey" FROM media_items WHERE id = $1`,
      [meta.foto],
    );
    expect(pictureUrl(row[0]!.fileKey, 'small')).toBe(sizeUrl(url, 420));
    expect(pictureUrl(row[0]!.fileKey, 'large')).toBe(sizeUrl(url, 1600));
    const small = await max.get(pictureUrl(row[0]!.fileKey, 'small'));
    expect((await picture(small)).meta.width).toBe(420);
  });

  it('the profile photo is sent in the small size', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const userId = max.cookie('FBDE_USER_ID')!;
    const form = new FormData();
    form.set('file', new File([new Uint8Array(phone)], 'profile-image.jpg'));
    form.set('image', 'data:image/png;base64,iVBORw0KGgo=');
    form.set('comp', 'profilepicture');
    form.set('cropMetaData', JSON.stringify({ x: 10, y: 20, w: 235, h: 314 }));
    const res = await max.post('/ajax/profil/foto', form);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    await max.get('/ajax/profil/bildquelle?bildquelle=foto', { 'Sec-Fetch-Site': 'same-origin' });
    const shown = await max.get(`/profil/bild/${userId}`);
    expect(shown.status).toBe(302);
    expect(shown.headers.get('Location')).toBe(sizeUrl(url, 420));
  });
});
