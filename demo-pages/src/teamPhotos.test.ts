/**
 * Team photos (issue 27): the club's official places the team photo (preset teampicture, 890×500)
 * on the team page; the route refuses guests, other members, officials of other clubs, a wrong
 * preset or size, and files that are no picture; the page shows the saved photo to everyone and
 * the upload only to the officials.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES } from './files/fixtures.ts';
import { mayEditTeamPhoto } from './routes/teamPhotos.ts';
import { Client, createTestEnv, flat, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
let ownTeam: number;
let otherTeam: number;
const filesDir = mkdtempSync(join(tmpdir(), 'anstoss-team-photo-test-'));

beforeAll(async () => {
  env = await createTestEnv({ filesDir });
  const [own] = await env.db.query<{ id: number }>(
    `SELECT t.id FROM teams t JOIN users u ON u.club_id = t.club_id WHERE u.username = 'verein' ORDER BY t.id LIMIT 1`,
  );
  const [other] = await env.db.query<{ id: number }>(
    `SELECT t.id FROM teams t WHERE t.club_id <> (SELECT club_id FROM users WHERE username = 'verein') ORDER BY t.id LIMIT 1`,
  );
  ownTeam = own!.id;
  otherTeam = other!.id;
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1b6e35' } })
    .png()
    .toBuffer();

async function cropForm(file: Uint8Array, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file)], 'profile-image.png', { type: 'image/png' }));
  form.set('image', 'data:image/png;base64,iVBORw0KGgo=');
  form.set('comp', 'teampicture');
  form.set('cropMetaData', JSON.stringify({ x: 0, y: 12, w: 1600, h: 899 }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const url = (team: number) => `/ajax/mannschaft/${team}/foto`;

describe('who may place a team photo', () => {
  it('only an official (role club) of the team’s own club', () => {
    expect(mayEditTeamPhoto({ role: 'club', clubId: 7 }, { clubId: 7 })).toBe(true);
    expect(mayEditTeamPhoto({ role: 'club', clubId: 8 }, { clubId: 7 })).toBe(false);
    expect(mayEditTeamPhoto({ role: 'fan', clubId: 7 }, { clubId: 7 })).toBe(false);
    expect(mayEditTeamPhoto({ role: 'club', clubId: null }, { clubId: 7 })).toBe(false);
    expect(mayEditTeamPhoto(null, { clubId: 7 })).toBe(false);
  });
});

describe('POST /ajax/mannschaft/{id}/foto', () => {
  it('the official’s photo is stored at 890×500 and shown on the team page for everyone', async () => {
    const official = await Client.loggedIn(env.app, 'verein');
    const before = flat(await (await official.get(`/mannschaft/${ownTeam}`)).text());
    expect(before).toContain('data-widget="photo-upload"');
    expect(before).toContain(`data-photo-upload-form-action="${url(ownTeam)}"`);
    expect(before).toContain('data-comp="teampicture"');
    expect(before).toContain('Noch kein Mannschaftsfoto.');

    const res = await official.post(url(ownTeam), await cropForm(await png(890, 500)));
    expect(res.status).toBe(200);
    const { url: saved } = (await res.json()) as { url: string };
    const stored = await official.get(saved);
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      width: 890,
      height: 500,
    });

    const guestPage = flat(await (await new Client(env.app).get(`/mannschaft/${ownTeam}`)).text());
    expect(guestPage).toContain('Mannschaftsfoto von');
    const id = saved.replace(/^\/dateien\/|\.png$/g, '');
    expect(guestPage).toContain(`/dateien/${id}-420.`);
    expect(guestPage).not.toContain('data-widget="photo-upload"');

    // A second photo replaces the first.
    const again = await official.post(url(ownTeam), await cropForm(await png(890, 500)));
    expect(again.status).toBe(200);
    expect((await official.get(saved)).status).toBe(404);
  });

  it('refuses a guest (401), a fan and an official of another club (403), and offers them no upload', async () => {
    const form = await cropForm(await png(890, 500));
    const guest = new Client(env.app);
    await guest.get('/impressum');
    expect((await guest.post(url(ownTeam), form)).status).toBe(401);
    const max = await Client.loggedIn(env.app, 'max');
    expect((await max.post(url(ownTeam), form)).status).toBe(403);
    expect(flat(await (await max.get(`/mannschaft/${ownTeam}`)).text())).not.toContain(
      'data-widget="photo-upload"',
    );
    const official = await Client.loggedIn(env.app, 'verein');
    expect((await official.post(url(otherTeam), form)).status).toBe(403);
    expect(flat(await (await official.get(`/mannschaft/${otherTeam}`)).text())).not.toContain(
      'data-widget="photo-upload"',
    );
    expect((await official.post(url(99_999_999), form)).status).toBe(404);
  });

  it('checks the preset, the size and the content through the upload path', async () => {
    const official = await Client.loggedIn(env.app, 'verein');
    const profile = await official.post(
      url(ownTeam),
      await cropForm(await png(890, 500), { comp: 'profilepicture' }),
    );
    expect(profile.status).toBe(400);
    const small = await official.post(url(ownTeam), await cropForm(await png(445, 250)));
    expect(small.status).toBe(400);
    expect(((await small.json()) as { error: { message: string } }).error.message).toContain(
      '890×500',
    );
    const exe = await official.post(url(ownTeam), await cropForm(new Uint8Array(EXE_BYTES)));
    expect(exe.status).toBe(415);
    const big = new Uint8Array(25 * 1024 * 1024);
    big.set(await png(890, 500));
    expect((await official.post(url(ownTeam), await cropForm(big))).status).toBe(413);
  });
});
