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
let ownClub: { id: number; slug: string };
let otherClub: { id: number; slug: string };
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
  [ownClub] = (await env.db.query<{ id: number; slug: string }>(
    `SELECT c.id, c.slug FROM clubs c JOIN users u ON u.club_id = c.id WHERE u.username = 'verein'`,
  )) as [{ id: number; slug: string }];
  [otherClub] = (await env.db.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM clubs WHERE id <> $1 ORDER BY id LIMIT 1`,
    [ownClub.id],
  )) as [{ id: number; slug: string }];
}, 120_000);
afterAll(async () => {
  await env?.db.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1b6e35' } })
    .png()
    .toBuffer();

async function cropForm(
  file: Uint8Array,
  fields: Record<string, string> = {},
  comp = 'teampicture',
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file)], 'profile-image.png', { type: 'image/png' }));
  form.set('image', 'data:image/png;base64,iVBORw0KGgo=');
  form.set('comp', comp);
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

describe('the team’s highlight photo (teamhighlight) and the club photo (other)', () => {
  const highlight = (team: number) => `/ajax/mannschaft/${team}/highlight`;
  const clubPhoto = (club: number) => `/ajax/verein/${club}/foto`;

  it('the official places both; the team and club pages show them to a guest, without the uploads', async () => {
    const official = await Client.loggedIn(env.app, 'verein');
    const teamPage = flat(await (await official.get(`/mannschaft/${ownTeam}`)).text());
    expect(teamPage).toContain(`data-photo-upload-form-action="${highlight(ownTeam)}"`);
    expect(teamPage).toContain('data-comp="teamhighlight"');
    expect(teamPage).toContain('Noch kein Highlight-Foto.');
    const clubPage = flat(await (await official.get(`/verein/${ownClub.slug}`)).text());
    expect(clubPage).toContain(`data-photo-upload-form-action="${clubPhoto(ownClub.id)}"`);
    expect(clubPage).toContain('data-comp="other"');
    expect(clubPage).toContain('Noch kein Vereinsfoto.');

    const h = await official.post(
      highlight(ownTeam),
      await cropForm(await png(890, 500), {}, 'teamhighlight'),
    );
    expect(h.status).toBe(200);
    const k = await official.post(
      clubPhoto(ownClub.id),
      await cropForm(await png(445, 250), {}, 'other'),
    );
    expect(k.status).toBe(200);
    const stored = await official.get(((await k.json()) as { url: string }).url);
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      width: 445,
      height: 250,
    });
    const highlightId = ((await h.json()) as { url: string }).url.replace(
      /^\/dateien\/|\.png$/g,
      '',
    );

    const guest = new Client(env.app);
    const guestTeam = flat(await (await guest.get(`/mannschaft/${ownTeam}`)).text());
    expect(guestTeam).toContain('Highlight-Foto von');
    expect(guestTeam).toContain(`/dateien/${highlightId}-420.`);
    expect(guestTeam).not.toContain('data-widget="photo-upload"');
    const guestClub = flat(await (await guest.get(`/verein/${ownClub.slug}`)).text());
    expect(guestClub).toContain('Vereinsfoto von');
    expect(guestClub).not.toContain('data-widget="photo-upload"');
    // The highlight is its own slot: its picture is named as the highlight, not as the team photo.
    const pictures = guestTeam.match(new RegExp(`<img[^>]*/dateien/${highlightId}-[^>]*>`, 'g'));
    // (the responsive picture and its no-script copy)
    expect(pictures?.length).toBeGreaterThan(0);
    for (const picture of pictures ?? []) expect(picture).toContain('alt="Highlight-Foto von');
  });

  it('refuses a guest (401), a fan and an official of another club (403), unknown teams and clubs (404)', async () => {
    const teamForm = await cropForm(await png(890, 500), {}, 'teamhighlight');
    const clubForm = await cropForm(await png(445, 250), {}, 'other');
    const guest = new Client(env.app);
    await guest.get('/impressum');
    expect((await guest.post(highlight(ownTeam), teamForm)).status).toBe(401);
    expect((await guest.post(clubPhoto(ownClub.id), clubForm)).status).toBe(401);
    const max = await Client.loggedIn(env.app, 'max');
    expect((await max.post(highlight(ownTeam), teamForm)).status).toBe(403);
    expect((await max.post(clubPhoto(ownClub.id), clubForm)).status).toBe(403);
    expect(flat(await (await max.get(`/verein/${ownClub.slug}`)).text())).not.toContain(
      'data-widget="photo-upload"',
    );
    const official = await Client.loggedIn(env.app, 'verein');
    expect((await official.post(highlight(otherTeam), teamForm)).status).toBe(403);
    expect((await official.post(clubPhoto(otherClub.id), clubForm)).status).toBe(403);
    expect(flat(await (await official.get(`/verein/${otherClub.slug}`)).text())).not.toContain(
      'data-widget="photo-upload"',
    );
    expect((await official.post(highlight(99_999_999), teamForm)).status).toBe(404);
    expect((await official.post(clubPhoto(99_999_999), clubForm)).status).toBe(404);
    // Without the CSRF header nothing is stored, whoever asks.
    expect((await official.post(clubPhoto(ownClub.id), clubForm, { csrf: false })).status).toBe(
      403,
    );
  });

  it('each slot takes only its own preset and size', async () => {
    const official = await Client.loggedIn(env.app, 'verein');
    expect(
      (await official.post(highlight(ownTeam), await cropForm(await png(890, 500)))).status,
    ).toBe(400);
    expect(
      (await official.post(clubPhoto(ownClub.id), await cropForm(await png(890, 500), {}, 'other')))
        .status,
    ).toBe(400);
    const wrong = await official.post(
      clubPhoto(ownClub.id),
      await cropForm(await png(445, 250), {}, 'teampicture'),
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toContain(
      'Vereinsfoto',
    );
    expect(
      (
        await official.post(
          clubPhoto(ownClub.id),
          await cropForm(new Uint8Array(EXE_BYTES), {}, 'other'),
        )
      ).status,
    ).toBe(415);
  });
});
