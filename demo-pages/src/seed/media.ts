/**
 * The media library (issue 13): photos and videos of the community, and photo albums of several
 * owners. Like the community tables, these live beside the shared schema, are created on first
 * use and are seeded again whenever the main data set was (re)seeded (first start, admin reset).
 *
 * Metadata is in the database; the files are on disk under the media folder (`MEDIA_DIR`,
 * default `<DATA_DIR>-medien`): every photo in three sizes as a generated SVG picture, the
 * video clips copied from `assets/media/`. Without a media folder (tests) the same files are
 * generated on request. Times count back from the moment the main data set was seeded, so the
 * same clock gives the same library.
 *
 * Fixed fixtures, whatever the seed:
 * - album DEFAULT_ALBUM_ID (spec §2 Paths: the default album id) of the club account;
 * - BIG_ALBUM_ID: 9,999 photos (the DOM must stay bounded), re-using the pictures of the pool;
 * - ENCODING_ALBUM_ID of 'max': 3 of its photos are still being processed;
 * - BROKEN_ALBUM_ID: one photo whose file is missing (a broken image URL);
 * - EMPTY_ALBUM_ID: an album without photos (shown in the owner's edit list only).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable, SqlValue } from '../db/types.ts';
import { photoPicture, tvPoster } from './pictures.ts';
import { createRng, hashString, type Rng } from './prng.ts';

export const MEDIA_SQL = `
CREATE TABLE IF NOT EXISTS media_meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE IF NOT EXISTS media_items (
  id int PRIMARY KEY, owner_id text NOT NULL, kind text NOT NULL CHECK (kind IN ('image', 'video')),
  title text NOT NULL, description text NOT NULL, not_public boolean NOT NULL,
  file_key text NOT NULL, width int NOT NULL, height int NOT NULL,
  created_at timestamptz NOT NULL, ready_at timestamptz NOT NULL,
  views int NOT NULL DEFAULT 0, comments int NOT NULL DEFAULT 0,
  rating_sum int NOT NULL DEFAULT 0, rating_count int NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS media_items_stream ON media_items (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS media_items_owner ON media_items (owner_id, created_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS media_albums (
  id int PRIMARY KEY, owner_id text NOT NULL, title text NOT NULL, description text NOT NULL,
  not_public boolean NOT NULL, created_at timestamptz NOT NULL);
CREATE INDEX IF NOT EXISTS media_albums_owner ON media_albums (owner_id, created_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS media_album_items (
  album_id int NOT NULL, item_id int NOT NULL, position int NOT NULL,
  PRIMARY KEY (album_id, item_id));
CREATE INDEX IF NOT EXISTS media_album_items_order ON media_album_items (album_id, position, item_id);
CREATE INDEX IF NOT EXISTS media_album_items_item ON media_album_items (item_id);
CREATE TABLE IF NOT EXISTS media_ratings (
  item_id int NOT NULL, user_id text NOT NULL, rating int NOT NULL, PRIMARY KEY (item_id, user_id));
CREATE SEQUENCE IF NOT EXISTS media_items_seq START 6000000;
CREATE SEQUENCE IF NOT EXISTS media_albums_seq START 17000000;
`;

const MEDIA_TABLES = ['media_ratings', 'media_album_items', 'media_albums', 'media_items'];

/** Spec §2 Paths: the album shown when the path names none. */
export const DEFAULT_ALBUM_ID = 16973375;
export const BIG_ALBUM_ID = 16973376;
export const ENCODING_ALBUM_ID = 16973377;
export const BROKEN_ALBUM_ID = 16973378;
export const EMPTY_ALBUM_ID = 16973379;
export const BIG_ALBUM_SIZE = 9999;
/** Distinct pictures (each in three sizes); the big album re-uses them. */
export const PHOTO_POOL = 360;
export const FIRST_PHOTO_ID = 5000001;
export const FIRST_VIDEO_ID = 4900001;
export const FIRST_BIG_ALBUM_PHOTO_ID = 5100001;
/** A photo whose picture does not exist (file key without files). */
export const BROKEN_PHOTO_ID = 5099999;
export const MISSING_FILE_KEY = 'fehlt-1';

/** Sizes of every photo: [suffix, width, height] for the 3:2 landscape pictures. */
export const PHOTO_SIZES = {
  small: { file: 's.svg', width: 180, height: 120 },
  medium: { file: 'm.svg', width: 640, height: 427 },
  large: { file: 'l.svg', width: 1280, height: 853 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Public path of the media files (served by routes/media.ts). */
export const MEDIA_PATH = '/medien';

/** Owners: the demo accounts (lena, max, verein, admin) and a few fans. */
export const MEDIA_OWNERS = ['10002', '10003', '10001', '10004', '10100', '10101', '10102'];

/** The clips in assets/media (made by scripts/make-clips.ts); missing ones give posters only. */
export const VIDEO_CLIPS = ['clip-1', 'clip-2', 'clip-3', 'clip-4'] as const;
export const CLIPS_DIR = fileURLToPath(new URL('../assets/media/', import.meta.url));

const SUBJECTS = [
  'Anstoß',
  'Torjubel',
  'Ecke',
  'Freistoß',
  'Kopfball',
  'Elfmeter',
  'Mannschaftsfoto',
  'Aufwärmen',
  'Flutlicht',
  'Parade',
  'Einlaufen',
  'Trainerbank',
  'Zweikampf',
  'Siegerehrung',
  'Fankurve',
  'Vereinsheim',
];
const PLACES = [
  'am Sportplatz Süd',
  'im Waldstadion',
  'auf dem Kunstrasen',
  'beim Derby',
  'im Kreispokal',
  'beim Hallenturnier',
  'am Sonntagmorgen',
  'in der Nachspielzeit',
];
/** Album titles with the words their description uses ("Bilder vom Derbysieg."). */
const ALBUM_TITLES: readonly (readonly [title: string, pictures: string])[] = [
  ['Saisonauftakt', 'vom Saisonauftakt'],
  ['Derbysieg', 'vom Derbysieg'],
  ['Hallenmasters', 'vom Hallenmasters'],
  ['Jugendturnier', 'vom Jugendturnier'],
  ['Sommerfest', 'vom Sommerfest'],
  ['Aufstiegsfeier', 'von der Aufstiegsfeier'],
  ['Trainingslager', 'aus dem Trainingslager'],
  ['Pokalabend', 'vom Pokalabend'],
  ['Damen-Spieltag', 'vom Damen-Spieltag'],
  ['Alte Herren', 'der Alten Herren'],
  ['Flutlichtspiel', 'vom Flutlichtspiel'],
  ['Saisonabschluss', 'vom Saisonabschluss'],
  ['Kreismeisterschaft', 'von der Kreismeisterschaft'],
  ['Vorbereitung', 'aus der Vorbereitung'],
  ['Platzeinweihung', 'von der Platzeinweihung'],
  ['Freundschaftsspiel', 'vom Freundschaftsspiel'],
  ['Ferienlager', 'aus dem Ferienlager'],
  ['Tag der offenen Tür', 'vom Tag der offenen Tür'],
];

/** The subject of each pool picture (the first word of its title), computed once. */
let subjects: readonly string[] | null = null;
function poolSubjects(): readonly string[] {
  subjects ??= generateMedia(new Date(0))
    .items.slice(0, PHOTO_POOL)
    .map((item) => item.title.split(' ')[0] ?? '');
  return subjects;
}
const photoSubject = (n: number): string => poolSubjects()[n - 1] ?? '';

/**
 * The media library photo that shows what a title names (a fan photo 'Flutlichtspiel am Freitag'
 * gets the first pool photo of a floodlight game), else one chosen by the title: always the same.
 */
export function poolPhotoFor(title: string): number {
  const words = title.split(/\s+/);
  const n = poolSubjects().findIndex(
    (subject) => subject && words.some((word) => word.startsWith(subject)),
  );
  return n >= 0 ? n + 1 : (hashString(title) % PHOTO_POOL) + 1;
}

/** A generated photo: the scene of its subject, varied by `n`; same n, same picture. */
export function photoSvg(n: number, size: PhotoSize): string {
  const { width, height } = PHOTO_SIZES[size];
  return photoPicture(n, photoSubject(n), width, height);
}

/** The titles of the library's videos, in the order of VIDEO_CLIPS. */
const VIDEO_TITLES = [
  'Traumtor aus 25 Metern',
  'Elfmeterschießen',
  'Einlauf der Mannschaften',
  'Jubel nach Abpfiff',
] as const;

/** A poster for a video: its scene, title and colour (as the TV posters). */
export function posterSvg(n: number): string {
  const title = VIDEO_TITLES[n - 1] ?? `Video ${n}`;
  return tvPoster(
    title,
    (n * 83) % 360,
    `v${n}`,
    PHOTO_SIZES.medium.width,
    PHOTO_SIZES.medium.height,
  );
}

/** The pool picture a file key names ('p0042' → 42), or null (missing and video keys). */
export function poolNumber(fileKey: string): number | null {
  const m = /^p(\d{4})$/.exec(fileKey);
  return m ? Number.parseInt(m[1]!, 10) : null;
}

export const photoKey = (n: number) => `p${String(n).padStart(4, '0')}`;

/** The file contents of `/medien/bilder/{key}/{file}` generated in memory; null when none. */
export function generatedFile(key: string, file: string): string | null {
  const n = poolNumber(key);
  if (n !== null) {
    const size = (Object.keys(PHOTO_SIZES) as PhotoSize[]).find(
      (s) => PHOTO_SIZES[s].file === file,
    );
    return size && n >= 1 && n <= PHOTO_POOL ? photoSvg(n, size) : null;
  }
  const v = /^v(\d)$/.exec(key);
  if (v && file === 'poster.svg') return posterSvg(Number.parseInt(v[1]!, 10));
  return null;
}

interface ItemRow {
  id: number;
  owner: string;
  kind: 'image' | 'video';
  title: string;
  description: string;
  notPublic: boolean;
  fileKey: string;
  width: number;
  height: number;
  createdAt: Date;
  readyAt: Date;
  views: number;
  comments: number;
  ratingSum: number;
  ratingCount: number;
}

interface AlbumRow {
  id: number;
  owner: string;
  title: string;
  description: string;
  notPublic: boolean;
  items: number[];
  createdAt: Date;
}

const HOUR = 3_600_000;

function rated(rng: Rng): Pick<ItemRow, 'views' | 'comments' | 'ratingSum' | 'ratingCount'> {
  const ratingCount = rng.chance(0.25) ? 0 : rng.int(1, 40);
  return {
    views: rng.int(0, 5000),
    comments: rng.chance(0.5) ? 0 : rng.int(1, 25),
    ratingCount,
    ratingSum: ratingCount === 0 ? 0 : rng.int(ratingCount, ratingCount * 5),
  };
}

/** The whole library for a seeding moment; pure, so tests can look at it without a database. */
export function generateMedia(seededAt: Date): { items: ItemRow[]; albums: AlbumRow[] } {
  const rng = createRng(13013);
  const t0 = seededAt.getTime();
  const items: ItemRow[] = [];
  const byOwner = new Map<string, number[]>();
  for (let n = 1; n <= PHOTO_POOL; n++) {
    const owner = MEDIA_OWNERS[(n * 3) % MEDIA_OWNERS.length]!;
    const subject = rng.pick(SUBJECTS);
    const createdAt = new Date(t0 - n * 5 * HOUR - rng.int(0, 60) * 60_000);
    items.push({
      id: FIRST_PHOTO_ID + n - 1,
      owner,
      kind: 'image',
      title: `${subject} ${rng.pick(PLACES)}`,
      description: rng.chance(0.5) ? `${subject}, fotografiert von der Seitenlinie.` : '',
      notPublic: n % 23 === 0,
      fileKey: photoKey(n),
      width: PHOTO_SIZES.large.width,
      height: PHOTO_SIZES.large.height,
      createdAt,
      readyAt: createdAt,
      ...rated(rng),
    });
    const list = byOwner.get(owner) ?? [];
    list.push(FIRST_PHOTO_ID + n - 1);
    byOwner.set(owner, list);
  }
  VIDEO_CLIPS.forEach((clip, i) => {
    const createdAt = new Date(t0 - (i * 13 + 2) * HOUR);
    items.push({
      id: FIRST_VIDEO_ID + i,
      owner: MEDIA_OWNERS[i % 3]!,
      kind: 'video',
      title: VIDEO_TITLES[i]!,
      description: 'Kurzer Clip vom Spieltag.',
      notPublic: false,
      fileKey: `v${i + 1}`,
      width: 640,
      height: 360,
      createdAt,
      readyAt: createdAt,
      ...rated(rng),
    });
    void clip;
  });

  const albums: AlbumRow[] = [];
  let nextId = DEFAULT_ALBUM_ID + 10;
  const ownerPhotos = (owner: string) => (byOwner.get(owner) ?? []).filter((id) => !isHidden(id));
  const isHidden = (id: number) => (id - FIRST_PHOTO_ID + 1) % 23 === 0;
  const club = ownerPhotos('10003');
  albums.push({
    id: DEFAULT_ALBUM_ID,
    owner: '10003',
    title: 'Unser Verein in Bildern',
    description: 'Die schönsten Momente der Saison, von Spielern und Fans fotografiert.',
    notPublic: false,
    items: club.slice(0, 36),
    createdAt: new Date(t0 - 3 * HOUR),
  });
  // Several albums per owner, cut from that owner's photos.
  MEDIA_OWNERS.forEach((owner, o) => {
    const own = ownerPhotos(owner);
    let at = owner === '10003' ? 36 : 0;
    for (let k = 0; k < 4 && at < own.length; k++) {
      const size = rng.int(6, 14);
      const [title, pictures] = ALBUM_TITLES[(o * 4 + k) % ALBUM_TITLES.length]!;
      albums.push({
        id: nextId++,
        owner,
        title: `${title} ${2019 + ((o + k) % 7)}`,
        description: rng.chance(0.6) ? `Bilder ${pictures}.` : '',
        notPublic: k === 3,
        items: own.slice(at, at + size),
        createdAt: new Date(t0 - (o * 50 + k * 11 + 5) * HOUR),
      });
      at += size;
    }
  });

  // The album of 9,999 photos: pictures of the pool again, new items of the portal account.
  const big: number[] = [];
  for (let i = 0; i < BIG_ALBUM_SIZE; i++) {
    const id = FIRST_BIG_ALBUM_PHOTO_ID + i;
    const n = (i % PHOTO_POOL) + 1;
    const createdAt = new Date(t0 - 3000 * HOUR - i * 60_000);
    items.push({
      id,
      owner: '10004',
      kind: 'image',
      title: `Saisonarchiv, Bild ${i + 1}`,
      description: '',
      notPublic: false,
      fileKey: photoKey(n),
      width: PHOTO_SIZES.large.width,
      height: PHOTO_SIZES.large.height,
      createdAt,
      readyAt: createdAt,
      views: (i * 37) % 500,
      comments: 0,
      ratingSum: 0,
      ratingCount: 0,
    });
    big.push(id);
  }
  albums.push({
    id: BIG_ALBUM_ID,
    owner: '10004',
    title: 'Saisonarchiv: 9.999 Fotos',
    description: 'Alle Bilder einer Saison in einem Album.',
    notPublic: false,
    items: big,
    createdAt: new Date(t0 - 3000 * HOUR),
  });

  // 'max': an album whose last three photos are still being processed (for a year).
  const maxPhotos = ownerPhotos('10002');
  const pending = maxPhotos.slice(-3);
  for (const item of items)
    if (pending.includes(item.id)) item.readyAt = new Date(t0 + 365 * 24 * HOUR);
  albums.push({
    id: ENCODING_ALBUM_ID,
    owner: '10002',
    title: 'Kreispokal-Finale',
    description: 'Ein paar Bilder werden noch verarbeitet.',
    notPublic: false,
    items: maxPhotos.slice(-8),
    createdAt: new Date(t0 - 1 * HOUR),
  });

  // A photo whose file is missing.
  items.push({
    id: BROKEN_PHOTO_ID,
    owner: '10002',
    kind: 'image',
    title: 'Altes Foto (Datei fehlt)',
    description: '',
    notPublic: false,
    fileKey: MISSING_FILE_KEY,
    width: PHOTO_SIZES.large.width,
    height: PHOTO_SIZES.large.height,
    createdAt: new Date(t0 - 4000 * HOUR),
    readyAt: new Date(t0 - 4000 * HOUR),
    views: 3,
    comments: 0,
    ratingSum: 0,
    ratingCount: 0,
  });
  albums.push({
    id: BROKEN_ALBUM_ID,
    owner: '10002',
    title: 'Archiv 2009',
    description: 'Aus dem alten Forum übernommen.',
    notPublic: false,
    items: [BROKEN_PHOTO_ID, ...maxPhotos.slice(0, 3)],
    createdAt: new Date(t0 - 4000 * HOUR),
  });
  albums.push({
    id: EMPTY_ALBUM_ID,
    owner: '10002',
    title: 'Neues Album',
    description: '',
    notPublic: true,
    items: [],
    createdAt: new Date(t0 - 2 * HOUR),
  });
  return { items, albums };
}

async function seedMedia(db: Queryable, seededAt: Date, seedText: string): Promise<void> {
  await db.exec(MEDIA_TABLES.map((t) => `DELETE FROM ${t};`).join('\n'));
  const { items, albums } = generateMedia(seededAt);
  await db.bulkInsert(
    'media_items',
    [
      'id',
      'owner_id',
      'kind',
      'title',
      'description',
      'not_public',
      'file_key',
      'width',
      'height',
      'created_at',
      'ready_at',
      'views',
      'comments',
      'rating_sum',
      'rating_count',
    ],
    items.map((i): SqlValue[] => [
      i.id,
      i.owner,
      i.kind,
      i.title,
      i.description,
      i.notPublic,
      i.fileKey,
      i.width,
      i.height,
      i.createdAt,
      i.readyAt,
      i.views,
      i.comments,
      i.ratingSum,
      i.ratingCount,
    ]),
  );
  await db.bulkInsert(
    'media_albums',
    ['id', 'owner_id', 'title', 'description', 'not_public', 'created_at'],
    albums.map((a): SqlValue[] => [
      a.id,
      a.owner,
      a.title,
      a.description,
      a.notPublic,
      a.createdAt,
    ]),
  );
  const links: SqlValue[][] = [];
  for (const a of albums) a.items.forEach((item, i) => links.push([a.id, item, i + 1]));
  await db.bulkInsert('media_album_items', ['album_id', 'item_id', 'position'], links);
  await db.query(
    `INSERT INTO media_meta (key, value) VALUES ('seeded_for', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [seedText],
  );
}

/** Writes every pool picture (three sizes), the posters and the clips into `dir`. */
export async function writeMediaFiles(dir: string): Promise<void> {
  const pictures = join(dir, 'bilder');
  const writes: Promise<void>[] = [];
  for (let n = 1; n <= PHOTO_POOL; n++) {
    const folder = join(pictures, photoKey(n));
    writes.push(
      mkdir(folder, { recursive: true }).then(async () => {
        // One drawing, three sizes: only the outer width and height differ.
        const large = photoSvg(n, 'large');
        const { width, height } = PHOTO_SIZES.large;
        for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[])
          await writeFile(
            join(folder, PHOTO_SIZES[size].file),
            large.replace(
              `width="${width}" height="${height}"`,
              `width="${PHOTO_SIZES[size].width}" height="${PHOTO_SIZES[size].height}"`,
            ),
          );
      }),
    );
  }
  for (let v = 1; v <= VIDEO_CLIPS.length; v++) {
    const folder = join(pictures, `v${v}`);
    writes.push(
      mkdir(folder, { recursive: true }).then(() =>
        writeFile(join(folder, 'poster.svg'), posterSvg(v)),
      ),
    );
  }
  await Promise.all(writes);
  const videos = join(dir, 'videos');
  await mkdir(videos, { recursive: true });
  const clips = await readdir(CLIPS_DIR).catch(() => [] as string[]);
  await Promise.all(
    clips
      .filter((f) => /\.(webm|mp4)$/.test(f))
      .map((f) => copyFile(join(CLIPS_DIR, f), join(videos, f))),
  );
}

const ready = new WeakMap<Db, { stamp: string; run: Promise<void> }>();

/**
 * Creates the media tables and seeds them (and writes the files into `mediaDir`) whenever the
 * main data set was seeded after the last media seed. One query per call once ready.
 */
export async function ensureMedia(db: Db, mediaDir?: string): Promise<void> {
  const stamp = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'seeded_at'`);
  const seededAt = stamp[0]?.value ?? '';
  const cached = ready.get(db);
  if (cached && cached.stamp === seededAt) return cached.run;
  const run = (async () => {
    await db.exec(MEDIA_SQL);
    const mine = await db.query<{ value: string }>(
      `SELECT value FROM media_meta WHERE key = 'seeded_for'`,
    );
    const fresh = mine[0]?.value !== seededAt;
    const files =
      mediaDir && (fresh || !existsSync(join(mediaDir, 'bilder', photoKey(PHOTO_POOL), 's.svg')))
        ? writeMediaFiles(mediaDir)
        : Promise.resolve();
    const at = seededAt ? new Date(seededAt) : new Date(0);
    // Files and rows at the same time: the first start stays short.
    await Promise.all([
      files,
      fresh ? db.transaction((tx) => seedMedia(tx, at, seededAt)) : Promise.resolve(),
    ]);
  })();
  ready.set(db, { stamp: seededAt, run });
  run.catch(() => ready.delete(db));
  return run;
}
