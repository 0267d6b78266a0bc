/**
 * Submissions and the profile photo (issue 14): goal of the week, category submission with a
 * released file as xid, the cropped profile photo, the picture source, pages and the admin list.
 * Answers are parsed with the widgets' own schemas (contract).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listResponse,
  submitResponse,
  uploadResponse,
} from '../../widgets/goal-of-the-week/src/api.ts';
import { EXE_BYTES, TINY_PNG } from './files/fixtures.ts';
import { letterSvg } from './routes/submissions.ts';
import { CATEGORIES, GOAL_VIDEOS } from './submissions/content.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
const filesDir = mkdtempSync(join(tmpdir(), 'anstoss-submissions-test-'));

beforeAll(async () => {
  env = await createTestEnv({ filesDir });
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const goal = (id: string) => ({
  id,
  scorer: 'Lena Krüger',
  playerclub: 'SV Blau-Weiß',
  foeclub: 'FC Rot',
  date: '2026-03-07',
  competition: 'Kreisliga A',
  minutes: '1',
  seconds: '42',
  aktion: 'tor-der-woche',
  woche: '202647',
});

const category = {
  scorer: 'Max Muster',
  email: 'max@example.org',
  contact: '',
  playerclub: 'SV Blau-Weiß',
  description: 'Sommerfest mit Elfmeterschießen',
  termstorwand: true,
  kat: CATEGORIES[2]!.kat,
  rubrik: CATEGORIES[2]!.rubrik,
  consents: ['veroeffentlichung', 'abgebildete'],
  quelle: 'web',
};

describe('goal of the week', () => {
  it('lists the videos in the widget’s schema', async () => {
    const res = await new Client(env.app).get('/ajax/tor-der-woche/videos.json');
    expect(res.status).toBe(200);
    const answer = listResponse.parse(await res.json());
    expect(answer.entries.map((e) => e.id)).toEqual(GOAL_VIDEOS.map((v) => v.id));
  });

  it('needs a login (401) and the CSRF token (403)', async () => {
    const guest = new Client(env.app);
    await guest.get('/tor-der-woche');
    expect((await guest.post('/ajax/tor-der-woche/einsenden', goal('tdw-2647-1'))).status).toBe(
      401,
    );
    const max = await Client.loggedIn(env.app, 'max');
    expect(
      (await max.post('/ajax/tor-der-woche/einsenden', goal('tdw-2647-1'), { csrf: false })).status,
    ).toBe(403);
  });

  it('stores a valid entry once; a second one for the same video is refused', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const first = await max.post('/ajax/tor-der-woche/einsenden', goal('tdw-2647-2'));
    expect(submitResponse.parse(await first.json())).toEqual({ success: true });
    const again = await max.post('/ajax/tor-der-woche/einsenden', goal('tdw-2647-2'));
    expect(again.status).toBe(409);
    expect(submitResponse.parse(await again.json()).error?.message).toMatch(/schon/);
  });

  it('checks the fields on the server too', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const bad = await max.post('/ajax/tor-der-woche/einsenden', {
      ...goal('tdw-2647-3'),
      minutes: '200',
      scorer: '  ',
    });
    expect(bad.status).toBe(400);
    expect(submitResponse.parse(await bad.json()).success).toBe(false);
    const unknown = await max.post('/ajax/tor-der-woche/einsenden', goal('gibt-es-nicht'));
    expect(unknown.status).toBe(404);
    const junk = await max.request('/ajax/tor-der-woche/einsenden', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': max.csrfToken() ?? '' },
      body: '{"id":',
    });
    expect(junk.status).toBe(400);
  });
});

describe('category submission', () => {
  async function releasedUpload(client: Client, release = true): Promise<string> {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(TINY_PNG)], 'fest.png'));
    form.set('mediastreamId', 'einsendungen');
    const up = uploadResponse.parse(await (await client.post('/ajax/hochladen', form)).json());
    const id = up.meta!.id!;
    if (release) {
      const rel = await client.post('/ajax/hochladen/freigeben', {
        id,
        title: 'Sommerfest',
        message: '',
        release: true,
      });
      expect(rel.status).toBe(200);
    }
    return id;
  }

  it('stores the form with the xid of a released file', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const xid = await releasedUpload(max);
    const res = await max.post('/ajax/einsenden', { ...category, xid });
    expect(submitResponse.parse(await res.json())).toEqual({ success: true });
  });

  it('refuses an unreleased or foreign file, a missing consent and an unknown rubric', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const unreleased = await releasedUpload(max, false);
    expect((await max.post('/ajax/einsenden', { ...category, xid: unreleased })).status).toBe(400);
    const lena = await Client.loggedIn(env.app, 'lena');
    const foreign = await releasedUpload(lena);
    expect((await max.post('/ajax/einsenden', { ...category, xid: foreign })).status).toBe(400);
    expect(
      (await max.post('/ajax/einsenden', { ...category, consents: ['veroeffentlichung'] })).status,
    ).toBe(400);
    expect((await max.post('/ajax/einsenden', { ...category, rubrik: 'quatsch' })).status).toBe(
      400,
    );
    expect((await max.post('/ajax/einsenden', { ...category, termstorwand: false })).status).toBe(
      400,
    );
  });
});

describe('profile photo and picture source', () => {
  function cropForm(file: Blob, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', new File([file], 'profile-image.png', { type: 'image/png' }));
    form.set('image', 'data:image/png;base64,iVBORw0KGgo=');
    form.set('comp', 'profilepicture');
    form.set('cropMetaData', JSON.stringify({ x: 10, y: 20, w: 235, h: 314 }));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  }

  it('stores the cropped PNG; the picture source "foto" then serves it', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const userId = max.cookie('FBDE_USER_ID')!;
    const before = await max.get(`/profil/bild/${userId}`);
    expect(before.headers.get('Content-Type')).toContain('image/svg+xml');
    const res = await max.post('/ajax/profil/foto', cropForm(new Blob([new Uint8Array(TINY_PNG)])));
    expect(res.status).toBe(200);
    const switched = await max.request('/ajax/profil/bildquelle?bildquelle=foto', {
      headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(await switched.json()).toEqual({ success: true });
    const picture = await max.get(`/profil/bild/${userId}`);
    expect(picture.status).toBe(302);
    const file = await max.get(picture.headers.get('Location')!);
    expect(file.headers.get('Content-Type')).toContain('image/png');
  });

  it('refuses a .exe renamed to .png (415), a missing crop and a guest (401)', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const exe = await max.post(
      '/ajax/profil/foto',
      cropForm(new Blob([new Uint8Array(EXE_BYTES)])),
    );
    expect(exe.status).toBe(415);
    const noCrop = await max.post(
      '/ajax/profil/foto',
      cropForm(new Blob([new Uint8Array(TINY_PNG)]), { cropMetaData: '{"x":' }),
    );
    expect(noCrop.status).toBe(400);
    const guest = new Client(env.app);
    await guest.get('/impressum');
    expect(
      (await guest.post('/ajax/profil/foto', cropForm(new Blob([new Uint8Array(TINY_PNG)]))))
        .status,
    ).toBe(401);
    expect(
      (await guest.get('/ajax/profil/bildquelle?bildquelle=foto', { Accept: 'application/json' }))
        .status,
    ).toBe(401);
    expect(
      (
        await max.get('/ajax/profil/bildquelle?bildquelle=quatsch', {
          'Sec-Fetch-Site': 'same-origin',
        })
      ).status,
    ).toBe(400);
  });

  it('the picture source changes only from a page of this origin (a GET that changes state)', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const userId = max.cookie('FBDE_USER_ID')!;
    const url = '/ajax/profil/bildquelle?bildquelle=verein';
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://evil.example' },
      {},
    ]) {
      const res = await max.get(url, { Accept: 'application/json', ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const before = await (await max.get(`/profil/bild/${userId}`)).text();
    expect(
      (await max.get(url, { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(200);
    expect(await (await max.get(`/profil/bild/${userId}`)).text()).not.toBe(before);
  });

  it("a minor's photo is shown to her and to moderators only, whatever the URL", async () => {
    const lena = await Client.loggedIn(env.app, 'lena');
    const userId = lena.cookie('FBDE_USER_ID')!;
    const res = await lena.post(
      '/ajax/profil/foto',
      cropForm(new Blob([new Uint8Array(TINY_PNG)])),
    );
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    await lena.get('/ajax/profil/bildquelle?bildquelle=foto', { 'Sec-Fetch-Site': 'same-origin' });
    const own = await lena.get(`/profil/bild/${userId}`);
    expect(own.status).toBe(302);
    expect((await lena.get(url)).status).toBe(200);
    const guest = new Client(env.app);
    const max = await Client.loggedIn(env.app, 'max');
    for (const other of [guest, max]) {
      const shown = await other.get(`/profil/bild/${userId}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('Content-Type')).toContain('image/svg+xml');
      const direct = await other.get(url);
      expect(direct.status).toBe(404);
    }
    const admin = await Client.loggedIn(env.app, 'verein');
    expect((await admin.get(`/profil/bild/${userId}`)).status).toBe(302);
    expect((await admin.get(url)).status).toBe(200);
  });

  it('a 25 MB photo is refused with 413 before it is read', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const big = new Uint8Array(25 * 1024 * 1024);
    big.set(TINY_PNG);
    const res = await max.post('/ajax/profil/foto', cropForm(new Blob([big])));
    expect(res.status).toBe(413);
  });

  it('the own profile page carries the crop and the source switch', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const userId = max.cookie('FBDE_USER_ID')!;
    const page = flat(await (await max.get(`/fanprofil/-/userid/${userId}`)).text());
    expect(page).toContain('data-widget="photo-upload"');
    expect(page).toContain('data-widget="profile-image-source"');
    const other = flat(
      await (await new Client(env.app).get(`/fanprofil/-/userid/${userId}`)).text(),
    );
    expect(other).not.toContain('data-widget="photo-upload"');
  });

  it('the letter picture shows the initials of the account button, and only letters', () => {
    expect(letterSvg('Max Mustermann', false)).toContain('>MM<');
    expect(letterSvg('<script>', false)).not.toContain('<script');
    expect(letterSvg('ännchen', true)).toContain('>Ä<');
    expect(letterSvg('***', false)).toContain('>?<');
  });
});

describe('pages and the admin list', () => {
  it('/tor-der-woche and /einsenden carry their widgets', async () => {
    const client = new Client(env.app);
    expect(flat(await (await client.get('/tor-der-woche')).text())).toContain(
      'data-widget="goal-of-the-week"',
    );
    expect(flat(await (await client.get('/einsenden')).text())).toContain(
      'data-widget="category-submission"',
    );
  });

  it('admins see the submissions; others do not', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    expect((await max.get('/admin/einsendungen')).status).toBe(403);
    expect((await new Client(env.app).get('/admin/einsendungen')).status).toBe(303);
    const admin = await Client.loggedIn(env.app, 'admin');
    const page = flat(await (await admin.get('/admin/einsendungen')).text());
    expect(page).toContain('Einsendungen');
    expect(page).toContain('Lena Krüger');
  });
});
