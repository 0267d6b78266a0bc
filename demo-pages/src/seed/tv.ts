/**
 * TV data (issue 15): the video magazine's entries. Own tables beside the shared schema, created
 * on first use and seeded again whenever the main data set was (re)seeded (like the community).
 * Deterministic: fixed slugs and ids, a fixed PRNG seed, times counted back from the moment the
 * main data set was seeded (the app's clock, ANSTOSS_NOW in tests). The first entry (sort 0) is
 * the video of the week. Hostile and incomplete entries are part of the seed: one without any video
 * source, one with HTML in title and description, one on the third-party sports player page.
 */
import type { Db, Queryable, SqlValue } from '../db/types.ts';
import { createRng } from './prng.ts';

export const TV_SQL = `
CREATE TABLE IF NOT EXISTS tv_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS tv_entries (
  id text PRIMARY KEY, slug text NOT NULL UNIQUE, sort int NOT NULL UNIQUE, title text NOT NULL,
  description text NOT NULL, image_hue int, clip text, qualities text NOT NULL,
  third_party boolean NOT NULL, votes_average real, votes_total int NOT NULL,
  context_href text, context_name text, published_at timestamptz NOT NULL);
`;

/** Clips the player origin serves (demo-pages/src/assets/tv/{clip}-{quality}.webm). */
export const TV_CLIPS = ['clip1', 'clip2', 'clip3'] as const;
export const TV_QUALITIES = ['src', 'src_medium', 'src_high'] as const;
export type TvQuality = (typeof TV_QUALITIES)[number];

/** Fixed slugs the browser tests use. */
export const TV_SLUGS = {
  week: 'tor-der-woche-fallrueckzieher',
  noVideo: 'pressekonferenz-ohne-video',
  hostile: 'html-im-titel',
  thirdParty: 'sport-tv-regionalliga-live',
  mediumOnly: 'kabinenansprache-mittel',
} as const;

export const TV_XSS_TITLE = '<img src=x onerror=alert("xss-tv-title")>Trickschuss aus 40 Metern';
export const TV_XSS_DESCRIPTION =
  '<p>Ein Schuss wie aus dem Lehrbuch <script>alert("xss-tv-script")</script><img src=x onerror=alert("xss-tv-img")> – <a href="javascript:alert(\'xss-tv-link\')">mehr</a> und <b>fett</b>.</p>';

/** The clips' titles with the line under each (no line repeats its title). */
const TOPICS: [title: string, description: string][] = [
  [
    'Derbysieg in der Kreisliga',
    'Ausverkaufter Sportplatz, zwei Tore nach der Pause und eine Kurve, die bis zum Abpfiff singt.',
  ],
  [
    'Elfmeterschießen im Pokal',
    'Zehn Schützen, ein gehaltener Strafstoß und ein Torwart, der zum Helden des Abends wird.',
  ],
  [
    'Die Paraden des Spieltags',
    'Reflexe auf der Linie, Fäuste unter der Latte: die besten Torhüteraktionen vom Wochenende.',
  ],
  [
    'Jugendturnier in der Halle',
    'Sechzehn Teams, kurze Spiele und viel Tempo auf dem Hallenboden.',
  ],
  [
    'Flutlichtspiel am Freitag',
    'Unter Flutlicht wird das Nachholspiel zur Abwehrschlacht, bis eine Ecke alles entscheidet.',
  ],
  [
    'Aufstiegsfeier des SV Blau-Weiß',
    'Bierdusche für den Trainer und ein Autokorso durchs Dorf: Bilder einer langen Nacht.',
  ],
  [
    'Trainerstimmen nach dem Spiel',
    'Was beide Seitenlinien zum Spiel sagen, ungeschnitten aus der Pressekonferenz.',
  ],
  [
    'Freistoßtor in der Nachspielzeit',
    'Zwanzig Meter, über die Mauer, in den Winkel – und der Ausgleich in letzter Sekunde.',
  ],
  [
    'Frauen-Landesliga: Spitzenspiel',
    'Erster gegen Zweiter: ein Spiel auf Augenhöhe mit einem späten Siegtreffer.',
  ],
  [
    'Altherren-Cup am Sonntag',
    'Erfahrung schlägt Tempo: Die Ü40-Teams zeigen, dass sie das Toreschießen nicht verlernt haben.',
  ],
  ['Kopfballtor nach Eckball', 'Die Flanke kommt scharf, der Innenverteidiger steigt am höchsten.'],
  ['Die schönsten Tore im März', 'Zehn Treffer aus allen Ligen der Region, von euch gewählt.'],
  [
    'Torwarttraining mit den Profis',
    'Ein Nachmittag mit Torwarttrainern aus dem Profibereich: Übungen zum Nachmachen.',
  ],
  [
    'Fair-Play-Szene des Monats',
    'Ein Stürmer gibt zu, dass er nicht gefoult wurde – und der Schiedsrichter nimmt den Strafstoß zurück.',
  ],
  [
    'Kreispokal: Außenseiter siegt',
    'Die Kreisliga-Elf wirft den Bezirksligisten raus und feiert mit ihren Fans auf dem Rasen.',
  ],
  [
    'Neuer Kunstrasen eingeweiht',
    'Nach zwei Jahren Planung rollt der Ball: der Verein und die Gemeinde beim ersten Anstoß.',
  ],
  [
    'B-Jugend: Solo über den Platz',
    'Ballgewinn am eigenen Strafraum, fünf Gegenspieler stehen gelassen, eiskalt abgeschlossen.',
  ],
  [
    'Schiedsrichter im Porträt',
    'Seit zwanzig Jahren an der Pfeife: ein Unparteiischer über Ehrenamt und schwierige Entscheidungen.',
  ],
  [
    'Eigentor des Jahres?',
    'Ein Rückpass, ein Missverständnis und ein Ball, der sich ins eigene Tor verirrt.',
  ],
  [
    'Hallenmasters: das Finale',
    'Das Endspiel des Hallenturniers mit Verlängerung und einem Siegtreffer kurz vor Schluss.',
  ],
];
const CONTEXTS: [href: string, name: string][] = [
  ['/wettbewerbe', 'Wettbewerbe'],
  ['/news', 'Nachrichten'],
  ['/vereine', 'Vereine'],
];

export interface TvSeedRow {
  id: string;
  slug: string;
  sort: number;
  title: string;
  description: string;
  imageHue: number | null;
  clip: string | null;
  qualities: TvQuality[];
  thirdParty: boolean;
  votesAverage: number | null;
  votesTotal: number;
  contextHref: string | null;
  contextName: string | null;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The entries, in magazine order (sort 0 = video of the week). Pure: the same list every time. */
export function tvSeedRows(): TvSeedRow[] {
  const rng = createRng(1515);
  const rows: TvSeedRow[] = [];
  const add = (row: Omit<TvSeedRow, 'id' | 'sort'>) => {
    const sort = rows.length;
    // Opaque ids as the portal sends them: 32 characters, not numeric.
    const id = `02TV${String(sort).padStart(4, '0')}${'Q7K2M9X4B8N1V5C3Z6L0P2R8'}`.slice(0, 32);
    rows.push({ ...row, id, sort });
  };
  add({
    slug: TV_SLUGS.week,
    title: 'Tor der Woche: Fallrückzieher in der Nachspielzeit',
    description:
      '<p>Der <strong>Fallrückzieher</strong> in der 93. Minute entscheidet das Derby. Eure Wahl zum Tor der Woche.</p>',
    imageHue: 20,
    clip: 'clip3',
    qualities: [...TV_QUALITIES],
    thirdParty: false,
    votesAverage: 4.6,
    votesTotal: 128,
    contextHref: '/wettbewerbe',
    contextName: 'Kreisliga A',
  });
  TOPICS.forEach(([topic, line], i) => {
    const [contextHref, contextName] = CONTEXTS[i % CONTEXTS.length] ?? CONTEXTS[0]!;
    const rated = rng.chance(0.75);
    add({
      slug: slugOf(topic),
      title: topic,
      description: `<p>${line}</p>`,
      imageHue: rng.int(0, 359),
      clip: TV_CLIPS[i % TV_CLIPS.length] ?? 'clip1',
      qualities: [...TV_QUALITIES],
      thirdParty: false,
      // No votes yet: the widgets show the default rating 5 (spec §9).
      votesAverage: rated ? Math.round((1 + rng.next() * 4) * 10) / 10 : null,
      votesTotal: rated ? rng.int(1, 400) : 0,
      contextHref,
      contextName,
    });
  });
  add({
    slug: TV_SLUGS.mediumOnly,
    title: 'Kabinenansprache vor dem Finale',
    description:
      '<p>Nur in niedriger und mittlerer Qualität: auf großen Bildschirmen läuft „Mittel“.</p>',
    imageHue: 280,
    clip: 'clip2',
    qualities: ['src', 'src_medium'],
    thirdParty: false,
    votesAverage: 3.2,
    votesTotal: 17,
    contextHref: null,
    contextName: null,
  });
  add({
    slug: TV_SLUGS.thirdParty,
    title: 'Sport-TV: Regionalliga live',
    description: '<p>Das Spitzenspiel im Player unseres Partners Sport-TV.</p>',
    imageHue: 200,
    clip: 'clip1',
    qualities: [...TV_QUALITIES],
    thirdParty: true,
    votesAverage: null,
    votesTotal: 0,
    contextHref: '/wettbewerbe',
    contextName: 'Regionalliga',
  });
  add({
    slug: TV_SLUGS.noVideo,
    title: 'Pressekonferenz nach dem Pokalspiel',
    description: '<p>Zu diesem Beitrag gibt es (noch) kein Video.</p>',
    imageHue: 60,
    clip: null,
    qualities: [],
    thirdParty: false,
    votesAverage: null,
    votesTotal: 0,
    contextHref: '/news',
    contextName: 'Nachrichten',
  });
  add({
    slug: TV_SLUGS.hostile,
    title: TV_XSS_TITLE,
    description: TV_XSS_DESCRIPTION,
    imageHue: 330,
    clip: 'clip2',
    qualities: [...TV_QUALITIES],
    thirdParty: false,
    votesAverage: 2.5,
    votesTotal: 4,
    contextHref: 'javascript:alert("xss-tv-context")',
    contextName: 'Kontext',
  });
  return rows;
}

export async function seedTv(db: Queryable, seedText: string): Promise<void> {
  const parsed = Date.parse(seedText);
  if (Number.isNaN(parsed)) throw new Error(`tv seed: not an instant: ${seedText}`);
  const now = Math.floor(parsed / 60_000) * 60_000;
  await db.exec('TRUNCATE tv_entries;');
  const rows: SqlValue[][] = tvSeedRows().map((r) => [
    r.id,
    r.slug,
    r.sort,
    r.title,
    r.description,
    r.imageHue,
    r.clip,
    r.qualities.join(','),
    r.thirdParty,
    r.votesAverage,
    r.votesTotal,
    r.contextHref,
    r.contextName,
    new Date(now - r.sort * 5 * 3_600_000),
  ]);
  await db.bulkInsert(
    'tv_entries',
    [
      'id',
      'slug',
      'sort',
      'title',
      'description',
      'image_hue',
      'clip',
      'qualities',
      'third_party',
      'votes_average',
      'votes_total',
      'context_href',
      'context_name',
      'published_at',
    ],
    rows,
  );
  await db.query(
    `INSERT INTO tv_meta (key, value) VALUES ('seeded_for', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [seedText],
  );
}

const ready = new WeakMap<Db, { stamp: string; run: Promise<void> }>();

/** Creates the TV tables and seeds them whenever the main data set was seeded after the last time. */
export async function ensureTv(db: Db): Promise<void> {
  const stamp = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'seeded_at'`);
  const seededAt = stamp[0]?.value ?? '';
  const cached = ready.get(db);
  if (cached && cached.stamp === seededAt) return cached.run;
  const run = (async () => {
    await db.exec(TV_SQL);
    const mine = await db.query<{ value: string }>(
      `SELECT value FROM tv_meta WHERE key = 'seeded_for'`,
    );
    if (mine[0]?.value !== seededAt) await db.transaction((tx) => seedTv(tx, seededAt));
  })();
  ready.set(db, { stamp: seededAt, run });
  run.catch(() => ready.delete(db));
  return run;
}

/** A seeded row as read back: with the time it was published. */
export interface TvRow extends TvSeedRow {
  publishedAt: Date;
}

const COLUMNS = `id, slug, sort, title, description, image_hue AS "imageHue", clip, qualities,
  third_party AS "thirdParty", votes_average AS "votesAverage", votes_total AS "votesTotal",
  context_href AS "contextHref", context_name AS "contextName", published_at AS "publishedAt"`;

type RawRow = Omit<TvRow, 'qualities'> & { qualities: string };
const toRow = (r: RawRow): TvRow => ({
  ...r,
  qualities: r.qualities
    .split(',')
    .filter((q): q is TvQuality => (TV_QUALITIES as readonly string[]).includes(q)),
});

/** Every entry in magazine order (a few dozen: no paging in SQL needed). */
export async function listTv(db: Db): Promise<TvRow[]> {
  await ensureTv(db);
  const rows = await db.query<RawRow>(`SELECT ${COLUMNS} FROM tv_entries ORDER BY sort`);
  return rows.map(toRow);
}

export async function tvBySlug(db: Db, slug: string): Promise<TvRow | null> {
  await ensureTv(db);
  const rows = await db.query<RawRow>(`SELECT ${COLUMNS} FROM tv_entries WHERE slug = $1`, [slug]);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function tvById(db: Db, id: string): Promise<TvRow | null> {
  await ensureTv(db);
  const rows = await db.query<RawRow>(`SELECT ${COLUMNS} FROM tv_entries WHERE id = $1`, [id]);
  return rows[0] ? toRow(rows[0]) : null;
}
