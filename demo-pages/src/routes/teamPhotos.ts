/**
 * Team photos (issue 27; spec §3 Photo upload, §9 Crop presets): a club's officials place the
 * team photo on the team page with the photo-upload widget's `teampicture` preset (890×500).
 *
 *   POST /ajax/mannschaft/{id}/foto   multipart: file (the cropped PNG), image, comp, cropMetaData
 *
 * The same checks as every other upload: login (401), the CSRF token (app.ts), the role (officials
 * of the team's club, 403), the body size before it is read
 * (files/index.ts UPLOAD_BODY_LIMITS, 413), the type by content and the size through
 * `checkUpload(…, PHOTO_RULES)` (415, 413). The preset is checked too: `comp` must be
 * `teampicture` and the picture exactly 890×500 (400). A new photo replaces the old one.
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

export const TEAM_PHOTO = 'team-photo';
/** Spec §9 Crop presets: teampicture, aspect 1.78, sent as 890×500. */
export const TEAM_PHOTO_PRESET = { comp: 'teampicture', width: 890, height: 500 } as const;

export const teamPhotoUrl = (teamId: number) => `/ajax/mannschaft/${teamId}/foto`;

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

/** The team's photo (the newest, should an older one have survived) or null. */
export async function teamPhotoOf(runtime: AppRuntime, teamId: number): Promise<FileRow | null> {
  const files = await filesOf(runtime);
  const rows = await filesByRef(files.db, TEAM_PHOTO, String(teamId));
  return rows.reduce<FileRow | null>(
    (newest, row) => (newest && newest.createdAt >= row.createdAt ? newest : row),
    null,
  );
}

/** What the team page needs: the photo, and whether this visitor may replace it. */
export async function teamPhotoFor(
  runtime: AppRuntime,
  teamId: number,
  user: SessionUser | null,
): Promise<{ photo: FileRow | null; mayUpload: boolean }> {
  const clubId = await clubOfTeam(runtime, teamId);
  return {
    photo: await teamPhotoOf(runtime, teamId),
    mayUpload: clubId !== null && mayEditTeamPhoto(user, { clubId }),
  };
}

type Status = 400 | 401 | 403 | 404 | 413 | 415;
const fail = (c: AppContext, message: string, status: Status = 400) =>
  c.json({ success: false, error: { message } }, status);

export function registerTeamPhotoRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  app.post('/ajax/mannschaft/:id/foto', async (c) => {
    personal(c);
    const user = st(c).user;
    if (!user) return fail(c, 'Bitte melde dich an.', 401);
    const { id } = params(c, z.object({ id: intId }));
    const clubId = await clubOfTeam(runtime, id);
    if (clubId === null) return fail(c, 'Diese Mannschaft gibt es nicht.', 404);
    if (!mayEditTeamPhoto(user, { clubId }))
      return fail(c, 'Das Mannschaftsfoto dürfen nur Verantwortliche des Vereins ändern.', 403);
    const body = await readForm(c, { files: true });
    const meta = photoFields.safeParse(body);
    if (!meta.success || meta.data.comp !== TEAM_PHOTO_PRESET.comp)
      return fail(c, 'Bitte wähle den Ausschnitt für ein Mannschaftsfoto.');
    const file = await checkUpload(body.file, PHOTO_RULES);
    if (!file.ok) return fail(c, file.message, file.status);
    if (file.width !== TEAM_PHOTO_PRESET.width || file.height !== TEAM_PHOTO_PRESET.height)
      return fail(
        c,
        `Das Mannschaftsfoto muss ${TEAM_PHOTO_PRESET.width}×${TEAM_PHOTO_PRESET.height} Pixel groß sein.`,
      );
    const files = await filesOf(runtime);
    const older = await filesByRef(files.db, TEAM_PHOTO, String(id));
    const { url } = await saveUpload(files, user, file, {
      purpose: TEAM_PHOTO,
      ref: String(id),
      title: meta.data.comp,
      description: JSON.stringify(meta.data.cropMetaData),
    });
    for (const row of older) await removeUpload(files, row.id);
    return c.json({ success: true, url });
  });
}
