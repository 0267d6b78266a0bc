/**
 * Issue 13, the owner's pages: the hosts of media-edit-list, album-edit-list and album-edit carry
 * attributes their props schemas accept, and the album editor page (routes/myMedia.ts) is only for
 * the album's owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumEditListProps } from '../../widgets/album-edit-list/src/props.ts';
import { albumEditProps } from '../../widgets/album-edit/src/props.ts';
import { mediaEditListProps } from '../../widgets/media-edit-list/src/props.ts';
import { DEFAULT_ALBUM_ID, ENCODING_ALBUM_ID } from './seed/media.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

/** The data-* attributes of the first host of `widget`, camelCased like the runtime does. */
function hostProps(page: string, widget: string): Record<string, string> {
  const tag = new RegExp(`<div data-widget="${widget}"([^>]*)>`).exec(page);
  expect(tag, widget).not.toBeNull();
  const props: Record<string, string> = {};
  for (const [, name, value] of tag![1]!.matchAll(/ data-([a-z-]+)="([^"]*)"/g))
    props[name!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value!;
  return props;
}

describe('the owner’s media pages', () => {
  it('host attributes pass the widgets’ props schemas', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const media = await (await max.get('/meine-medien')).text();
    expect(mediaEditListProps.safeParse(hostProps(media, 'media-edit-list')).success).toBe(true);
    const albums = await (await max.get('/meine-alben')).text();
    const list = albumEditListProps.parse(hostProps(albums, 'album-edit-list'));
    expect(list.editPage).toBe('/meine-alben/-/album/{id}');
    const editor = await max.get(`/meine-alben/-/album/${ENCODING_ALBUM_ID}`);
    expect(editor.status).toBe(200);
    const props = albumEditProps.parse(hostProps(await editor.text(), 'album-edit'));
    expect(props.albumId).toBe(String(ENCODING_ALBUM_ID));
  });

  it('the three pages speak the chosen language (they were German on English pages)', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const german = await (await max.get('/meine-medien')).text();
    expect(german).toContain('<h1>Meine Medien</h1>');
    max.jar.set('FBDE_LANG', 'en');
    const media = await (await max.get('/meine-medien')).text();
    expect(media).toContain('<h1>My media</h1>');
    expect(media).toContain('The photos and videos you uploaded.');
    const albums = await (await max.get('/meine-alben')).text();
    expect(albums).toContain('<h1>My albums</h1>');
    expect(albums).toContain('>All photo albums</a>');
    const editor = await (await max.get(`/meine-alben/-/album/${ENCODING_ALBUM_ID}`)).text();
    expect(editor).toContain('<h1>Edit album</h1>');
    for (const page of [media, albums, editor])
      expect(page).not.toMatch(/Meine Medien|Meine Alben|Deine |Album bearbeiten/);
  });

  it('the album editor: login first, 403 for someone else’s album, 404 for none', async () => {
    const guest = new Client(env.app);
    const away = await guest.get(`/meine-alben/-/album/${ENCODING_ALBUM_ID}`);
    expect(away.status).toBe(303);
    expect(away.headers.get('Location')).toContain(
      `fw_url=${encodeURIComponent(`/meine-alben/-/album/${ENCODING_ALBUM_ID}`)}`,
    );
    const max = await Client.loggedIn(env.app, 'max');
    const other = await max.get(`/meine-alben/-/album/${DEFAULT_ALBUM_ID}`);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('gehört jemand anderem');
    expect((await max.get('/meine-alben/-/album/999')).status).toBe(404);
    expect((await max.get('/meine-alben/-/album/abc')).status).toBe(400);
  });
});
