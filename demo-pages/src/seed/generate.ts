/**
 * Generates the whole demo data set from a seed and an anchor day, without touching a database.
 * Same seed and anchor give exactly the same rows. Dates are relative to the anchor (the day of
 * seeding) so the current season always has played matches and upcoming ones: matchday 13 of
 * every league falls on the weekend after the anchor.
 */
import { addDays, berlinTime, sundayOnOrAfter } from '../logic/dates.ts';
import { slugify, uniqueSlug } from '../logic/slug.ts';
import { clubColors, clubName, villageName } from './clubs.ts';
import { newsPictureNumber } from './pictures.ts';
import { demoSurveys, demoUsers, DEMO_SETTINGS } from './accounts.ts';
import {
  COMPETITION_TYPES,
  CT,
  CURRENT_SEASON_ID,
  DEFAULT_ASSOCIATION_ID,
  LEAGUES,
  LG,
  NEWS_CATEGORIES,
  PREVIOUS_SEASON_ID,
  SEASONS,
  TEAM_TYPES,
  TT,
} from './lookups.ts';
import type {
  Area,
  Club,
  Competition,
  CompetitionFormat,
  Dataset,
  Match,
  News,
  Player,
  Team,
} from './model.ts';
import {
  FEMALE_FIRST_NAMES,
  GROUND_NAMES,
  GROUND_STREETS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
} from './names.ts';
import { fixedNews } from './fixedNews.ts';
import { matchReport, templatedNews, type NewsText } from './newsText.ts';
import { ASSOCIATIONS, type AssociationDef } from './places.ts';
import { createRng, type Rng } from './prng.ts';
import { cupRoundNames, doubleRoundRobin, roundRobin } from './schedule.ts';

export interface SeedOptions {
  seed: number;
  /** 'YYYY-MM-DD', the day the data is generated for (today in Berlin by default). */
  anchor: string;
  /** 'full' for the server, 'tiny' (one region, two Kreise) for fast tests. */
  size: 'full' | 'tiny';
}

export const DEFAULT_SEED = 20252026;

/** The matchday that falls on the first weekend after the anchor (1..12 are played). */
const UPCOMING_MATCHDAY = 13;

const ROMAN = ['', '', ' II', ' III'];

interface SeasonCalendar {
  seasonId: string;
  /** Sunday of matchday 1. */
  firstSunday: string;
}

export function generateDataset(options: SeedOptions): Dataset {
  const root = createRng(options.seed);
  const tiny = options.size === 'tiny';
  const anchorInstant = berlinTime(options.anchor, 0, 0);
  const currentFirstSunday = addDays(
    sundayOnOrAfter(addDays(options.anchor, 1)),
    -7 * (UPCOMING_MATCHDAY - 1),
  );
  const calendars: SeasonCalendar[] = [
    { seasonId: PREVIOUS_SEASON_ID, firstSunday: addDays(currentFirstSunday, -364) },
    { seasonId: CURRENT_SEASON_ID, firstSunday: currentFirstSunday },
  ];

  const areas: Area[] = [];
  const clubs: Club[] = [];
  const teams: Team[] = [];
  const players: Player[] = [];
  const competitions: Competition[] = [];
  const competitionTeams: { competitionId: string; teamId: number }[] = [];
  const matches: Match[] = [];
  const clubNames = new Set<string>();
  const clubSlugs = new Set<string>();
  const competitionSlugs = new Set<string>();
  const teamsById = new Map<number, Team>();
  const clubsById = new Map<number, Club>();
  let areaSeq = 1000;

  const associationsInScope = tiny
    ? ASSOCIATIONS.filter((a) => a.id === DEFAULT_ASSOCIATION_ID)
    : ASSOCIATIONS;

  // ---- areas, clubs, teams, players --------------------------------------------------------
  for (const def of associationsInScope) {
    const rng = root.fork(`assoc:${def.id}`);
    const verband: Area = {
      id: `_${areaSeq++}`,
      associationId: def.id,
      kind: 'verband',
      name: def.name,
      parentId: null,
      sort: 0,
    };
    areas.push(verband);
    const bezirke = tiny
      ? [
          {
            name: def.bezirke[0]?.name ?? def.name,
            kreise: (def.bezirke[0]?.kreise ?? []).slice(0, 2),
          },
        ]
      : def.bezirke;
    const kreisCount = bezirke.reduce((n, b) => n + b.kreise.length, 0);
    let kreisIndex = 0;
    bezirke.forEach((b, bi) => {
      const bezirk: Area = {
        id: `_${areaSeq++}`,
        associationId: def.id,
        kind: 'bezirk',
        name: b.name,
        parentId: verband.id,
        sort: bi + 1,
      };
      areas.push(bezirk);
      b.kreise.forEach((k, ki) => {
        const kreis: Area = {
          id: `_${areaSeq++}`,
          associationId: def.id,
          kind: 'kreis',
          name: k,
          parentId: bezirk.id,
          sort: ki + 1,
        };
        areas.push(kreis);
        const realTowns = def.towns.filter((_, i) => i % kreisCount === kreisIndex);
        addClubs(rng.fork(`kreis:${k}`), def, kreis, realTowns, tiny ? 10 : 18);
        kreisIndex++;
      });
    });
  }

  function addClubs(
    rng: Rng,
    def: AssociationDef,
    kreis: Area,
    realTowns: string[],
    count: number,
  ) {
    for (let i = 0; i < count; i++) {
      const town =
        i < realTowns.length
          ? (realTowns[i] as string)
          : def.flavor === 'city'
            ? rng.pick(def.towns)
            : villageName(rng, def.flavor);
      const founded = rng.int(1885, 1985);
      let name = clubName(rng, town, founded);
      for (let tries = 0; clubNames.has(name) && tries < 6; tries++)
        name = clubName(rng, town, founded);
      if (clubNames.has(name)) name = `${name} ${founded}`;
      if (clubNames.has(name)) continue;
      clubNames.add(name);
      const club: Club = {
        id: clubs.length + 1,
        slug: uniqueSlug(slugify(name), clubSlugs),
        name,
        shortName: town.length <= 16 ? town : town.slice(0, 15) + '.',
        town,
        founded,
        colors: clubColors(rng),
        ground: `${rng.pick(GROUND_NAMES)} ${town}, ${rng.pick(GROUND_STREETS)} ${rng.int(1, 60)}`,
        associationId: def.id,
        areaId: kreis.id,
      };
      clubs.push(club);
      clubsById.set(club.id, club);
      const plan: [string, number, number][] = [
        [TT.herren, 1, 1],
        [TT.herren, 2, 0.4],
        [TT.frauen, 1, 0.3],
        [TT.aJunioren, 1, 0.5],
        [TT.bJunioren, 1, 0.55],
      ];
      for (const [teamTypeId, number, probability] of plan) {
        if (!rng.chance(probability)) continue;
        const team: Team = {
          id: teams.length + 1,
          clubId: club.id,
          teamTypeId,
          number,
          name: `${name}${ROMAN[number] ?? ''}`,
          strength: Math.round((0.7 + rng.next() * 0.9) * 100) / 100,
        };
        teams.push(team);
        teamsById.set(team.id, team);
        addPlayers(rng, team);
      }
    }
  }

  function addPlayers(rng: Rng, team: Team) {
    const female = team.teamTypeId === TT.frauen;
    const [minYear, maxYear] =
      team.teamTypeId === TT.aJunioren
        ? [2007, 2008]
        : team.teamTypeId === TT.bJunioren
          ? [2009, 2010]
          : [1986, 2006];
    const jerseys = rng.shuffle(Array.from({ length: 30 }, (_, i) => i + 1));
    const positions = [
      'Tor',
      'Abwehr',
      'Abwehr',
      'Abwehr',
      'Abwehr',
      'Mittelfeld',
      'Mittelfeld',
      'Mittelfeld',
      'Mittelfeld',
      'Sturm',
      'Sturm',
    ];
    const size = tiny ? 11 : 14;
    // One name per person in a squad: a line-up, a ticker or a substitution that names two
    // players alike reads as one player twice. A name drawn twice takes the next surname of the
    // list instead (no further draw, so every other seeded row stays as it was).
    const taken = new Set<string>();
    for (let i = 0; i < size; i++) {
      const firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      let lastName = rng.pick(LAST_NAMES);
      for (let next = LAST_NAMES.indexOf(lastName); taken.has(`${firstName} ${lastName}`);)
        lastName = LAST_NAMES[(next = (next + 1) % LAST_NAMES.length)] as string;
      taken.add(`${firstName} ${lastName}`);
      players.push({
        id: players.length + 1,
        teamId: team.id,
        firstName,
        lastName,
        jerseyNr: i === 0 ? 1 : (jerseys[i] as number) === 1 ? 31 : (jerseys[i] as number),
        position: i === 0 ? 'Tor' : (positions[i % positions.length] as string),
        birthYear: rng.int(minYear, maxYear),
        isNotPublic: rng.chance(0.1),
      });
    }
  }

  // ---- competitions and matches ------------------------------------------------------------
  const areasByParent = new Map<string, Area[]>();
  for (const area of areas) {
    if (!area.parentId) continue;
    const list = areasByParent.get(area.parentId) ?? [];
    list.push(area);
    areasByParent.set(area.parentId, list);
  }
  const clubsByArea = new Map<string, Club[]>();
  for (const club of clubs) {
    const list = clubsByArea.get(club.areaId) ?? [];
    list.push(club);
    clubsByArea.set(club.areaId, list);
  }
  const teamsByClub = new Map<number, Team[]>();
  for (const team of teams) {
    const list = teamsByClub.get(team.clubId) ?? [];
    list.push(team);
    teamsByClub.set(team.clubId, list);
  }
  const seasonShort = (seasonId: string) => seasonId.slice(1);

  function teamsIn(areaIds: string[], teamTypeId: string, number?: number): Team[] {
    const out: Team[] = [];
    for (const areaId of areaIds)
      for (const club of clubsByArea.get(areaId) ?? [])
        for (const team of teamsByClub.get(club.id) ?? [])
          if (team.teamTypeId === teamTypeId && (number === undefined || team.number === number))
            out.push(team);
    return out;
  }

  function addCompetition(
    def: AssociationDef,
    seasonId: string,
    area: Area,
    leagueId: string,
    teamTypeId: string,
    format: CompetitionFormat,
    name: string,
    entrants: Team[],
  ): Competition {
    const teamTypeLabel = TEAM_TYPES.find((t) => t.id === teamTypeId)?.label ?? '';
    const suffix = teamTypeId === TT.herren ? 'herren' : '';
    const base = slugify(`${name} ${suffix} ${seasonShort(seasonId)}`);
    let slug = base;
    if (competitionSlugs.has(slug))
      slug = slugify(`${name} ${def.name} ${teamTypeLabel} ${seasonShort(seasonId)}`);
    slug = uniqueSlug(slug, competitionSlugs);
    const competition: Competition = {
      id: `_${slug}`,
      slug,
      url: `/wettbewerb/${slug}`,
      name,
      seasonId,
      associationId: def.id,
      competitionTypeId: LEAGUES.find((l) => l.id === leagueId)?.competitionTypeId ?? CT.league,
      teamTypeId,
      leagueId,
      areaId: area.id,
      format,
    };
    competitions.push(competition);
    for (const team of entrants)
      competitionTeams.push({ competitionId: competition.id, teamId: team.id });
    return competition;
  }

  // About 180,000 kick-offs fall on a few hundred days: each date shift is worked out once.
  const shiftedDays = new Map<string, string>();
  function shiftDays(date: string, days: number): string {
    const key = `${date}${days}`;
    let shifted = shiftedDays.get(key);
    if (shifted === undefined) {
      shifted = addDays(date, days);
      shiftedDays.set(key, shifted);
    }
    return shifted;
  }

  function kickoffFor(rng: Rng, sunday: string, team: Team): Date {
    const roll = rng.next();
    switch (team.teamTypeId) {
      case TT.frauen:
        return berlinTime(sunday, roll < 0.7 ? 11 : 13, 0);
      case TT.aJunioren:
        return berlinTime(shiftDays(sunday, -1), roll < 0.6 ? 15 : 13, 0);
      case TT.bJunioren:
        return berlinTime(shiftDays(sunday, -1), roll < 0.6 ? 13 : 11, 0);
      default:
        if (roll < 0.12) return berlinTime(shiftDays(sunday, -2), 19, 30);
        if (roll < 0.25) return berlinTime(shiftDays(sunday, -1), 16, 0);
        return berlinTime(
          sunday,
          team.number > 1 ? 13 : 15,
          team.number > 1 ? 0 : rng.chance(0.3) ? 30 : 0,
        );
    }
  }

  function venueOf(team: Team): string {
    return clubsById.get(team.clubId)?.ground ?? 'Sportplatz';
  }

  function result(rng: Rng, home: Team, guest: Team) {
    const homeGoals = rng.poisson(1.45 * (home.strength / guest.strength) ** 0.8);
    const guestGoals = rng.poisson(1.15 * (guest.strength / home.strength) ** 0.8);
    let homeHt = 0;
    let guestHt = 0;
    for (let g = 0; g < homeGoals; g++) if (rng.chance(0.45)) homeHt++;
    for (let g = 0; g < guestGoals; g++) if (rng.chance(0.45)) guestHt++;
    return { homeGoals, guestGoals, homeHt, guestHt };
  }

  function pushMatch(
    rng: Rng,
    competition: Competition,
    matchday: number,
    roundLabel: string,
    kickoff: Date,
    home: Team,
    guest: Team,
    decisive = false,
  ): Match {
    const played = kickoff.getTime() < anchorInstant.getTime();
    let r = played ? result(rng, home, guest) : null;
    if (r && decisive && r.homeGoals === r.guestGoals) {
      // Cups need a winner: the stronger side scores late.
      if (home.strength >= guest.strength) r = { ...r, homeGoals: r.homeGoals + 1 };
      else r = { ...r, guestGoals: r.guestGoals + 1 };
    }
    const match: Match = {
      id: matches.length + 1,
      competitionId: competition.id,
      matchday,
      roundLabel,
      kickoff,
      homeTeamId: home.id,
      guestTeamId: guest.id,
      homeGoals: r ? r.homeGoals : null,
      guestGoals: r ? r.guestGoals : null,
      homeGoalsHt: r ? r.homeHt : null,
      guestGoalsHt: r ? r.guestHt : null,
      venue: venueOf(home),
    };
    matches.push(match);
    return match;
  }

  function league(rng: Rng, cal: SeasonCalendar, competition: Competition, entrants: Team[]) {
    for (const p of doubleRoundRobin(entrants.length)) {
      const home = entrants[p.home] as Team;
      const guest = entrants[p.guest] as Team;
      const sunday = shiftDays(cal.firstSunday, 7 * (p.round - 1));
      pushMatch(
        rng,
        competition,
        p.round,
        `${p.round}. Spieltag`,
        kickoffFor(rng, sunday, home),
        home,
        guest,
      );
    }
  }

  function cup(rng: Rng, cal: SeasonCalendar, competition: Competition, entrants: Team[]) {
    let alive = entrants;
    const names = cupRoundNames(entrants.length);
    names.forEach((roundName, r) => {
      if (alive.length < 2) return;
      const wednesday = addDays(cal.firstSunday, 28 * r + 3);
      const next: Team[] = [];
      let allPlayed = true;
      for (let i = 0; i + 1 < alive.length; i += 2) {
        const home = alive[i] as Team;
        const guest = alive[i + 1] as Team;
        const m = pushMatch(
          rng,
          competition,
          r + 1,
          roundName,
          berlinTime(wednesday, 19, 0),
          home,
          guest,
          true,
        );
        if (m.homeGoals === null || m.guestGoals === null) allPlayed = false;
        else next.push(m.homeGoals > m.guestGoals ? home : guest);
      }
      // Later rounds are drawn only once everybody in this round is known.
      alive = allPlayed ? next : [];
    });
  }

  function tournament(rng: Rng, cal: SeasonCalendar, competition: Competition, entrants: Team[]) {
    const saturday = addDays(cal.firstSunday, 7 * 18 - 1);
    roundRobin(entrants.length).forEach((p, i) => {
      const home = entrants[p.home] as Team;
      const guest = entrants[p.guest] as Team;
      const minutes = 10 * 60 + i * 20;
      pushMatch(
        rng,
        competition,
        1,
        'Vorrunde',
        berlinTime(saturday, Math.floor(minutes / 60), minutes % 60),
        home,
        guest,
      );
    });
  }

  function friendlies(rng: Rng, cal: SeasonCalendar, competition: Competition, pool: Team[]) {
    const picks = rng.shuffle(pool).slice(0, 16);
    for (let i = 0; i + 1 < picks.length; i += 2) {
      const home = picks[i] as Team;
      const guest = picks[i + 1] as Team;
      const day = addDays(cal.firstSunday, -rng.int(3, 24));
      pushMatch(
        rng,
        competition,
        1,
        'Testspiel',
        berlinTime(day, rng.pick([14, 16, 18, 19]), 0),
        home,
        guest,
      );
    }
  }

  for (const def of associationsInScope) {
    const verband = areas.find((a) => a.associationId === def.id && a.kind === 'verband');
    if (!verband) continue;
    const bezirke = areasByParent.get(verband.id) ?? [];
    for (const cal of calendars) {
      const rng = root.fork(`competitions:${def.id}:${cal.seasonId}`);
      const add = (
        area: Area,
        leagueId: string,
        teamTypeId: string,
        format: CompetitionFormat,
        name: string,
        entrants: Team[],
      ) => {
        const c = addCompetition(
          def,
          cal.seasonId,
          area,
          leagueId,
          teamTypeId,
          format,
          name,
          entrants,
        );
        if (format === 'league') league(rng, cal, c, entrants);
        else if (format === 'cup') cup(rng, cal, c, entrants);
        else if (format === 'tournament') tournament(rng, cal, c, entrants);
        else friendlies(rng, cal, c, entrants);
      };
      const kreisIds = bezirke.flatMap((b) => (areasByParent.get(b.id) ?? []).map((k) => k.id));
      const taken = new Set<number>();
      const take = (pool: Team[], count: number) => {
        const picked = rng.shuffle(pool.filter((t) => !taken.has(t.id))).slice(0, count);
        for (const t of picked) taken.add(t.id);
        return picked;
      };
      const byStrength = (list: Team[]) =>
        [...list].sort((a, b) => b.strength - a.strength || a.id - b.id);

      // Herren: Landesliga (strongest of the region) -> Bezirksliga -> Kreisliga A -> Kreisliga B.
      const firstTeams = teamsIn(kreisIds, TT.herren, 1);
      if (!tiny) {
        const landesliga = take(byStrength(firstTeams).slice(0, 24), 16);
        if (landesliga.length >= 8)
          add(verband, LG.landesliga, TT.herren, 'league', `Landesliga ${def.name}`, landesliga);
        for (const bezirk of bezirke) {
          const ids = (areasByParent.get(bezirk.id) ?? []).map((k) => k.id);
          const pool = byStrength(teamsIn(ids, TT.herren, 1).filter((t) => !taken.has(t.id))).slice(
            0,
            22,
          );
          const bezirksliga = take(pool, 16);
          if (bezirksliga.length >= 8)
            add(
              bezirk,
              LG.bezirksliga,
              TT.herren,
              'league',
              `Bezirksliga ${bezirk.name}`,
              bezirksliga,
            );
        }
      }
      for (const bezirk of bezirke) {
        for (const kreis of areasByParent.get(bezirk.id) ?? []) {
          const first = teamsIn([kreis.id], TT.herren, 1);
          const a = take(first, 14);
          if (a.length >= 6)
            add(kreis, LG.kreisligaA, TT.herren, 'league', `Kreisliga A ${kreis.name}`, a);
          const b = take([...first, ...teamsIn([kreis.id], TT.herren, 2)], 12);
          if (b.length >= 6)
            add(kreis, LG.kreisligaB, TT.herren, 'league', `Kreisliga B ${kreis.name}`, b);
          const cupTeams = rng.shuffle(first).slice(0, first.length >= 16 ? 16 : 8);
          if (cupTeams.length >= 8)
            add(kreis, LG.kreispokal, TT.herren, 'cup', `Kreispokal ${kreis.name}`, cupTeams);
          const hall = rng.shuffle(first).slice(0, 6);
          if (hall.length === 6)
            add(
              kreis,
              LG.halle,
              TT.herren,
              'tournament',
              `Hallenkreismeisterschaft ${kreis.name}`,
              hall,
            );
          add(
            kreis,
            LG.freundschaft,
            TT.herren,
            'friendly',
            `Freundschaftsspiele ${kreis.name}`,
            teamsIn([kreis.id], TT.herren),
          );
          const bJun = take(teamsIn([kreis.id], TT.bJunioren), 10);
          if (bJun.length >= 5)
            add(
              kreis,
              LG.kreisliga,
              TT.bJunioren,
              'league',
              `B-Junioren Kreisliga ${kreis.name}`,
              bJun,
            );
        }
        const ids = (areasByParent.get(bezirk.id) ?? []).map((k) => k.id);
        const aJun = take(teamsIn(ids, TT.aJunioren), 12);
        if (aJun.length >= 6)
          add(
            bezirk,
            LG.bezirksliga,
            TT.aJunioren,
            'league',
            `A-Junioren Bezirksliga ${bezirk.name}`,
            aJun,
          );
        const women = take(teamsIn(ids, TT.frauen), 12);
        if (women.length >= 5)
          add(
            bezirk,
            LG.bezirksliga,
            TT.frauen,
            'league',
            `Frauen-Bezirksliga ${bezirk.name}`,
            women,
          );
      }
      if (!tiny) {
        const cupPool = rng.shuffle(firstTeams);
        const size = cupPool.length >= 32 ? 32 : 16;
        add(
          verband,
          LG.verbandspokal,
          TT.herren,
          'cup',
          `Verbandspokal ${def.name}`,
          cupPool.slice(0, size),
        );
      }
    }
  }

  // ---- news ----------------------------------------------------------------------------------
  const news = generateNews(root.fork('news'), {
    anchor: options.anchor,
    count: tiny ? 40 : 420,
    areas,
    clubs,
    competitions,
    matches,
    teamsById,
    clubsById,
    anchorInstant,
  });

  const { users, favourites } = demoUsers(root.fork('users'), {
    anchor: options.anchor,
    clubs,
    teams,
    fanCount: tiny ? 6 : 40,
  });

  return {
    associations: ASSOCIATIONS.map((a, i) => ({
      id: a.id,
      name: a.name,
      slug: a.slug,
      sort: i + 1,
    })),
    seasons: SEASONS,
    competitionTypes: COMPETITION_TYPES,
    teamTypes: TEAM_TYPES,
    leagues: LEAGUES,
    areas,
    clubs,
    teams,
    players,
    competitions,
    competitionTeams,
    matches,
    newsCategories: NEWS_CATEGORIES,
    news,
    users,
    favourites,
    settings: { ...DEMO_SETTINGS },
    surveys: demoSurveys(),
  };
}

interface NewsInput {
  anchor: string;
  anchorInstant: Date;
  count: number;
  areas: Area[];
  clubs: Club[];
  competitions: Competition[];
  matches: Match[];
  teamsById: Map<number, Team>;
  clubsById: Map<number, Club>;
}

// Club names that read well after "der", "beim", "des" in German sentences.
const FEMININE_OR_PLURAL = /^(SG|SpVgg|DJK|TSG|TuRa|Sportfreunde) /;

function generateNews(rng: Rng, input: NewsInput): News[] {
  const slugs = new Set<string>();
  const fixed = fixedNews(input.anchor, input.count + 1, slugs);
  const news: News[] = [];
  const person = (female = false) =>
    `${rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const sentenceClubs = input.clubs.filter((c) => !FEMININE_OR_PLURAL.test(c.name));
  const areasById = new Map(input.areas.map((a) => [a.id, a]));
  const competitionsById = new Map(input.competitions.map((c) => [c.id, c]));
  const reportable = input.matches.filter((m) => {
    if (
      m.homeGoals === null ||
      m.kickoff.getTime() < input.anchorInstant.getTime() - 150 * 86400000
    )
      return false;
    const c = competitionsById.get(m.competitionId);
    return c !== undefined && c.format === 'league' && c.seasonId === CURRENT_SEASON_ID;
  });
  const categories = NEWS_CATEGORIES.map((c) => c.id);

  for (let i = 0; i < input.count; i++) {
    const category = i % 3 === 0 && reportable.length > 0 ? 'report' : rng.pick(categories);
    let text: NewsText;
    let club: Club | undefined;
    let publishedAt: Date;
    let categoryId = category;
    if (category === 'report') {
      const m = rng.pick(reportable);
      const home = input.teamsById.get(m.homeTeamId);
      const guest = input.teamsById.get(m.guestTeamId);
      const competition = competitionsById.get(m.competitionId);
      club = home ? input.clubsById.get(home.clubId) : undefined;
      text = matchReport(rng, {
        home: home?.name ?? '',
        guest: guest?.name ?? '',
        homeGoals: m.homeGoals ?? 0,
        guestGoals: m.guestGoals ?? 0,
        competition: competition?.name ?? '',
        scorer: person(competition?.teamTypeId === TT.frauen),
        minute: rng.int(3, 89),
        town: club?.town ?? '',
      });
      categoryId =
        competition?.teamTypeId === TT.frauen
          ? 'frauen'
          : competition?.teamTypeId === TT.herren
            ? 'herren'
            : 'junioren';
      // Reports appear the evening after the match.
      publishedAt = new Date(m.kickoff.getTime() + rng.int(3, 20) * 3600000);
    } else {
      club = rng.pick(sentenceClubs);
      const other = rng.pick(
        sentenceClubs
          .filter((c) => c.areaId === club?.areaId && c.id !== club?.id)
          .concat(sentenceClubs.slice(0, 1)),
      );
      const kreis = areasById.get(club.areaId);
      const leagueComp = input.competitions.find(
        (c) => c.areaId === club?.areaId && c.leagueId === LG.kreisligaA,
      );
      text = templatedNews(rng, category, {
        club: club.name,
        club2: other.name,
        town: club.town,
        kreis: kreis?.name ?? '',
        verband: ASSOCIATIONS.find((a) => a.id === club?.associationId)?.name ?? '',
        person: person(),
        person2: person(),
        personF: person(true),
        league: leagueComp?.name ?? 'Kreisliga A',
        few: rng.int(3, 8),
        many: rng.int(40, 150),
        days: rng.int(7, 21),
        year: 2009 + rng.int(0, 3),
      });
      const daysBack = Math.floor(rng.next() ** 1.6 * 150) + 1;
      publishedAt = berlinTime(
        addDays(input.anchor, -daysBack),
        rng.int(7, 21),
        rng.pick([0, 15, 30, 45]),
      );
    }
    if (publishedAt.getTime() > input.anchorInstant.getTime())
      publishedAt = new Date(input.anchorInstant.getTime() - 3600000);
    const id = i + 1;
    news.push({
      id,
      slug: uniqueSlug(slugify(text.title).slice(0, 80).replace(/-+$/, ''), slugs),
      title: text.title,
      teaser: text.teaser,
      body: text.paragraphs.join('\n\n'),
      categoryId,
      associationId: club?.associationId ?? null,
      areaId: club?.areaId ?? null,
      clubId: club?.id ?? null,
      author: rng.pick(['Redaktion', person(), person(true), 'Pressestelle']),
      publishedAt,
      // The picture shows what the article is about: its category's scene, in its own colour.
      imageHue: newsPictureNumber(rng.int(0, 359), category, id),
    });
  }
  // Generated slugs come first and never take a fixed one (they are reserved before the loop).
  return [...news, ...fixed];
}
