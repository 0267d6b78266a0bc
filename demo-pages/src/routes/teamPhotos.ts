/**
 * Team and club photos (issue 27; spec §3 Photo upload, §9 Crop presets): a club's officials
 * place pictures with the photo-upload widget, one per slot:
 *
 *   POST /ajax/mannschaft/{id}/foto        the team photo, preset `teampicture` (890×500)
 *   POST /ajax/mannschaft/{id}/highlight   the team's highlight photo, preset `teamhighlight` (890×500)
 *   POST /ajax/verein/{id}/foto            the club photo, preset `other` (445×250)
 *
 * multipart: file (the cropped PNG), image, comp, cropMetaData. The same checks as every other
 * upload: login (401), the CSRF token (app.ts), the role (officials of the team's or the club's
 * own club, 403), the body size before it is read (files/index.ts UPLOAD_BODY_LIMITS, 413), the
 * type by content and the size through `checkUpload(…, PHOTO_RULES)` (415, 413). The preset is
 * checked too: `comp` must be the slot's and the picture exactly its size (400). A new photo
 * replaces the old one of the same slot.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import {
  checkUpload,
  filesByRef,
  filesOf,
  PHOTO_RULES,
  removeUpload,
  saveUpload,
  type FileRow,
} from '../files/index.ts';
import type { SessionUser } from '../repo/users.ts';
import { personal, st, type AppContext } from './helpers.ts';
import { photoFields } from './submissions.ts';
import { intId, params, readForm } from './validation.ts';

/** One place for a picture: what it is stored as, its crop preset (spec §9) and its texts. */
export interface PhotoSlot {
  /** files.purpose; files.ref is the team's or the club's id. */
  purpose: string;
  comp: 'teampicture' | 'teamhighlight' | 'other';
  width: number;
  height: number;
  /** The picture's name in the route's messages („Das Mannschaftsfoto …“). */
  name: string;
  /** „Bitte wähle den Ausschnitt für …“. */
  forWhat: string;
}

export const TEAM_PHOTO_SLOT: PhotoSlot = {
  purpose: 'team-photo',
  comp: 'teampicture',
  width: 890,
  height: 500,
  name: 'Das Mannschaftsfoto',
  forWhat: 'ein Mannschaftsfoto',
};
export const TEAM_HIGHLIGHT_SLOT: PhotoSlot = {
  purpose: 'team-highlight',
  comp: 'teamhighlight',
  width: 890,
  height: 500,
  name: 'Das Highlight-Foto',
  forWhat: 'ein Highlight-Foto',
};
export const CLUB_PHOTO_SLOT: PhotoSlot = {
  purpose: 'club-photo',
  comp: 'other',
  width: 445,
  height: 250,
  name: 'Das Vereinsfoto',
  forWhat: 'ein Vereinsfoto',
};

export const TEAM_PHOTO = TEAM_PHOTO_SLOT.purpose;
/** Spec §9 Crop presets: teampicture, aspect 1.78, sent as 890×500. */
export const TEAM_PHOTO_PRESET = { comp: 'teampicture', width: 890, height: 500 } as const;

export const teamPhotoUrl = (teamId: number) => `/ajax/mannschaft/${teamId}/foto`;
export const teamHighlightUrl = (teamId: number) => `/ajax/mannschaft/${teamId}/highlight`;
export const clubPhotoUrl = (clubId: number) => `/ajax/verein/${clubId}/foto`;

/** Only the officials of the team's own club (role club); no other member, however trusted. */
export function mayEditTeamPhoto(
  user: Pick<SessionUser, 'role' | 'clubId'> | null,
  team: { clubId: number },
): boolean {
  if (!user) return false;
  return user.role === 'club' && user.clubId !== null && user.clubId === team.clubId;
}

async function clubOfTeam(runtime: AppRuntime, teamId: number): Promise<number | null> {
  const rows = await runtime.options.db.query<{ clubId: number }>(
    `SELECT club_id AS "clubId" FROM teams WHERE id = $1`,
    [teamId],
  );
  return rows[0]?.clubId ?? null;
}

async function clubExists(runtime: AppRuntime, clubId: number): Promise<number | null> {
  const rows = await runtime.options.db.query<{ id: number }>(
    `SELECT id FROM clubs WHERE id = $1`,
    [clubId],
  );
  return rows[0]?.id ?? null;
}

/** The slot's photo for `ref` (the newest, should an older one have survived) or null. */
export async function slotPhotoOf(
  runtime: AppRuntime,
  slot: PhotoSlot,
  ref: number,
): Promise<FileRow | null> {
  const files = await filesOf(runtime);
  const rows = await filesByRef(files.db, slot.purpose, String(ref));
  return rows.reduce<FileRow | null>(
    (newest, row) => (newest && newest.createdAt >= row.createdAt ? newest : row),
    null,
  );
}

/** The team's photo or null. */
export const teamPhotoOf = (runtime: AppRuntime, teamId: number) =>
  slotPhotoOf(runtime, TEAM_PHOTO_SLOT, teamId);

/** What a page needs for one slot: the photo, and whether this visitor may replace it. */
export async function slotPhotoFor(
  runtime: AppRuntime,
  slot: PhotoSlot,
  ref: number,
  clubId: number | null,
  user: SessionUser | null,
): Promise<{ photo: FileRow | null; mayUpload: boolean }> {
  return {
    photo: await slotPhotoOf(runtime, slot, ref),
    mayUpload: clubId !== null && mayEditTeamPhoto(user, { clubId }),
  };
}

/** The team photo and whether this visitor may replace it. */
export async function teamPhotoFor(runtime: AppRuntime, teamId: number, user: SessionUser | null) {
  return slotPhotoFor(runtime, TEAM_PHOTO_SLOT, teamId, await clubOfTeam(runtime, teamId), user);
}

/** The team's highlight photo and whether this visitor may replace it. */
export async function teamHighlightFor(
  runtime: AppRuntime,
  teamId: number,
  user: SessionUser | null,
) {
  return slotPhotoFor(
    runtime,
    TEAM_HIGHLIGHT_SLOT,
    teamId,
    await clubOfTeam(runtime, teamId),
    user,
  );
}

type Status = 400 | 401 | 403 | 404 | 413 | 415;
const fail = (c: AppContext, message: string, status: Status = 400) =>
  c.json({ success: false, error: { message } }, status);

/**
 * One slot's upload: `owner` finds the club that owns `ref` (null: no such team or club). Every
 * check runs before the file is stored; the slot's older photo goes once the new one is saved.
 */
async function savePhoto(
  c: AppContext,
  runtime: AppRuntime,
  slot: PhotoSlot,
  owner: (ref: number) => Promise<number | null>,
  missing: string,
) {
  personal(c);
  const user = st(c).user;
  if (!user) return fail(c, 'Bitte melde dich an.', 401);
  const { id } = params(c, z.object({ id: intId }));
  const clubId = await owner(id);
  if (clubId === null) return fail(c, missing, 404);
  if (!mayEditTeamPhoto(user, { clubId }))
    return fail(c, `${slot.name} dürfen nur Verantwortliche des Vereins ändern.`, 403);
  const body = await readForm(c, { files: true });
  const meta = photoFields.safeParse(body);
  if (!meta.success || meta.data.comp !== slot.comp)
    return fail(c, `Bitte wähle den Ausschnitt für ${slot.forWhat}.`);
  const file = await checkUpload(body.file, PHOTO_RULES);
  if (!file.ok) return fail(c, file.message, file.status);
  if (file.width !== slot.width || file.height !== slot.height)
    return fail(c, `${slot.name} muss ${slot.width}×${slot.height} Pixel groß sein.`);
  const files = await filesOf(runtime);
  const older = await filesByRef(files.db, slot.purpose, String(id));
  const { url } = await saveUpload(files, user, file, {
    purpose: slot.purpose,
    ref: String(id),
    title: meta.data.comp,
    description: JSON.stringify(meta.data.cropMetaData),
  });
  for (const row of older) await removeUpload(files, row.id);
  return c.json({ success: true, url });
}

export function registerTeamPhotoRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const team = (id: number) => clubOfTeam(runtime, id);
  const noTeam = 'Diese Mannschaft gibt es nicht.';
  app.post('/ajax/mannschaft/:id/foto', (c) =>
    savePhoto(c, runtime, TEAM_PHOTO_SLOT, team, noTeam),
  );
  app.post('/ajax/mannschaft/:id/highlight', (c) =>
    savePhoto(c, runtime, TEAM_HIGHLIGHT_SLOT, team, noTeam),
  );
  app.post('/ajax/verein/:id/foto', (c) =>
    savePhoto(
      c,
      runtime,
      CLUB_PHOTO_SLOT,
      (id) => clubExists(runtime, id),
      'Diesen Verein gibt es nicht.',
    ),
  );
}
