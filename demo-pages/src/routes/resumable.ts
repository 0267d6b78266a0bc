/**
 * Resumable uploads (issue 27): the tus protocol (tus.io, `@tus/server` with its file store) under
 * /ajax/hochladen/fortsetzbar/. A large video travels in chunks; after a dropped connection the
 * browser asks how far it got (HEAD) and sends the rest (PATCH from that offset).
 *
 * The tus store only holds bytes. Nothing in it is a file of the portal until the widget finishes
 * the upload through the ordinary upload route with `resumable=<id>` instead of a file part
 * (`finishedResumable`): that route runs every check it runs on a multipart file (type by
 * content, size, location data removed, login, CSRF) on the finished bytes, then deletes them here.
 *
 * Every request is a member's: creating needs a login (the owner is written into the upload by
 * the server, never taken from the client's metadata), and HEAD, PATCH and DELETE answer only the
 * owner, so an upload's id alone gives nobody else access.
 */
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Hono } from 'hono';
import type { AppEnv, AppRuntime } from '../context.ts';
import { limitOf, MEDIA_RULES } from '../files/index.ts';
import { st, type AppContext } from './helpers.ts';

export const RESUMABLE_PATH = '/ajax/hochladen/fortsetzbar';
/** Set by this module on the request it hands to the tus server; a client's copy is removed. */
const OWNER_HEADER = 'x-anstoss-upload-owner';
const ID = /^[0-9a-f]{32}$/;

const LOGIN_NEEDED = 'Bitte melde dich an, um Dateien hochzuladen.';

interface Resumable {
  server: Server;
  store: FileStore;
  directory: string;
}

const perRuntime = new WeakMap<AppRuntime, Resumable>();

function resumableOf(runtime: AppRuntime): Resumable {
  let found = perRuntime.get(runtime);
  if (!found) {
    // Beside the files folder, not in it: a new seed empties that folder (files/repo.ts).
    const directory = runtime.options.filesDir
      ? join(dirname(runtime.options.filesDir), 'fortsetzbar')
      : mkdtempSync(join(tmpdir(), 'anstoss-resumable-'));
    const store = new FileStore({ directory });
    const server = new Server({
      path: RESUMABLE_PATH,
      datastore: store,
      relativeLocation: true,
      maxSize: limitOf('video', MEDIA_RULES),
      onUploadCreate: async (req, upload) => {
        const owner = req.headers.get(OWNER_HEADER);
        if (!owner) throw { status_code: 401, body: LOGIN_NEEDED };
        // Only what the finishing route reads; the owner is the session's, whatever was sent.
        const name = upload.metadata?.filename ?? 'datei';
        return { metadata: { filename: name.slice(0, 200), owner } };
      },
    });
    found = { server, store, directory };
    perRuntime.set(runtime, found);
  }
  return found;
}

/** The upload id in a tus URL path (`…/fortsetzbar/<id>`), or null. */
function idOf(path: string): string | null {
  const last = path.slice(RESUMABLE_PATH.length + 1);
  return ID.test(last) ? last : null;
}

async function ownerOf(resumable: Resumable, id: string): Promise<string | null> {
  try {
    const upload = await resumable.store.getUpload(id);
    return upload.metadata?.owner ?? null;
  } catch {
    return null;
  }
}

export function registerResumableRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const handle = async (c: AppContext) => {
    const user = st(c).user;
    if (!user) return c.json({ success: false, error: { message: LOGIN_NEEDED } }, 401);
    const resumable = resumableOf(runtime);
    if (c.req.method !== 'POST' && c.req.method !== 'OPTIONS') {
      const id = idOf(c.req.path);
      // Somebody else's upload answers as if it did not exist.
      if (!id || (await ownerOf(resumable, id)) !== user.id) return c.body(null, 404);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(OWNER_HEADER, user.id);
    const request = new Request(c.req.raw, { headers });
    return resumable.server.handleWeb(request);
  };
  app.all(RESUMABLE_PATH, handle);
  app.all(`${RESUMABLE_PATH}/*`, handle);
}

/**
 * The bytes of a finished resumable upload of `userId` as a File for the ordinary checks, or an
 * answer saying why not. `release()` deletes them from the tus store once the route is done.
 */
export async function finishedResumable(
  runtime: AppRuntime,
  userId: string,
  id: string,
): Promise<
  | { ok: true; file: File; release: () => Promise<void> }
  | { ok: false; status: 400 | 404; message: string }
> {
  if (!ID.test(id)) return { ok: false, status: 400, message: 'Unbekannter Upload.' };
  const resumable = resumableOf(runtime);
  let upload;
  try {
    upload = await resumable.store.getUpload(id);
  } catch {
    return { ok: false, status: 404, message: 'Diese Datei gibt es nicht (mehr).' };
  }
  if (upload.metadata?.owner !== userId)
    return { ok: false, status: 404, message: 'Diese Datei gibt es nicht (mehr).' };
  if (upload.size === undefined || upload.offset !== upload.size)
    return {
      ok: false,
      status: 400,
      message: 'Die Datei ist noch nicht vollständig hochgeladen.',
    };
  const bytes = await readFile(join(resumable.directory, id));
  const file = new File([bytes], upload.metadata.filename ?? 'datei');
  return { ok: true, file, release: () => resumable.store.remove(id) };
}
