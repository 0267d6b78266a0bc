/**
 * The content loader's variants on the club and team pages (issue 27, spec §7 Generic content
 * loader), answered from the match data:
 *
 *   GET  /ajax/verein/{slug}/naechste-spiele        { html }: the club's next matches; Last-Modified
 *                                                   is the last kickoff that changed the list, an
 *                                                   If-Modified-Since at or after it gets 304
 *   POST /ajax/verein/{slug}/ergebnisse             form offset → { html, lastIndex, final }:
 *                                                   older results of the club
 *   GET  /ajax/mannschaft/{id}/spiele/-/offset/{n}?callback=…   JSONP { html, lastIndex, final }:
 *                                                   the team's later matches
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import type { Db } from '../db/types.ts';
import { clubBySlug } from '../repo/clubs.ts';
import { matchesOfTeam, teamById } from '../repo/favourites.ts';
import { matchesOfClub, type MatchRow } from '../repo/matches.ts';
import { matchTable } from '../views/components.ts';
import { clubNextCaption, MATCH_PAGE_SIZE, matchItems } from '../views/pages/matchLists.ts';

export { MATCH_PAGE_SIZE };
import { pathParams } from './discovery.ts';
import { st } from './helpers.ts';
import { count, form, intId, one, params, parse } from './validation.ts';

/** How far „load more“ may go (a club plays about 300 league matches over two seasons). */
const MAX_OFFSET = 600;
const SLUG = '{[a-z0-9-]{1,200}}';
/** A JSONP callback name: a plain (dotted) identifier, nothing that could run code. */
const CALLBACK = /^[A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){0,3}$/;

/**
 * When the club's next matches last changed: the list holds the matches from now on, so it
 * changes when a kickoff passes. The newest kickoff before `now` (whole seconds, as HTTP dates
 * carry them); the epoch for a club that never played.
 */
export async function clubNextChangedAt(db: Db, clubId: number, now: Date): Promise<Date> {
  const [row] = await db.query<{ changed: Date | null }>(
    `SELECT max(m.kickoff) AS changed FROM matches m
       JOIN teams ht ON ht.id = m.home_team_id JOIN teams gt ON gt.id = m.guest_team_id
       JOIN competitions co ON co.id = m.competition_id
     WHERE (ht.club_id = $1 OR gt.club_id = $1) AND co.format <> 'friendly' AND m.kickoff < $2`,
    [clubId, now],
  );
  const changed = row?.changed ? new Date(row.changed).getTime() : 0;
  return new Date(Math.floor(changed / 1000) * 1000);
}

/** One page of a longer list: the rows after `offset`, the last index and whether it was the end. */
function pageOf(rows: readonly MatchRow[], offset: number) {
  const page = rows.slice(offset, offset + MATCH_PAGE_SIZE);
  return {
    page,
    lastIndex: offset + page.length - 1,
    final: rows.length <= offset + MATCH_PAGE_SIZE,
  };
}

const moreForm = z.object({ offset: one(count(MAX_OFFSET)) });

export function registerMatchListRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db } = runtime.options;

  app.get(`/ajax/verein/:slug${SLUG}/naechste-spiele`, async (c) => {
    const club = await clubBySlug(db, c.req.param('slug'));
    if (!club)
      return c.json({ success: false, error: { message: 'Diesen Verein gibt es nicht.' } }, 404);
    const now = runtime.now();
    const changed = await clubNextChangedAt(db, club.id, now);
    c.header('Last-Modified', changed.toUTCString());
    c.header('Cache-Control', 'no-cache');
    const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
    if (Number.isFinite(since) && changed.getTime() <= since) return c.body(null, 304);
    const upcoming = await matchesOfClub(db, club.id, 'upcoming', now, MATCH_PAGE_SIZE);
    const table = matchTable(upcoming, clubNextCaption(club.name), {
      showCompetition: true,
      captionHidden: true,
      lang: st(c).lang,
    });
    return c.json({ html: table.toString() });
  });

  app.post(`/ajax/verein/:slug${SLUG}/ergebnisse`, async (c) => {
    const club = await clubBySlug(db, c.req.param('slug'));
    if (!club)
      return c.json({ success: false, error: { message: 'Diesen Verein gibt es nicht.' } }, 404);
    const { offset } = await form(c, moreForm);
    const rows = await matchesOfClub(
      db,
      club.id,
      'recent',
      runtime.now(),
      offset + MATCH_PAGE_SIZE + 1,
    );
    const { page, lastIndex, final } = pageOf(rows, offset);
    c.header('Cache-Control', 'no-store');
    return c.json({ html: matchItems(page, st(c).lang), lastIndex, final });
  });

  app.get('/ajax/mannschaft/:id{[0-9]+}/spiele/*', async (c) => {
    const { id } = params(c, z.object({ id: intId }));
    const callback = c.req.query('callback') ?? '';
    if (!CALLBACK.test(callback))
      return c.json({ success: false, error: { message: 'Ungültiger Callback.' } }, 400);
    const { offset } = parse(
      z.object({ offset: count(MAX_OFFSET).optional().default(0) }),
      pathParams(c.req.path),
    );
    const team = await teamById(db, id);
    if (!team)
      return c.json({ success: false, error: { message: 'Diese Mannschaft gibt es nicht.' } }, 404);
    const rows = await matchesOfTeam(
      db,
      team.id,
      'upcoming',
      runtime.now(),
      offset + MATCH_PAGE_SIZE + 1,
    );
    const { page, lastIndex, final } = pageOf(rows, offset);
    const body = JSON.stringify({ html: matchItems(page, st(c).lang), lastIndex, final });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    // The JSON sits inside the call; `/**/` keeps a callback name from starting the file.
    return c.body(`/**/${callback}(${body});`);
  });
}
