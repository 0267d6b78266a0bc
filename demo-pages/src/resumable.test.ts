/**
 * Resumable uploads (issue 27, routes/resumable.ts): the tus protocol under
 * /ajax/hochladen/fortsetzbar, only for the member who started the upload, and finished through
 * the ordinary upload route so the finished bytes take every check a file part takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contains, EXE_BYTES, phoneVideoWithXmp, XMP_GPS } from './files/fixtures.ts';
import { RESUMABLE_PATH } from './routes/resumable.ts';
import { Client, createTestEnv, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
const filesDir = mkdtempSync(join(tmpdir(), 'anstoss-resumable-test-'));

beforeAll(async () => {
  env = await createTestEnv({ filesDir });
});
afterAll(async () => {
  await env?.db.close();
  await rm(filesDir, { recursive: true, force: true });
});

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A tus request as tus-js-client sends it: the protocol header and the page's CSRF header. */
async function tus(
  client: Client,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array,
  options: { csrf?: boolean } = {},
): Promise<Response> {
  if (!client.csrfToken()) await client.get('/impressum');
  return client.request(path, {
    method,
    headers: {
      'Tus-Resumable': '1.0.0',
      ...(options.csrf === false ? {} : { 'X-CSRF-Token': client.csrfToken() ?? '' }),
      ...headers,
    },
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/** Starts an upload of `size` bytes named `name`; resolves with its path. */
async function create(client: Client, size: number, name: string, extra = ''): Promise<string> {
  const res = await tus(client, 'POST', RESUMABLE_PATH, {
    'Upload-Length': String(size),
    'Upload-Metadata': `filename ${base64(name)}${extra}`,
  });
  expect(res.status).toBe(201);
  const location = res.headers.get('Location')!;
  return new URL(location, 'http://localhost').pathname;
}

const patch = (client: Client, path: string, offset: number, chunk: Uint8Array) =>
  tus(
    client,
    'PATCH',
    path,
    { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    chunk,
  );

const finish = (client: Client, path: string) => {
  const form = new FormData();
  form.set('resumable', path.split('/').pop()!);
  form.set('mediastreamId', 'ms-1');
  return client.post('/ajax/hochladen', form);
};

describe('resumable uploads', () => {
  it('a guest cannot start one', async () => {
    const res = await tus(new Client(env.app), 'POST', RESUMABLE_PATH, {
      'Upload-Length': '10',
    });
    expect(res.status).toBe(401);
  });

  it('resumes from the offset the server kept, answers only its owner, and the finished video takes every check', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const lena = await Client.loggedIn(env.app, 'lena');
    const video = phoneVideoWithXmp();
    const half = Math.floor(video.length / 2);
    // The owner the client claims is ignored: the session's member owns the upload.
    const path = await create(max, video.length, 'Tor 🎉.mp4', `,owner ${base64('10002')}`);

    expect((await patch(max, path, 0, video.slice(0, half))).headers.get('Upload-Offset')).toBe(
      String(half),
    );
    // The connection dropped: the browser asks how far it got and sends only the rest.
    const head = await tus(max, 'HEAD', path);
    expect(head.status).toBe(200);
    expect(head.headers.get('Upload-Offset')).toBe(String(half));

    // Not complete yet: the upload route refuses it.
    const early = await finish(max, path);
    expect(early.status).toBe(400);
    expect(await early.text()).toContain('noch nicht vollständig');

    // Somebody else, or a request without the page's token, gets nowhere.
    expect((await tus(lena, 'HEAD', path)).status).toBe(404);
    expect((await patch(lena, path, half, video.slice(half))).status).toBe(404);
    expect(
      (
        await tus(
          max,
          'PATCH',
          path,
          { 'Upload-Offset': String(half), 'Content-Type': 'application/offset+octet-stream' },
          video.slice(half),
          { csrf: false },
        )
      ).status,
    ).toBe(403);

    const rest = await patch(max, path, half, video.slice(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('Upload-Offset')).toBe(String(video.length));

    expect((await finish(lena, path)).status).toBe(404);
    const done = await finish(max, path);
    expect(done.status).toBe(200);
    const { meta } = (await done.json()) as { meta: { url: string; kind: string } };
    expect(meta.kind).toBe('video');
    const stored = new Uint8Array(await (await new Client(env.app).get(meta.url)).arrayBuffer());
    expect(stored.length).toBeGreaterThan(0);
    // Location data removed from the finished file, as from a file part.
    expect(contains(stored, XMP_GPS)).toBe(false);
    // The tus copy is gone once the file is the portal's.
    expect((await tus(max, 'HEAD', path)).status).toBe(404);
  });

  it('a finished upload that is no video or photo is refused by content and removed', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const path = await create(max, EXE_BYTES.length, 'tor.mp4');
    expect((await patch(max, path, 0, new Uint8Array(EXE_BYTES))).status).toBe(204);
    expect((await finish(max, path)).status).toBe(415);
    expect((await tus(max, 'HEAD', path)).status).toBe(404);
  });

  it('a file larger than the largest video is refused when it is announced', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const res = await tus(max, 'POST', RESUMABLE_PATH, {
      'Upload-Length': String(51 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });
});
