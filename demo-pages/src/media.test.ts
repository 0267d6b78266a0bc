/**
 * Issue 13, the media library of the reference CMS: every endpoint answer parsed with the shared
 * media schemas (packages/api/src/media.ts, the widgets' own), the owner checks (another
 * person's item or album: 403 and nothing changed), paging, search, the date window, the
 * 'encoding running' album, the files and the pages.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  albumDetailResponse,
  albumEditResponse,
  albumListResponse,
  albumPhotosResponse,
  albumRelResponse,
  editListResponse,
  itemMetaResponse,
  mediaActionResponse,
  streamResponse,
} from '../../packages/api/src/media.ts';
import {
  BIG_ALBUM_ID,
  BIG_ALBUM_SIZE,
  BROKEN_ALBUM_ID,
  DEFAULT_ALBUM_ID,
  EMPTY_ALBUM_ID,
  ENCODING_ALBUM_ID,
  FIRST_PHOTO_ID,
  generateMedia,
  PHOTO_POOL,
  photoSvg,
  writeMediaFiles,
} from './seed/media.ts';
import { editableItemJson, photoJson, streamEntryJson } from './repo/media.ts';
import {
  Client,
  createTestEnv,
  hostReserve,
  solveCaptcha,
  TEST_NOW,
  type TestEnv,
} from './testing/harness.ts';
import { hasMore, requestFor } from '../../widgets/album-list/src/logic.ts';
import { GRID_PAGE, imagesInProgress, pageCount } from '../../widgets/album-detail/src/logic.ts';
import { captchaResponse, reportResponse } from '../../packages/api/src/report.ts';
import { MEDIA_URLS } from './views/pages/media.ts';

// Compile-time half of the contract: what the server builds is what the widgets accept.
void (streamEntryJson satisfies (
  ...args: Parameters<typeof streamEntryJson>
) => z.input<typeof streamResponse>['entries'] extends (infer E)[] | undefined ? E : never);
void (photoJson satisfies (
  ...args: Parameters<typeof photoJson>
) => z.input<typeof albumPhotosResponse>['entries'] extends (infer E)[] | undefined ? E : never);
void (editableItemJson satisfies (
  ...args: Parameters<typeof editableItemJson>
) => z.input<typeof editListResponse>['entries'] extends (infer E)[] | undefined ? E : never);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

async function json<T>(res: Response, schema: z.ZodMiniType<T>, status = 200): Promise<T> {
  expect(res.status, res.url).toBe(status);
  const body: unknown = await res.json();
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? []).slice(0, 400)).toBe(true);
  return parsed.data as T;
}

describe('seed', () => {
  it('is deterministic: several hundred photos, videos, albums of several owners', () => {
    const a = generateMedia(TEST_NOW);
    const b = generateMedia(TEST_NOW);
    expect(a).toEqual(b);
    const photos = a.items.filter((i) => i.kind === 'image');
    expect(photos.length).toBeGreaterThan(PHOTO_POOL + BIG_ALBUM_SIZE - 1);
    expect(a.items.filter((i) => i.kind === 'video').length).toBeGreaterThanOrEqual(3);
    expect(new Set(a.albums.map((x) => x.owner)).size).toBeGreaterThanOrEqual(5);
    expect(a.albums.find((x) => x.id === BIG_ALBUM_ID)?.items).toHaveLength(BIG_ALBUM_SIZE);
    expect(a.albums.find((x) => x.id === DEFAULT_ALBUM_ID)?.items.length).toBeGreaterThan(12);
  });

  it('pictures come in three sizes of one picture, the same for the same number', () => {
    expect(photoSvg(7, 'small')).toContain('width="180"');
    expect(photoSvg(7, 'large')).toContain('width="1280"');
    expect(photoSvg(7, 'medium')).toBe(photoSvg(7, 'medium'));
    expect(photoSvg(7, 'medium')).not.toBe(photoSvg(8, 'medium'));
  });

  it('writes the files to the media folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'anstoss-media-'));
    try {
      await writeMediaFiles(dir);
      const folders = await readdir(join(dir, 'bilder'));
      expect(folders.filter((f) => f.startsWith('p'))).toHaveLength(PHOTO_POOL);
      expect((await readdir(join(dir, 'bilder', 'p0001'))).sort()).toEqual([
        'l.svg',
        'm.svg',
        's.svg',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('media stream', () => {
  it('pages by offset and amount; entries by type; meta of an item', async () => {
    const client = new Client(env.app);
    const first = await json(
      await client.get(`${MEDIA_URLS.stream}?offset=0&amount=100`),
      streamResponse,
    );
    expect(first.entries).toHaveLength(100);
    expect(first.meta.amount).toBe(100);
    expect(first.meta.overallamount).toBeGreaterThan(BIG_ALBUM_SIZE);
    const second = await json(
      await client.get(`${MEDIA_URLS.stream}?offset=100&amount=100`),
      streamResponse,
    );
    expect(second.entries[0]?.id).not.toBe(first.entries[0]?.id);
    const video = first.entries.find((e) => e.type === 'video');
    expect(video?.thumb1).toMatch(/poster\.svg$/);
    const image = first.entries.find((e) => e.type === 'image');
    expect(image?.url).toMatch(/^\/medien\/bilder\/p\d{4}\/m\.svg$/);
    const meta = await json(
      await client.get(`${MEDIA_URLS.itemMeta}?id=${image?.id}`),
      itemMetaResponse,
    );
    expect(meta.meta.bw).toBeGreaterThanOrEqual(0);
    expect(meta.meta.bw).toBeLessThanOrEqual(500);
    const picture = await client.get(image!.url!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('refuses bad paging and unknown items', async () => {
    const client = new Client(env.app);
    expect((await client.get(`${MEDIA_URLS.stream}?offset=-1`)).status).toBe(400);
    expect((await client.get(`${MEDIA_URLS.stream}?amount=100000`)).status).toBe(400);
    expect((await client.get(`${MEDIA_URLS.itemMeta}?id=1`)).status).toBe(404);
    expect((await client.get('/medien/bilder/fehlt-1/m.svg')).status).toBe(404);
  });

  it('counts a photo view', async () => {
    const client = new Client(env.app);
    const id = FIRST_PHOTO_ID;
    const before = await json(
      await client.get(`${MEDIA_URLS.itemMeta}?id=${id}`),
      itemMetaResponse,
    );
    const res = await client.get(`${MEDIA_URLS.view}?id=${id}`);
    expect(res.status).toBe(200);
    const after = await json(await client.get(`${MEDIA_URLS.itemMeta}?id=${id}`), itemMetaResponse);
    expect(after.meta.views).toBe(before.meta.views + 1);
  });
});

describe('media stream item options (spec §2 report_reply, §4 Report offense)', () => {
  /** A public, ready photo of max's (the owner in these tests). */
  async function maxPhoto(max: Client) {
    const mine = await json(await max.get(`${MEDIA_URLS.editList}?amount=100`), editListResponse);
    return mine.entries.find((e) => !e.notpublic && !e.encoding && e.type === 'image')!;
  }

  it('options per visitor: everyone may report, others rate (a guest as a login offer), only the owner edits', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const photo = await maxPhoto(max);
    const url = `${MEDIA_URLS.itemMeta}?id=${photo.id}`;
    const guest = await json(await new Client(env.app).get(url), itemMetaResponse);
    expect(guest.meta.options).toEqual({ report_reply: true, rate: true, edit: false });
    expect(guest.meta.description).toBeUndefined();
    const other = await json(await lena.get(url), itemMetaResponse);
    expect(other.meta.options).toEqual({ report_reply: true, rate: true, edit: false });
    const owner = await json(await max.get(url), itemMetaResponse);
    expect(owner.meta.options).toEqual({ report_reply: true, rate: false, edit: true });
    expect(owner.meta.description).toBe(photo.description);
  });

  it("rating: login, CSRF, not one's own, 1 to 5; one vote per member", async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const photo = await maxPhoto(max);
    const url = `${MEDIA_URLS.itemMeta}?id=${photo.id}`;
    const before = await json(await lena.get(url), itemMetaResponse);
    expect(
      (await new Client(env.app).post(MEDIA_URLS.rating, { id: photo.id, rating: 4 })).status,
    ).toBe(401);
    expect(
      (await lena.post(MEDIA_URLS.rating, { id: photo.id, rating: 4 }, { csrf: false })).status,
    ).toBe(403);
    expect((await max.post(MEDIA_URLS.rating, { id: photo.id, rating: 4 })).status).toBe(403);
    expect((await lena.post(MEDIA_URLS.rating, { id: photo.id, rating: 7 })).status).toBe(400);
    await json(
      await lena.post(MEDIA_URLS.rating, { id: photo.id, rating: 4 }),
      mediaActionResponse,
    );
    await json(
      await lena.post(MEDIA_URLS.rating, { id: photo.id, rating: 2 }),
      mediaActionResponse,
    );
    const after = await json(await lena.get(url), itemMetaResponse);
    expect(after.meta.bwnum).toBe(before.meta.bwnum + 1);
    expect(after.meta.uservote).toBe(2);
  });

  it("the owner's edit from the big view: someone else gets 403 and the title stays", async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const photo = await maxPhoto(max);
    const edit = { action: 'update', id: photo.id, title: 'Fremder Titel', description: '' };
    await json(await lena.post(MEDIA_URLS.editList, edit), mediaActionResponse, 403);
    await json(
      await max.post(MEDIA_URLS.editList, { ...edit, title: 'Unser Meisterfoto' }),
      mediaActionResponse,
    );
    const stream = await json(await max.get(`${MEDIA_URLS.editList}?amount=100`), editListResponse);
    expect(stream.entries.find((e) => e.id === photo.id)?.title).toBe('Unser Meisterfoto');
  });

  it('a report names the entry by media_id, with the captcha checked; an unknown entry is refused', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const photo = await maxPhoto(max);
    const guest = new Client(env.app);
    const report = async (mediaId: string) => {
      const captcha = captchaResponse.parse(await (await guest.get(MEDIA_URLS.captcha)).json());
      return guest.postForm(MEDIA_URLS.report, {
        action: 'report_offense',
        fw_url: 'http://localhost/',
        firstname: 'Erika',
        lastname: 'Muster',
        email: 'erika@example.org',
        text: 'Beleidigendes Plakat im Bild',
        reason: 'insult',
        'captcha-digest': captcha.digest,
        'captcha-code': solveCaptcha(captcha.question),
        media_id: mediaId,
      });
    };
    expect((await report('1')).status).toBe(404);
    const ok = reportResponse.parse(await (await report(String(photo.id))).json());
    expect(ok.success).toBe(true);
    const rows = await env.db.query<{ payload: string }>(
      'SELECT payload FROM offense_reports ORDER BY id DESC LIMIT 1',
    );
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ media_id: String(photo.id) });
  });
});

describe('albums (public)', () => {
  it('list: page size 12, final at the end; search by ?query', async () => {
    const client = new Client(env.app);
    const page = await json(
      await client.get(`${MEDIA_URLS.albums}?offset=0&amount=12`),
      albumListResponse,
    );
    expect(page.entries).toHaveLength(12);
    expect(page.final).toBe(false);
    expect(page.entries.every((a) => !a.notpublic && a.fotos > 0)).toBe(true);
    expect(page.entries.some((a) => a.id === String(EMPTY_ALBUM_ID))).toBe(false);
    const total = page.meta?.overallamount ?? 0;
    const last = await json(
      await client.get(`${MEDIA_URLS.albums}?offset=${total - 1}&amount=12`),
      albumListResponse,
    );
    expect(last.final).toBe(true);
    const found = await json(
      await client.get(`${MEDIA_URLS.albumSearch}?offset=0&amount=12&query=saisonarchiv`),
      albumListResponse,
    );
    expect(found.entries.map((a) => a.id)).toEqual([String(BIG_ALBUM_ID)]);
    const none = await json(
      await client.get(
        `${MEDIA_URLS.albumSearch}?offset=0&amount=12&query=${encodeURIComponent('%_')}`,
      ),
      albumListResponse,
    );
    expect(none.entries).toEqual([]);
  });

  it('album photos: 9,999 in one answer, paged by offset and amount', async () => {
    const client = new Client(env.app);
    const all = await json(
      await client.get(`${MEDIA_URLS.albumPhotos}${BIG_ALBUM_ID}?offset=0&amount=9999`),
      albumPhotosResponse,
    );
    expect(all.entries).toHaveLength(BIG_ALBUM_SIZE);
    expect(all.album?.fotos).toBe(BIG_ALBUM_SIZE);
    const ten = await json(
      await client.get(`${MEDIA_URLS.albumPhotos}${BIG_ALBUM_ID}?offset=10&amount=10`),
      albumPhotosResponse,
    );
    expect(ten.entries.map((p) => p.id)).toEqual(all.entries.slice(10, 20).map((p) => p.id));
    expect(ten.final).toBe(false);
  });

  it('encoding running: fotos counts photos still being processed', async () => {
    const client = new Client(env.app);
    const body = await json(
      await client.get(`${MEDIA_URLS.albumPhotos}${ENCODING_ALBUM_ID}`),
      albumPhotosResponse,
    );
    expect(body.album?.encodingrunning).toBe(true);
    expect(body.album!.fotos - body.entries.length).toBe(3);
  });

  it('a not-public album is the owner’s only; unknown albums are 404', async () => {
    expect(
      (await new Client(env.app).get(`${MEDIA_URLS.albumPhotos}${EMPTY_ALBUM_ID}`)).status,
    ).toBe(404);
    const max = await Client.loggedIn(env.app, 'max');
    await json(await max.get(`${MEDIA_URLS.albumPhotos}${EMPTY_ALBUM_ID}`), albumPhotosResponse);
    expect((await max.get(`${MEDIA_URLS.albumPhotos}999`)).status).toBe(404);
  });

  it('pages: /fotos, an album, the default album, the comments frame', async () => {
    const client = new Client(env.app);
    const list = await client.get('/fotos?sw=Derby');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('data-widget="album-list"');
    const album = await (await client.get(`/fotos/-/album/${BROKEN_ALBUM_ID}`)).text();
    expect(album).toContain('data-widget="album-detail"');
    expect(album).toContain('data-widget="photo-viewer"');
    expect((await client.get('/fotos/-/album/')).status).toBe(200);
    expect((await client.get('/fotos/-/album/999')).status).toBe(404);
    expect((await client.get(`/fotos/-/kommentare/${FIRST_PHOTO_ID}`)).status).toBe(200);
    expect(await (await client.get('/')).text()).toContain('data-widget="media-stream"');
  });

  it('the album pages write on their hosts what the widgets will show, for the height they reserve (issue 26)', async () => {
    const visitor = new Client(env.app);
    const max = await Client.loggedIn(env.app, 'max');
    // The list, as the widget asks for its first page (all albums, or a search's): its cards,
    // whether "load more" follows, the "show all" line of a search.
    for (const term of ['', 'Derby', 'gibt-es-nicht']) {
      const { url, params } = requestFor(
        { term, offset: 0 },
        { listUrl: MEDIA_URLS.albums, searchUrl: MEDIA_URLS.albumSearch },
      );
      const first = await json(
        await visitor.get(`${url}?${new URLSearchParams(params).toString()}`),
        albumListResponse,
      );
      const page = await (await visitor.get(term ? `/fotos?sw=${term}` : '/fotos')).text();
      const total = first.meta?.overallamount ?? first.count;
      expect(hostReserve(page, 'album-list'), term).toEqual({
        '--albums': first.entries.length,
        '--albums-more':
          first.entries.length > 0 && hasMore(first.entries.length, first.final, total) ? 1 : 0,
        '--albums-search': term ? 1 : 0,
      });
    }
    // An album: its first page of photos as /ajax/fotos/album/{id} lists them to this visitor
    // (the owner sees the private ones too), the pager, the "still processing" note, the
    // title's and the description's characters.
    for (const [client, id] of [
      [visitor, DEFAULT_ALBUM_ID],
      [visitor, BIG_ALBUM_ID],
      [max, ENCODING_ALBUM_ID],
      [visitor, ENCODING_ALBUM_ID],
    ] as const) {
      const listed = await json(
        await client.get(`${MEDIA_URLS.albumPhotos}${id}`),
        albumPhotosResponse,
      );
      const album = listed.album!;
      const page = await (await client.get(`${MEDIA_URLS.albumPage}${id}`)).text();
      expect(hostReserve(page, 'album-detail'), String(id)).toEqual({
        '--photos': Math.min(listed.entries.length, GRID_PAGE),
        '--photo-pages': pageCount(listed.entries.length) > 1 ? 1 : 0,
        '--photos-processing':
          album.encodingrunning && imagesInProgress(album.fotos, listed.entries.length) > 0 ? 1 : 0,
        '--album-title': (album.title ?? '').length,
        '--album-text': (album.description ?? '').length,
      });
    }
  });

  it('in English the photo pages and the comments frame speak English; the comments stay marked German', async () => {
    const client = new Client(env.app);
    await client.get('/sprache?lang=en&fw_url=%2Ffotos');
    expect(await (await client.get('/fotos')).text()).toContain('<h1>Photo albums</h1>');
    const frame = await (await client.get(`/fotos/-/kommentare/${FIRST_PHOTO_ID}`)).text();
    expect(frame).toContain('<html lang="en">');
    expect(frame).toMatch(/<h1 class="comments-frame__title">Comments \(\d+\)<\/h1>/);
    expect(frame).not.toContain('Kommentare');
    if (frame.includes('<ul'))
      expect(frame).toContain('<ul class="comments-frame__list" lang="de">');
  });
});

describe('own media and albums: login and owner checks', () => {
  it('spec §7: the photo delete address is the album base with /album replaced', () => {
    expect(MEDIA_URLS.albumBase.replace('/album', '/ugc/-/ajax/mstreamedit_list.html')).toBe(
      MEDIA_URLS.editList,
    );
  });

  it('needs a login', async () => {
    const guest = new Client(env.app);
    expect((await guest.get(MEDIA_URLS.editList)).status).toBe(401);
    expect((await guest.get(`${MEDIA_URLS.albumBase}/list`)).status).toBe(401);
    expect((await guest.get('/meine-medien')).status).toBe(303);
    expect((await guest.get('/meine-alben')).headers.get('Location')).toContain(
      'fw_url=%2Fmeine-alben',
    );
  });

  it('edit list: own items only, date window, paging of 10', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const page = await json(
      await max.get(`${MEDIA_URLS.editList}?offset=0&amount=10`),
      editListResponse,
    );
    expect(page.entries).toHaveLength(10);
    expect(page.final).toBe(false);
    const stime = Math.floor(TEST_NOW.getTime() / 1000) - 48 * 3600;
    const recent = await json(
      await max.get(`${MEDIA_URLS.editList}?offset=0&amount=100&stime=${stime}&etime=9999999999`),
      editListResponse,
    );
    expect(recent.meta.overallamount).toBeLessThan(page.meta.overallamount);
    expect(recent.entries.every((e) => Date.parse(e.date ?? '') >= stime * 1000)).toBe(true);
    const all = await json(await max.get(`${MEDIA_URLS.editList}?amount=100`), editListResponse);
    expect(all.entries.filter((e) => e.encoding)).toHaveLength(3);
  });

  it('update, publish, delete: the owner may; anyone else gets 403 and nothing changes', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const mine = await json(await max.get(`${MEDIA_URLS.editList}?amount=100`), editListResponse);
    const hidden = mine.entries.find((e) => e.notpublic) ?? mine.entries[0]!;
    const target = mine.entries.find((e) => e.id !== hidden.id)!;
    for (const body of [
      { action: 'update', id: target.id, title: 'Fremd', description: 'x' },
      { action: 'publish', id: hidden.id },
      { action: 'delete', id: target.id },
    ]) {
      const res = await json(await lena.post(MEDIA_URLS.editList, body), mediaActionResponse, 403);
      expect(res.success).toBe(false);
      expect(res.error?.message).toBeTruthy();
    }
    const unchanged = await json(
      await max.get(`${MEDIA_URLS.editList}?amount=100`),
      editListResponse,
    );
    expect(unchanged.entries).toEqual(mine.entries);

    const short = await json(
      await max.post(MEDIA_URLS.editList, { action: 'update', id: target.id, title: 'x' }),
      mediaActionResponse,
      400,
    );
    expect(short.success).toBe(false);
    await json(
      await max.post(MEDIA_URLS.editList, {
        action: 'update',
        id: target.id,
        title: 'Neuer Titel',
        description: 'Neu',
      }),
      mediaActionResponse,
    );
    await json(
      await max.post(MEDIA_URLS.editList, { action: 'publish', id: hidden.id }),
      mediaActionResponse,
    );
    const after = await json(await max.get(`${MEDIA_URLS.editList}?amount=100`), editListResponse);
    expect(after.entries.find((e) => e.id === target.id)).toMatchObject({
      title: 'Neuer Titel',
      description: 'Neu',
    });
    expect(after.entries.find((e) => e.id === hidden.id)?.notpublic).toBe(false);
    // Form bodies work too (spec §7 photo delete posts {action:delete, id}).
    const gone = await max.postForm(MEDIA_URLS.editList, { action: 'delete', id: target.id });
    expect(gone.status).toBe(200);
    expect((await max.get(`${MEDIA_URLS.itemMeta}?id=${target.id}`)).status).toBe(404);
    expect((await max.post(MEDIA_URLS.editList, { action: 'publish', id: target.id })).status).toBe(
      404,
    );
  });

  it('albums of an item and adding it to albums', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const items = await json(await max.get(`${MEDIA_URLS.editList}?amount=5`), editListResponse);
    const item = items.entries[0]!;
    const rel = await json(
      await max.get(`${MEDIA_URLS.albumBase}/rel?xid=${item.id}`),
      albumRelResponse,
    );
    expect(rel.verfuegbareAlben.entries.length).toBeGreaterThan(1);
    expect((await lena.get(`${MEDIA_URLS.albumBase}/rel?xid=${item.id}`)).status).toBe(403);
    const add = `${MEDIA_URLS.albumBase}/add?album=${EMPTY_ALBUM_ID}&fotos=${item.id}`;
    // A changing GET from another site is refused.
    expect((await max.get(add)).status).toBe(403);
    await json(await max.get(add, SAME_SITE), mediaActionResponse);
    const after = await json(
      await max.get(`${MEDIA_URLS.albumBase}/rel?xid=${item.id}`),
      albumRelResponse,
    );
    expect(after.enthaltenInAlben.entries.map((a) => a.id)).toContain(String(EMPTY_ALBUM_ID));
    // lena may not add her photos to max's album, nor max's photos to hers.
    expect((await lena.get(add, SAME_SITE)).status).toBe(403);
  });

  it('album edit list, create, edit, reorder, remove, publish, delete; 403 for others', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const list = await json(
      await max.get(
        `${MEDIA_URLS.albumBase}/list?offset=0&amount=10&show_empty=1&stime=0&etime=9999999999&fbdeid=10002`,
      ),
      albumListResponse,
    );
    expect(list.entries.some((a) => a.id === String(EMPTY_ALBUM_ID))).toBe(true);
    expect((await max.get(`${MEDIA_URLS.albumBase}/list?fbdeid=10001`)).status).toBe(403);

    const created = await json(
      await max.get(
        `${MEDIA_URLS.albumBase}/edit?album=&title=${encodeURIComponent('Test-Album')}&cont=Neu`,
        SAME_SITE,
      ),
      albumEditResponse,
    );
    const id = created.album!.id;
    expect(created.album).toMatchObject({ title: 'Test-Album', notpublic: true, fotos: 0 });
    const items = await json(await max.get(`${MEDIA_URLS.editList}?amount=4`), editListResponse);
    const ids = items.entries.map((e) => e.id);
    await json(
      await max.get(`${MEDIA_URLS.albumBase}/add?album=${id}&fotos=${ids.join(',')}`, SAME_SITE),
      mediaActionResponse,
    );
    const reversed = [...ids].reverse();
    await json(
      await max.get(
        `${MEDIA_URLS.albumBase}/order?album=${id}&fotos=${reversed.join(',')}`,
        SAME_SITE,
      ),
      mediaActionResponse,
    );
    const detail = await json(
      await max.get(`${MEDIA_URLS.albumBase}/detail?album=${id}&amount=9999`),
      albumDetailResponse,
    );
    const ready = reversed.filter((x) => detail.entries.some((p) => p.id === x));
    expect(detail.entries.map((p) => p.id)).toEqual(ready);

    // Someone else: 403 everywhere, and nothing changed.
    for (const path of [
      `/edit?album=${id}&title=Fremd&cont=`,
      `/del?album=${id}`,
      `/remove?album=${id}&fotos=${ids[0]}`,
      `/order?album=${id}&fotos=${ids[0]}`,
      `/detail?album=${id}`,
    ])
      expect((await lena.get(`${MEDIA_URLS.albumBase}${path}`, SAME_SITE)).status, path).toBe(403);
    expect((await lena.post(MEDIA_URLS.albumBase, { action: 'publish', id })).status).toBe(403);
    const still = await json(
      await max.get(`${MEDIA_URLS.albumBase}/detail?album=${id}`),
      albumDetailResponse,
    );
    expect(still).toEqual(detail);

    await json(
      await max.get(`${MEDIA_URLS.albumBase}/remove?album=${id}&fotos=${ids[0]}`, SAME_SITE),
      mediaActionResponse,
    );
    await json(
      await max.get(`${MEDIA_URLS.albumBase}/edit?album=${id}&title=Umbenannt&cont=`, SAME_SITE),
      albumEditResponse,
    );
    await json(
      await max.post(MEDIA_URLS.albumBase, { action: 'publish', id }),
      mediaActionResponse,
    );
    const published = await json(
      await max.get(`${MEDIA_URLS.albumBase}/detail?album=${id}`),
      albumDetailResponse,
    );
    expect(published.album).toMatchObject({ title: 'Umbenannt', notpublic: false });
    expect(published.entries.some((p) => p.id === ids[0])).toBe(false);
    await json(
      await max.get(`${MEDIA_URLS.albumBase}/del?album=${id}`, SAME_SITE),
      mediaActionResponse,
    );
    expect((await max.get(`${MEDIA_URLS.albumBase}/detail?album=${id}`)).status).toBe(404);
  });

  it('the owner pages render for a logged-in user', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    expect((await max.get('/meine-medien')).status).toBe(200);
    expect((await max.get('/meine-alben')).status).toBe(200);
  });
});
