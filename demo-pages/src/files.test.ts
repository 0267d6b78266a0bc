/**
 * Upload storage (issue 14): stored on disk, served at stable URLs, checked by content and size,
 * cleaned of location data, login and CSRF required; the article photo and generic endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, rm } from 'node:fs/promises';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contains,
  EXE_BYTES,
  GPS_RATIONALS,
  gifFrames,
  phoneJpeg,
  phoneVideo,
  phoneVideoWithXmp,
  pngBomb,
  pngClaiming,
  TINY_JPEG,
  TINY_PNG,
  XMP_GPS,
  zeroPng,
} from './files/fixtures.ts';
import { BlobStore } from './files/store.ts';
import sharp from 'sharp';
import {
  isValidGenericTitle,
  mayEditArticlePhotos,
  parseArticleUploadPath,
} from './routes/files.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';
import {
  actionResponse as photoActionResponse,
  listResponse,
  uploadResponse as photoUploadResponse,
} from '../../widgets/article-photo-upload/src/api.ts';
import {
  actionResponse as genericActionResponse,
  uploadResponse as genericUploadResponse,
} from '../../widgets/generic-upload/src/api.ts';

let env: TestEnv;
const filesDir = mkdtempSync(join(tmpdir(), 'anstoss-files-test-'));
let ownArticle = 0;
let otherArticle = 0;

beforeAll(async () => {
  env = await createTestEnv({ filesDir });
  const own = await env.db.query<{ id: number }>(
    `SELECT n.id FROM news n JOIN users u ON u.club_id = n.club_id WHERE u.username = 'verein'
     ORDER BY n.id LIMIT 1`,
  );
  const other = await env.db.query<{ id: number }>(
    `SELECT n.id FROM news n, users u WHERE u.username = 'verein'
     AND n.club_id IS DISTINCT FROM u.club_id ORDER BY n.id LIMIT 1`,
  );
  ownArticle = own[0]!.id;
  // 'verein' is an admin too: a plain official of the same club, for the permission checks.
  await env.db.query(
    `INSERT INTO users (id, username, display_name, password_hash, birth_date, role, is_admin, club_id, bio, created_at)
     SELECT '19999', 'vorstand', 'Vorstand', password_hash, birth_date, 'club', false, club_id, bio, created_at
     FROM users WHERE username = 'verein'`,
  );
  otherArticle = other[0]!.id;
}, 120_000);
afterAll(async () => {
  await env?.db.close();
  await rm(filesDir, { recursive: true, force: true });
});

function photoForm(file: Blob, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([file], name));
  for (const [k, v] of Object.entries({ title: 'Jubel nach dem 2:1', ...fields })) form.set(k, v);
  return form;
}

const bytes = (b: Uint8Array) => new Blob([new Uint8Array(b)]);

describe('rules', () => {
  it('parses the upload path: object part optional, team part only for non-team objects', () => {
    expect(parseArticleUploadPath('/ajax/fotos/upload/news/12')).toEqual({
      objectType: null,
      objectRef: null,
      article: 12,
      team: null,
    });
    expect(parseArticleUploadPath('/ajax/fotos/upload/club/abc/news/12/team/7')).toMatchObject({
      objectType: 'club',
      team: 7,
    });
    expect(parseArticleUploadPath('/ajax/fotos/upload/team/7/news/12/team/7')).toBeNull();
    expect(parseArticleUploadPath('/ajax/fotos/upload/news/x')).toBeNull();
  });

  it('a generic title is valid with more than 2 characters, not only spaces', () => {
    expect(isValidGenericTitle('Tor')).toBe(true);
    expect(isValidGenericTitle('To')).toBe(false);
    expect(isValidGenericTitle('   ')).toBe(false);
  });

  it('only club officials of the article’s club (and admins) edit its photos', () => {
    const official = { role: 'club' as const, isAdmin: false, clubId: 3 };
    expect(mayEditArticlePhotos(official, { clubId: 3 })).toBe(true);
    expect(mayEditArticlePhotos(official, { clubId: 4 })).toBe(false);
    expect(mayEditArticlePhotos(official, { clubId: null })).toBe(false);
    expect(mayEditArticlePhotos({ ...official, role: 'fan' }, { clubId: 3 })).toBe(false);
    expect(mayEditArticlePhotos({ ...official, isAdmin: true, role: 'fan' }, { clubId: 9 })).toBe(
      true,
    );
    expect(mayEditArticlePhotos(null, { clubId: 3 })).toBe(false);
  });
});

describe('article photos', () => {
  it('stores a phone photo without GPS, serves it at a stable URL and lists it', async () => {
    const verein = await Client.loggedIn(env.app, 'verein');
    const res = await verein.post(
      `/ajax/fotos/upload/news/${ownArticle}`,
      photoForm(bytes(phoneJpeg(6)), 'IMG_0001.JPG', { caption: 'Die Kurve', ORD: '1' }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      meta: { id: string; image: { url: string } };
    };
    expect(body.success).toBe(true);
    expect(body.meta.image.url).toMatch(/^\/dateien\/[A-Za-z0-9_-]{24}\.jpg$/);
    expect(await readdir(filesDir)).toContain(body.meta.id);

    const served = await new Client(env.app).get(body.meta.image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('Cache-Control')).toContain('immutable');
    const stored = new Uint8Array(await served.arrayBuffer());
    expect(contains(stored, GPS_RATIONALS)).toBe(false);
    // Stored upright (orientation 6 applied): 3×4, with no EXIF left to turn it again.
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([3, 4]);
    expect(meta.exif).toBeUndefined();

    const list = await verein.get(`/ajax/fotos/news/${ownArticle}/offset/0/amount/5`, {
      Accept: 'application/json',
    });
    const entries = ((await list.json()) as { entries: Record<string, unknown>[] }).entries;
    expect(entries[0]).toMatchObject({
      id: body.meta.id,
      title: 'Jubel nach dem 2:1',
      caption: 'Die Kurve',
      ord: '1',
      width: 3,
      height: 4,
    });
  });

  it('updates, sets the title picture and deletes (bytes too)', async () => {
    const verein = await Client.loggedIn(env.app, 'verein');
    const upload = async (name: string) =>
      (
        (await (
          await verein.post(
            `/ajax/fotos/upload/news/${ownArticle}`,
            photoForm(bytes(TINY_PNG), name),
          )
        ).json()) as { meta: { id: string } }
      ).meta.id;
    const a = await upload('a.png');
    const b = await upload('b.png');
    expect(
      (
        await verein.post('/ajax/fotos/update', {
          action: 'update',
          id: a,
          title: 'Neu',
          caption: '',
          copyright: 'FC',
        })
      ).status,
    ).toBe(200);
    expect((await verein.post(`/ajax/fotos/ord/news/${ownArticle}/ID/${b}`, {})).status).toBe(200);
    const list = async () =>
      (
        (await (await verein.get(`/ajax/fotos/news/${ownArticle}/offset/0/amount/50`)).json()) as {
          entries: { id: string; ord: string; title: string; copyright: string }[];
        }
      ).entries;
    const after = await list();
    expect(after[0]).toMatchObject({ id: b, ord: '1' });
    expect(after.filter((e) => e.ord === '1')).toHaveLength(1);
    expect(after.find((e) => e.id === a)).toMatchObject({ title: 'Neu', copyright: 'FC' });
    expect((await verein.post('/ajax/fotos/delete', { action: 'delete', id: a })).status).toBe(200);
    expect((await list()).some((e) => e.id === a)).toBe(false);
    expect(await readdir(filesDir)).not.toContain(a);
  });

  it('bad input: renamed .exe, empty, 0×0, corrupt, no title, too large', async () => {
    const verein = await Client.loggedIn(env.app, 'verein');
    const send = (file: Blob, name: string, fields: Record<string, string> = {}) =>
      verein.post(`/ajax/fotos/upload/news/${ownArticle}`, photoForm(file, name, fields));
    const exe = await send(bytes(EXE_BYTES), 'foto.jpg');
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({
      success: false,
      error: { message: expect.stringMatching(/nicht erlaubt/) },
    });
    expect((await send(new Blob([]), 'leer.jpg')).status).toBe(400);
    expect((await send(bytes(zeroPng()), 'null.png')).status).toBe(400);
    expect((await send(bytes(TINY_JPEG.subarray(0, 300)), 'kaputt.jpg')).status).toBe(400);
    expect((await send(bytes(TINY_JPEG), 'a.jpg', { title: '  ' })).status).toBe(400);
    // 25 MB: refused before the body is read.
    const big = new Uint8Array(25 * 1024 * 1024);
    big.set(TINY_JPEG);
    const tooLarge = await send(new Blob([big]), 'riesig.jpg');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ success: false });
  });

  it('needs a login, the CSRF token and the right club', async () => {
    const guest = new Client(env.app);
    await guest.get('/impressum');
    const form = () => photoForm(bytes(TINY_JPEG), 'a.jpg');
    expect((await guest.post(`/ajax/fotos/upload/news/${ownArticle}`, form())).status).toBe(401);
    const verein = await Client.loggedIn(env.app, 'vorstand');
    expect(
      (await verein.post(`/ajax/fotos/upload/news/${ownArticle}`, form(), { csrf: false })).status,
    ).toBe(403);
    expect((await verein.post(`/ajax/fotos/upload/news/${otherArticle}`, form())).status).toBe(403);
    expect((await verein.post(`/ajax/fotos/upload/news/${ownArticle}`, form())).status).toBe(200);
    const fan = await Client.loggedIn(env.app, 'max');
    expect((await fan.post(`/ajax/fotos/upload/news/${ownArticle}`, form())).status).toBe(403);
    expect((await verein.post(`/ajax/fotos/upload/news/2147483000`, form())).status).toBe(404);
  });
});

describe('the limit of photos per article', () => {
  it('holds on the server: the sixth photo is refused (409)', async () => {
    const admin = await Client.loggedIn(env.app, 'admin');
    const rows = await env.db.query<{ id: number }>(
      `SELECT id FROM news WHERE id <> $1 AND id <> $2 ORDER BY id DESC LIMIT 1`,
      [ownArticle, otherArticle],
    );
    const article = rows[0]!.id;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await admin.post(
            `/ajax/fotos/upload/news/${article}`,
            photoForm(bytes(TINY_PNG), `${i}.png`),
          )
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409]);
  });
});

describe('generic upload', () => {
  it('upload, update, release with a valid title, delete; only the owner', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(phoneVideo())], 'clip.mp4'));
    form.set('mediastreamId', 'ms-1');
    const res = await max.post('/ajax/hochladen', form);
    expect(res.status).toBe(200);
    const { meta } = (await res.json()) as { meta: { id: string; url: string } };
    expect(meta.url).toMatch(/\.mp4$/);
    expect(
      (await max.post('/ajax/hochladen/freigeben', { id: meta.id, title: '  ', release: true }))
        .status,
    ).toBe(400);
    expect(
      (await max.post('/ajax/hochladen/aendern', { id: meta.id, title: 'Ecke', message: '' }))
        .status,
    ).toBe(200);
    const lena = await Client.loggedIn(env.app, 'lena');
    expect(
      (await lena.post('/ajax/hochladen/loeschen', { id: meta.id, delete: true })).status,
    ).toBe(404);
    const released = await max.post('/ajax/hochladen/freigeben', {
      id: meta.id,
      title: 'Ecke von links',
      message: 'Min. 12',
      release: true,
    });
    expect(await released.json()).toMatchObject({ success: true });
    const rows = await env.db.query<{ state: string; title: string }>(
      `SELECT state, title FROM files WHERE id = $1`,
      [meta.id],
    );
    expect(rows[0]).toEqual({ state: 'released', title: 'Ecke von links' });
    expect((await max.post('/ajax/hochladen/loeschen', { id: meta.id, delete: true })).status).toBe(
      200,
    );
  });

  it('a phone video is stored without its location', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(phoneVideo())], 'tor.mp4'));
    const { meta } = (await (await max.post('/ajax/hochladen', form)).json()) as {
      meta: { url: string };
    };
    const stored = new Uint8Array(await (await max.get(meta.url)).arrayBuffer());
    expect(stored.length).toBe(phoneVideo().length);
    expect(contains(stored, '+52.5200')).toBe(false);
    expect(contains(stored, 'ISO6709')).toBe(false);
  });

  it('refuses what is not a photo or video', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const form = new FormData();
    form.set('file', new File([EXE_BYTES], 'video.mp4'));
    expect((await max.post('/ajax/hochladen', form)).status).toBe(415);
  });
});

describe('the /hochladen form without script', () => {
  it('stores the picture and lists it', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const form = new FormData();
    form.set('csrf', max.csrfToken() ?? '');
    form.set(
      'datei',
      new File([new Uint8Array(TINY_PNG)], 'Tor <des> Monats.png', { type: 'image/png' }),
    );
    const res = await max.request('/hochladen', { method: 'POST', body: form });
    expect(res.status).toBe(303);
    const page = await (await max.get(res.headers.get('Location') ?? '/hochladen')).text();
    expect(page).toContain('Tor _des_ Monats.png');
  });
});

describe('pages', () => {
  it('the article photo tab: officials of the club see the widget; others are refused', async () => {
    const official = await Client.loggedIn(env.app, 'vorstand');
    const page = await official.get(`/artikel/${ownArticle}/fotos`);
    expect(page.status).toBe(200);
    const markup = await page.text();
    expect(markup).toContain('data-widget="article-photo-upload"');
    expect(markup).toContain(`data-article="${ownArticle}"`);
    expect(markup).toContain('data-max-uploads="5"');
    expect(markup).toMatch(/<meta name="default_image_title" content="[^"]+">/);
    expect((await official.get(`/artikel/${otherArticle}/fotos`)).status).toBe(403);
    expect(
      (await (await Client.loggedIn(env.app, 'max')).get(`/artikel/${ownArticle}/fotos`)).status,
    ).toBe(403);
    const guest = await new Client(env.app).get(`/artikel/${ownArticle}/fotos`);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('Location')).toBe(
      `/login?fw_url=${encodeURIComponent(`/artikel/${ownArticle}/fotos`)}`,
    );
    expect((await official.get('/artikel/2147483000/fotos')).status).toBe(404);
  });

  it('/hochladen: the generic upload for members, article links for officials', async () => {
    const official = await (await Client.loggedIn(env.app, 'vorstand')).get('/hochladen');
    const markup = await official.text();
    expect(markup).toContain('data-widget="generic-upload"');
    expect(markup).toContain(`href="/artikel/${ownArticle}/fotos"`);
    const fan = await (await (await Client.loggedIn(env.app, 'max')).get('/hochladen')).text();
    expect(fan).toContain('data-widget="generic-upload"');
    expect(fan).not.toContain('/artikel/');
    const guest = await (await new Client(env.app).get('/hochladen')).text();
    expect(guest).not.toContain('data-widget="generic-upload"');
  });

  it('the admin list of uploads, for admins only', async () => {
    const admin = await Client.loggedIn(env.app, 'admin');
    const res = await admin.get('/admin/uploads');
    expect(res.status).toBe(200);
    const markup = await res.text();
    expect(markup).toContain('Uploads und Einsendungen');
    expect(markup).toContain('Artikelfoto');
    expect(markup).toMatch(/href="\/dateien\/[A-Za-z0-9_-]{24}\.(jpg|png)"/);
    expect(await (await admin.get('/admin')).text()).toContain('href="/admin/uploads"');
    expect((await (await Client.loggedIn(env.app, 'max')).get('/admin/uploads')).status).toBe(403);
  });
});

describe('an expired session', () => {
  it('is answered 401 (not a CSRF 403), so the widget can offer the login', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    await env.db.query(
      `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = 'max')`,
    );
    const form = new FormData();
    form.set('file', new File([new Uint8Array(TINY_JPEG)], 'a.jpg'));
    const res = await max.post('/ajax/hochladen', form);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { message: expect.stringMatching(/abgelaufen/) },
    });
    // A guest without a session cookie still gets the CSRF check.
    const guest = new Client(env.app);
    await guest.get('/impressum');
    expect((await guest.post('/ajax/hochladen', new FormData(), { csrf: false })).status).toBe(403);
  });
});

describe('contract: the widgets parse these answers with their own schemas', () => {
  it('article photos: list, upload, update, title picture, delete', async () => {
    const verein = await Client.loggedIn(env.app, 'verein');
    const upload = await verein.post(
      `/ajax/fotos/upload/club/1/news/${ownArticle}`,
      photoForm(bytes(TINY_JPEG), 'c.jpg'),
    );
    const uploaded = photoUploadResponse.parse(await upload.json());
    expect(uploaded.success).toBe(true);
    const id = uploaded.meta?.id ?? '';
    const list = listResponse.parse(
      await (await verein.get(`/ajax/fotos/news/${ownArticle}/offset/0/amount/50`)).json(),
    );
    expect(list.entries.find((e) => e.id === id)).toMatchObject({ title: 'Jubel nach dem 2:1' });
    const refused = photoUploadResponse.parse(
      await (
        await verein.post(
          `/ajax/fotos/upload/news/${ownArticle}`,
          photoForm(bytes(EXE_BYTES), 'x.jpg'),
        )
      ).json(),
    );
    expect(refused).toMatchObject({ success: false, meta: { error: expect.any(String) } });
    for (const [path, body] of [
      ['/ajax/fotos/update', { action: 'update', id, title: 'T', caption: '', copyright: '' }],
      [`/ajax/fotos/ord/news/${ownArticle}/ID/${id}`, {}],
      ['/ajax/fotos/delete', { action: 'delete', id }],
    ] as const)
      expect(photoActionResponse.parse(await (await verein.post(path, body)).json()).success).toBe(
        true,
      );
  });

  it('generic upload: upload, update, release, delete', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(TINY_PNG)], 'p.png'));
    const uploaded = genericUploadResponse.parse(
      await (await max.post('/ajax/hochladen', form)).json(),
    );
    const id = uploaded.meta?.id ?? '';
    expect(id).not.toBe('');
    for (const [path, body] of [
      ['/ajax/hochladen/aendern', { id, title: 'Ecke', message: '' }],
      ['/ajax/hochladen/freigeben', { id, title: 'Ecke', message: '', release: true }],
      ['/ajax/hochladen/loeschen', { id, delete: true }],
    ] as const)
      expect(genericActionResponse.parse(await (await max.post(path, body)).json()).success).toBe(
        true,
      );
  });
});

describe('the bad-file corpus through the routes (issue 29)', () => {
  const corpus = (name: string) =>
    new Uint8Array(readFileSync(new URL(`./files/corpus/${name}`, import.meta.url)));
  const generic = async (client: Client, file: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(file)], name));
    return client.post('/ajax/hochladen', form);
  };
  const served = async (res: Response) => {
    const { meta } = (await res.json()) as { meta: { url: string } };
    return new Client(env.app).get(meta.url);
  };

  it.each(['Łukasz Tor.jpg', 'Gökhan Şahin.jpg', '日本語の写真.jpg', 'Tor 🎉.jpg', 'שער.jpg'])(
    'a photo named %s is stored and served under its name, every time',
    async (name) => {
      const max = await Client.loggedIn(env.app, 'max');
      const res = await generic(max, TINY_JPEG, name);
      expect(res.status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const file = await served(res.clone());
        expect(file.status).toBe(200);
        const header = file.headers.get('Content-Disposition') ?? '';
        expect(header).toMatch(/^[\x20-\x7e]+$/);
        expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]!)).toBe(name);
      }
    },
  );

  it('location data in JPEG, GIF and PNG is gone from what is served', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    for (const name of ['gps.jpg', 'gps.gif', 'gps.png']) {
      const file = new Uint8Array(
        await (await served(await generic(max, corpus(name), name))).arrayBuffer(),
      );
      expect(contains(file, 'GPSLatitude'), name).toBe(false);
      expect(contains(file, '52,31'), name).toBe(false);
      expect(contains(file, 'Berlin'), name).toBe(false);
      expect((await sharp(file).metadata()).exif, name).toBeUndefined();
    }
  });

  it('bombs get 413 with a German message; a truncated JPEG gets 400 and is not listed', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    for (const [bomb, name] of [
      [pngBomb(), 'bombe.png'],
      [pngClaiming(2_147_483_647, 2_147_483_647), 'riesig.png'],
      [gifFrames(200_000), 'frames.gif'],
    ] as const) {
      const res = await generic(max, bomb, name);
      expect([413, 400], name).toContain(res.status);
      expect(await res.json()).toMatchObject({
        success: false,
        error: { message: expect.stringMatching(/Bild/) },
      });
    }
    expect((await generic(max, pngBomb(), 'bombe.png')).status).toBe(413);
    const jpeg = corpus('gps.jpg');
    const truncated = await generic(max, jpeg.subarray(0, jpeg.length - 200), 'halb.jpg');
    expect(truncated.status).toBe(400);
    const page = await (await max.get('/hochladen')).text();
    expect(page).not.toContain('halb.jpg');
  }, 30_000);

  it('a video with XMP GPS in a uuid box is stored without it', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const file = new Uint8Array(
      await (await served(await generic(max, phoneVideoWithXmp(), 'xmp.mp4'))).arrayBuffer(),
    );
    expect(contains(file, XMP_GPS)).toBe(false);
  });

  it('four parallel uploads to an article holding 4 photos leave 5, not 8', async () => {
    const verein = await Client.loggedIn(env.app, 'verein');
    const [row] = await env.db.query<{ id: number }>(
      `SELECT n.id FROM news n JOIN users u ON u.club_id = n.club_id WHERE u.username = 'verein'
       AND n.id <> $1 ORDER BY n.id LIMIT 1`,
      [ownArticle],
    );
    const article = row!.id;
    const upload = () =>
      verein.post(`/ajax/fotos/upload/news/${article}`, photoForm(bytes(TINY_PNG), 'p.png'));
    const stored = async () =>
      (
        await env.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM files WHERE purpose = 'article-photo' AND ref = $1`,
          [String(article)],
        )
      )[0]!.n;
    while ((await stored()) < 4) expect((await upload()).status).toBe(200);
    const statuses = (await Promise.all([upload(), upload(), upload(), upload()])).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(await stored()).toBe(5);
  });

  it('a temporary file left by a killed upload is removed at the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'anstoss-tmp-'));
    writeFileSync(join(dir, 'abcdefghijklmnopqrstuvwx.0123456789ab.tmp'), '');
    writeFileSync(join(dir, 'abcdefghijklmnopqrstuvwx'), 'kept');
    expect(await new BlobStore(dir).removeTemporary()).toBe(1);
    expect(await readdir(dir)).toEqual(['abcdefghijklmnopqrstuvwx']);
    await rm(dir, { recursive: true, force: true });
  });
});
