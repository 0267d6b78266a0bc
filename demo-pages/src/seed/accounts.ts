/**
 * Demo accounts (all with the password 'anstoss'), generated fan accounts (no password, they
 * only own profiles), the header-warning setting and the surveys.
 */
import { addDays, berlinTime } from '../logic/dates.ts';
import type { Club, Survey, Team, User } from './model.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names.ts';
import type { Rng } from './prng.ts';
import { DEFAULT_ASSOCIATION_ID, TT } from './lookups.ts';

export const DEMO_PASSWORD = 'anstoss';

export const DEMO_ACCOUNTS = [
  {
    id: '10001',
    username: 'lena',
    displayName: 'Lena K.',
    ageYears: 14,
    role: 'player',
    isAdmin: false,
  },
  {
    id: '10002',
    username: 'max',
    displayName: 'Max Mustermann',
    ageYears: 34,
    role: 'fan',
    isAdmin: false,
  },
  {
    id: '10003',
    username: 'verein',
    displayName: 'Vereinsadmin',
    ageYears: 52,
    role: 'club',
    isAdmin: true,
  },
  {
    id: '10004',
    username: 'admin',
    displayName: 'Portal-Redaktion',
    ageYears: 41,
    role: 'fan',
    isAdmin: true,
  },
] as const;

export const DEMO_SETTINGS: Record<string, string> = {
  header_warning_active: '1',
  header_warning_title: 'Unwetterwarnung',
  header_warning_text:
    'Wegen angekündigter Sturmböen können am Wochenende Spiele kurzfristig abgesagt werden. Bitte informiere dich bei deinem Verein.',
};

export function demoSurveys(): Survey[] {
  return [
    {
      id: 1,
      slug: 'startseite-2026',
      name: 'FBDE_SURVEY_startseite_2026',
      segment: 'index',
      title: 'Wie gefällt dir die neue Startseite?',
      intro:
        'Wir entwickeln das Portal weiter und möchten wissen, was dir wichtig ist. Die Umfrage dauert nur eine Minute.',
      question: 'Wie zufrieden bist du mit der neuen Startseite?',
      options: ['Sehr zufrieden', 'Zufrieden', 'Teils, teils', 'Unzufrieden'],
      active: true,
      en: {
        title: 'How do you like the new home page?',
        intro:
          'We are developing the portal further and would like to know what matters to you. The survey takes just a minute.',
        question: 'How satisfied are you with the new home page?',
        options: ['Very satisfied', 'Satisfied', 'Partly', 'Dissatisfied'],
      },
    },
    {
      id: 2,
      slug: 'news-2026',
      name: 'FBDE_SURVEY_news_2026',
      segment: 'news',
      title: 'Welche Nachrichten liest du am liebsten?',
      intro: 'Hilf uns, die Nachrichten aus deiner Region noch besser zu machen.',
      question: 'Welche Themen interessieren dich am meisten?',
      options: ['Spielberichte', 'Vereinsnachrichten', 'Schiedsrichter', 'Trainingstipps'],
      active: true,
      en: {
        title: 'Which news do you like to read most?',
        intro: 'Help us make the news from your region even better.',
        question: 'Which topics interest you most?',
        options: ['Match reports', 'Club news', 'Referees', 'Training tips'],
      },
    },
    {
      id: 3,
      slug: 'vereinsseiten-2026',
      name: 'FBDE_SURVEY_verein_2026',
      segment: 'verein',
      title: 'Vereinsseiten',
      intro: 'Was fehlt dir auf den Vereinsseiten?',
      question: 'Was sollen Vereinsseiten zusätzlich zeigen?',
      options: ['Trainingszeiten', 'Ansprechpartner', 'Fotos', 'Anfahrt'],
      active: false,
      en: {
        title: 'Club pages',
        intro: 'What is missing on the club pages?',
        question: 'What else should club pages show?',
        options: ['Training times', 'Contact persons', 'Photos', 'Directions'],
      },
    },
  ];
}

interface UsersInput {
  anchor: string;
  clubs: Club[];
  teams: Team[];
  fanCount: number;
}

/** Birth date such that the person is `years` old on `anchor` (birthday 100 days ago). */
function birthDateForAge(anchor: string, years: number): string {
  const birthdayThisYear = addDays(anchor, -100);
  const year = Number(birthdayThisYear.slice(0, 4)) - years;
  const monthDay = birthdayThisYear.slice(4);
  // 29 February does not exist in every year.
  return monthDay === '-02-29' ? `${year}-02-28` : `${year}${monthDay}`;
}

export function demoUsers(
  rng: Rng,
  input: UsersInput,
): { users: User[]; favourites: { userId: string; teamId: number }[] } {
  const users: User[] = [];
  const favourites: { userId: string; teamId: number }[] = [];
  const herren = input.teams.filter((t) => t.teamTypeId === TT.herren && t.number === 1);
  // Demo accounts belong to the portal's home region, so their pages link to local clubs.
  const homeClubs = input.clubs.filter((c) => c.associationId === DEFAULT_ASSOCIATION_ID);
  const local = homeClubs.length > 0 ? homeClubs : input.clubs;
  for (const account of DEMO_ACCOUNTS) {
    const club = account.username === 'verein' ? local[0] : rng.pick(local);
    users.push({
      id: account.id,
      username: account.username,
      displayName: account.displayName,
      password: DEMO_PASSWORD,
      birthDate: birthDateForAge(input.anchor, account.ageYears),
      role: account.role,
      isAdmin: account.isAdmin,
      clubId: club?.id ?? null,
      bio:
        account.username === 'lena'
          ? 'Ich spiele bei den B-Juniorinnen im Mittelfeld und trainiere dreimal pro Woche.'
          : account.username === 'verein'
            ? `Offizieller Zugang des ${club?.name ?? 'Vereins'}.`
            : 'Fußballfan seit meiner Kindheit. Am liebsten stehe ich sonntags am Sportplatz.',
      createdAt: berlinTime(addDays(input.anchor, -rng.int(200, 2000)), 12, 0),
    });
  }
  for (let i = 0; i < input.fanCount; i++) {
    const female = rng.chance(0.4);
    const first = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const club = rng.pick(input.clubs);
    users.push({
      id: String(10100 + i),
      username: `fan${10100 + i}`,
      displayName: `${first} ${last.charAt(0)}.`,
      password: null,
      birthDate: birthDateForAge(input.anchor, rng.int(12, 70)),
      role: rng.chance(0.3) ? 'player' : 'fan',
      isAdmin: false,
      clubId: club.id,
      bio: rng.pick([
        'Treuer Fan meines Heimatvereins.',
        'Spiele selbst in der Kreisliga und schaue gern bei den Nachbarn vorbei.',
        'Pfeife selbst jedes Wochenende als Schiedsrichter.',
        'Jugendtrainer und Statistik-Fan.',
      ]),
      createdAt: berlinTime(addDays(input.anchor, -rng.int(10, 2500)), 12, 0),
    });
  }
  for (const user of users) {
    const picks = rng.shuffle(herren).slice(0, rng.int(1, 4));
    for (const team of picks) favourites.push({ userId: user.id, teamId: team.id });
  }
  return { users, favourites };
}
