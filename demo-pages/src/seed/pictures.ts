/**
 * The reference CMS's pictures, drawn as SVG without outside material (issue 26, item 6): news,
 * photo and TV pictures as scenes of a football portal (a match from the stands, the goal mouth,
 * a tactics board, youth training, a trophy, the clubhouse, a referee's card, a floodlight game,
 * a team photo, the fans' stand) and TV posters with the clip's title (club crests are
 * logic/crest.ts). Everything is seeded from the entity (a picture number, a title, an id): the
 * same entity gives the same picture on every machine, never Math.random or the clock. Every scene is drawn in a 640×360 box; other sizes scale it (`slice` crops 3:2 photos).
 */
import { createRng, hashString, type Rng } from './prng.ts';

export const SCENE_WIDTH = 640;
export const SCENE_HEIGHT = 360;

/** The scenes, in the order a picture number chooses them (number % SCENES.length). */
export const SCENES = [
  'stadium',
  'goal',
  'tactics',
  'training',
  'trophy',
  'clubhouse',
  'referee',
  'floodlight',
  'teamPhoto',
  'fans',
] as const;
export type Scene = (typeof SCENES)[number];

/** News categories (lookups.ts) to the scene their pictures show. */
const CATEGORY_SCENES: Record<string, readonly Scene[]> = {
  herren: ['stadium', 'goal'],
  frauen: ['floodlight', 'goal'],
  junioren: ['training', 'teamPhoto'],
  pokal: ['trophy'],
  verband: ['clubhouse'],
  schiedsrichter: ['referee'],
  ehrenamt: ['clubhouse', 'fans'],
  training: ['tactics', 'training'],
  report: ['stadium', 'goal', 'floodlight', 'fans'],
};

/**
 * The picture number (0–359, the old "hue") of a news article: `raw` keeps its colour family,
 * the remainder says the scene of its category (`variant` picks among several, e.g. the id).
 */
export function newsPictureNumber(raw: number, category: string, variant: number): number {
  const scenes = CATEGORY_SCENES[category] ?? ['stadium'];
  const scene = SCENES.indexOf(scenes[Math.abs(variant) % scenes.length]!);
  const base = Math.max(0, Math.min(359, Math.round(raw)));
  return base - (base % SCENES.length) + scene;
}

/** The scene a picture number shows. */
export function sceneOf(n: number): Scene {
  return SCENES[((Math.round(n) % SCENES.length) + SCENES.length) % SCENES.length]!;
}

/** Text for SVG (titles from the database may hold markup: shown as text, never as SVG). */
export function svgText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

interface Palette {
  hue: number;
  /** Home kit, away kit, their shorts. */
  home: string;
  homeShorts: string;
  away: string;
  awayShorts: string;
  grass: string;
  grassLight: string;
  skyTop: string;
  skyBottom: string;
}

function palette(hue: number, rng: Rng, night = false): Palette {
  const awayHue = (hue + rng.int(120, 240)) % 360;
  const grassHue = rng.int(96, 122);
  return {
    hue,
    home: `hsl(${hue},68%,${rng.int(38, 50)}%)`,
    homeShorts: rng.chance(0.5) ? '#f8fafc' : `hsl(${hue},40%,18%)`,
    away: rng.chance(0.3) ? '#f1f5f9' : `hsl(${awayHue},62%,${rng.int(45, 58)}%)`,
    awayShorts: `hsl(${awayHue},35%,22%)`,
    grass: night ? `hsl(${grassHue},45%,24%)` : `hsl(${grassHue},48%,${rng.int(30, 36)}%)`,
    grassLight: night ? `hsl(${grassHue},45%,29%)` : `hsl(${grassHue},48%,${rng.int(38, 42)}%)`,
    skyTop: night ? '#0b1026' : `hsl(${rng.int(195, 215)},70%,${rng.int(55, 68)}%)`,
    skyBottom: night ? '#1e2a4a' : `hsl(${rng.int(190, 210)},60%,${rng.int(82, 90)}%)`,
  };
}

const SKIN = ['#f1c7a5', '#e0a97e', '#c68642', '#8d5524', '#5c3a21', '#f5d6c0'];

/** A player seen from the side: feet at (x, y), `s` = height in px. */
function player(x: number, y: number, s: number, shirt: string, shorts: string, rng: Rng): string {
  const skin = rng.pick(SKIN);
  const stride = rng.int(-3, 3) / 10;
  const w = s * 0.26;
  const f = (v: number) => v.toFixed(1);
  return `<g>
<path d="M${f(x - w * 0.25)} ${f(y - s * 0.45)}l${f(-s * stride * 0.3)} ${f(s * 0.45)}M${f(x + w * 0.25)} ${f(y - s * 0.45)}l${f(s * stride * 0.3 + s * 0.04)} ${f(s * 0.45)}" stroke="${skin}" stroke-width="${f(s * 0.09)}" stroke-linecap="round"/>
<rect x="${f(x - w / 2)}" y="${f(y - s * 0.52)}" width="${f(w)}" height="${f(s * 0.14)}" rx="${f(s * 0.03)}" fill="${shorts}"/>
<rect x="${f(x - w / 2)}" y="${f(y - s * 0.84)}" width="${f(w)}" height="${f(s * 0.34)}" rx="${f(s * 0.06)}" fill="${shirt}"/>
<path d="M${f(x - w / 2)} ${f(y - s * 0.78)}l${f(-s * 0.1)} ${f(s * 0.22 * (0.5 + stride))}M${f(x + w / 2)} ${f(y - s * 0.78)}l${f(s * 0.1)} ${f(s * 0.22 * (0.5 - stride))}" stroke="${skin}" stroke-width="${f(s * 0.07)}" stroke-linecap="round"/>
<circle cx="${f(x)}" cy="${f(y - s * 0.92)}" r="${f(s * 0.085)}" fill="${skin}"/>
</g>`;
}

function ball(x: number, y: number, r: number): string {
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" stroke="#1f2937" stroke-width="${(r * 0.18).toFixed(1)}"/><path d="M${(x - r * 0.35).toFixed(1)} ${(y - r * 0.1).toFixed(1)}l${(r * 0.35).toFixed(1)} ${(-r * 0.3).toFixed(1)}l${(r * 0.35).toFixed(1)} ${(r * 0.3).toFixed(1)}l${(-r * 0.13).toFixed(1)} ${(r * 0.42).toFixed(1)}h${(-r * 0.44).toFixed(1)}z" fill="#1f2937"/>`;
}

function sky(p: Palette, until = SCENE_HEIGHT): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs><rect width="640" height="${until}" fill="url(#sky)"/>`;
}

/** A crowd as a dotted band (a pattern, so the file stays small). */
function crowd(id: string, y: number, h: number, p: Palette, rng: Rng, dark = false): string {
  const base = dark ? '#111827' : '#374151';
  const colours = [p.home, '#f8fafc', p.away, rng.pick(['#fbbf24', '#f87171', '#60a5fa'])];
  const dots = colours
    .map(
      (c, i) =>
        `<circle cx="${3 + i * 5}" cy="${i % 2 ? 6 : 3}" r="1.9" fill="${c}"/><circle cx="${5 + i * 5}" cy="${i % 2 ? 2 : 8}" r="1.6" fill="#e5e7eb" fill-opacity=".6"/>`,
    )
    .join('');
  return `<defs><pattern id="${id}" width="20" height="10" patternUnits="userSpaceOnUse"><rect width="20" height="10" fill="${base}"/>${dots}</pattern></defs><rect y="${y}" width="640" height="${h}" fill="url(#${id})"/>`;
}

/** The pitch in perspective from the stands: far edge at `top`, stripes, lines. */
function perspectivePitch(top: number, p: Palette, rng: Rng): string {
  const inset = rng.int(60, 120);
  const stripes: string[] = [];
  const n = 8;
  for (let i = 0; i < n; i += 2) {
    const x0 = -120 + (880 / n) * i;
    const x1 = -120 + (880 / n) * (i + 1);
    const t0 = inset + ((640 - 2 * inset) / n) * i;
    const t1 = inset + ((640 - 2 * inset) / n) * (i + 1);
    stripes.push(`<path d="M${t0} ${top}H${t1}L${x1} 360H${x0}z" fill="${p.grassLight}"/>`);
  }
  const mid = top + (360 - top) * 0.45;
  return `<rect y="${top}" width="640" height="${360 - top}" fill="${p.grass}"/>${stripes.join('')}
<g fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="2.5"><path d="M${inset} ${top}H${640 - inset}"/><path d="M320 ${top}V360"/><ellipse cx="320" cy="${mid.toFixed(0)}" rx="${(90 + (360 - top) * 0.15).toFixed(0)}" ry="${((360 - top) * 0.16).toFixed(0)}"/></g>`;
}

function players(count: number, top: number, p: Palette, rng: Rng): string {
  const spots: { x: number; y: number; home: boolean }[] = [];
  for (let i = 0; i < count; i++)
    spots.push({ x: rng.int(40, 600), y: rng.int(top + 30, 345), home: i % 2 === 0 });
  spots.sort((a, b) => a.y - b.y);
  return spots
    .map((s) => {
      const size = 26 + ((s.y - top) / (360 - top)) * 70;
      return s.home
        ? player(s.x, s.y, size, p.home, p.homeShorts, rng)
        : player(s.x, s.y, size, p.away, p.awayShorts, rng);
    })
    .join('');
}

function floodlight(x: number, top: number, on: boolean): string {
  const lamp = `<rect x="${x - 22}" y="${top}" width="44" height="18" rx="3" fill="${on ? '#fef9c3' : '#cbd5e1'}" stroke="#475569" stroke-width="2"/>`;
  const glow = on ? `<circle cx="${x}" cy="${top + 9}" r="60" fill="url(#glow)"/>` : '';
  return `<path d="M${x} ${top + 18}V${top + 170}" stroke="#64748b" stroke-width="5"/>${glow}${lamp}`;
}

function stadium(p: Palette, rng: Rng): string {
  const top = rng.int(120, 170);
  const standTop = rng.int(40, 70);
  return `${sky(p, top)}${crowd('crowd', standTop, top - standTop - 8, p, rng)}
<rect y="${top - 10}" width="640" height="10" fill="${p.home}"/>
${floodlight(rng.int(30, 80), standTop - 40 < 0 ? 4 : standTop - 40, false)}${floodlight(rng.int(560, 610), 6, false)}
${perspectivePitch(top, p, rng)}${players(rng.int(5, 9), top, p, rng)}${ball(rng.int(120, 520), rng.int(top + 60, 330), 9)}`;
}

function floodlightGame(p: Palette, rng: Rng): string {
  const top = rng.int(130, 165);
  const stars = Array.from(
    { length: 24 },
    () =>
      `<circle cx="${rng.int(0, 640)}" cy="${rng.int(0, top - 60)}" r="${rng.int(5, 12) / 10}" fill="#fff"/>`,
  ).join('');
  return `${sky(p, top)}<defs><radialGradient id="glow"><stop offset="0" stop-color="#fffbe6" stop-opacity=".9"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient></defs>${stars}
${crowd('crowd', top - 55, 47, p, rng, true)}<rect y="${top - 8}" width="640" height="8" fill="${p.home}"/>
${floodlight(60, 20, true)}${floodlight(580, 20, true)}${perspectivePitch(top, p, rng)}
<rect y="${top}" width="640" height="${360 - top}" fill="#fffbe6" fill-opacity=".06"/>
${players(rng.int(5, 8), top, p, rng)}${ball(rng.int(150, 500), rng.int(top + 60, 330), 9)}`;
}

function goalMouth(p: Palette, rng: Rng): string {
  const left = rng.int(90, 150);
  const right = 640 - rng.int(90, 150);
  const bar = rng.int(70, 100);
  const ground = rng.int(250, 285);
  const net: string[] = [];
  for (let x = left + 16; x < right; x += 16) net.push(`M${x} ${bar}V${ground}`);
  for (let y = bar + 16; y < ground; y += 16) net.push(`M${left} ${y}H${right}`);
  const diveLeft = rng.chance(0.5);
  const keeperX = diveLeft ? left + 90 : right - 90;
  const ballX = diveLeft ? right - rng.int(40, 80) : left + rng.int(40, 80);
  return `${sky(p, ground)}${crowd('crowd', 10, bar - 20, p, rng)}
<rect y="${ground - 40}" width="640" height="${400 - ground}" fill="${p.grass}"/>
<path d="M0 ${ground + 40}H640" stroke="#fff" stroke-width="4"/>
<path d="${net.join('')}" stroke="#fff" stroke-opacity=".55" stroke-width="1.5"/>
<path d="M${left} ${ground}V${bar}H${right}V${ground}" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>
<g transform="rotate(${diveLeft ? -62 : 62} ${keeperX} ${ground - 30})">${player(keeperX, ground - 30, 120, rng.pick(['#facc15', '#22d3ee', '#a3e635', '#f472b6']), '#111827', rng)}</g>
${ball(ballX, rng.int(bar + 30, ground - 40), 14)}
${player(rng.int(200, 440), 360, 170, p.home, p.homeShorts, rng)}`;
}

function tactics(p: Palette, rng: Rng): string {
  const formations = [
    [4, 4, 2],
    [4, 3, 3],
    [3, 5, 2],
    [4, 2, 3, 1],
  ];
  const mine = rng.pick(formations);
  const theirs = rng.pick(formations);
  const line = (xs: number, count: number, colour: string, number0: number): string =>
    Array.from({ length: count }, (_, i) => {
      const y = 40 + (280 / (count + 1)) * (i + 1);
      return `<circle cx="${xs}" cy="${y.toFixed(0)}" r="11" fill="${colour}" stroke="#fff" stroke-width="2"/><text x="${xs}" y="${(y + 4).toFixed(0)}" font-family="sans-serif" font-size="11" font-weight="700" fill="${colour === '#f1f5f9' ? '#111827' : '#fff'}" text-anchor="middle">${number0 + i}</text>`;
    }).join('');
  const side = (formation: number[], fromLeft: boolean, colour: string): string => {
    let number = 2;
    const keeper = fromLeft ? 70 : 570;
    let out = `<circle cx="${keeper}" cy="180" r="11" fill="#111827" stroke="#fff" stroke-width="2"/>`;
    formation.forEach((count, row) => {
      const x = fromLeft
        ? 120 + row * (180 / formation.length)
        : 520 - row * (180 / formation.length);
      out += line(x, count, colour, number);
      number += count;
    });
    return out;
  };
  const arrows = Array.from({ length: 3 }, () => {
    const x = rng.int(140, 300);
    const y = rng.int(60, 300);
    return `<path d="M${x} ${y}q${rng.int(20, 60)} ${rng.int(-60, 60)} ${rng.int(70, 140)} ${rng.int(-40, 40)}" fill="none" stroke="#fde047" stroke-width="3" stroke-dasharray="8 6" marker-end="url(#arrow)"/>`;
  }).join('');
  return `<rect width="640" height="360" fill="#1f2937"/><rect x="20" y="20" width="600" height="320" rx="6" fill="${p.grass}"/>
<defs><marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="#fde047"/></marker></defs>
<g fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"><rect x="40" y="40" width="560" height="280"/><path d="M320 40V320"/><circle cx="320" cy="180" r="45"/><rect x="40" y="110" width="70" height="140"/><rect x="530" y="110" width="70" height="140"/></g>
${side(mine, true, p.home)}${side(theirs, false, p.away)}${arrows}`;
}

function training(p: Palette, rng: Rng): string {
  const horizon = rng.int(110, 150);
  const trees = Array.from({ length: 9 }, (_, i) => {
    const x = i * 75 + rng.int(-15, 15);
    const r = rng.int(22, 38);
    return `<circle cx="${x}" cy="${horizon - r * 0.6}" r="${r}" fill="hsl(${rng.int(100, 140)},40%,${rng.int(22, 32)}%)"/>`;
  }).join('');
  const cones = Array.from({ length: 6 }, (_, i) => {
    const x = 120 + i * 70;
    const y = horizon + 120 + (i % 2) * 18;
    return `<path d="M${x - 9} ${y}L${x} ${y - 22}L${x + 9} ${y}z" fill="#f97316"/><rect x="${x - 12}" y="${y}" width="24" height="4" fill="#ea580c"/>`;
  }).join('');
  const goalX = rng.int(420, 520);
  const kids = Array.from({ length: rng.int(3, 5) }, () =>
    player(
      rng.int(60, 600),
      rng.int(horizon + 80, 350),
      rng.int(60, 90),
      p.home,
      p.homeShorts,
      rng,
    ),
  ).join('');
  return `${sky(p, horizon)}${trees}<rect y="${horizon}" width="640" height="${360 - horizon}" fill="${p.grass}"/>
<path d="M0 ${horizon + 60}H640" stroke="${p.grassLight}" stroke-width="40"/>
<path d="M${goalX} ${horizon + 70}v-50h90v50" fill="none" stroke="#fff" stroke-width="5"/>
<path d="M${goalX} ${horizon + 20}l18 12h54l18-12" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
${cones}${kids}${ball(rng.int(80, 560), rng.int(horizon + 100, 340), 8)}${ball(rng.int(80, 560), rng.int(horizon + 100, 340), 8)}`;
}

function trophy(p: Palette, rng: Rng): string {
  const confetti = Array.from({ length: 46 }, () => {
    const colour = rng.pick([p.home, p.away, '#fde047', '#f8fafc', '#f472b6']);
    return `<rect x="${rng.int(0, 640)}" y="${rng.int(0, 360)}" width="${rng.int(5, 10)}" height="${rng.int(3, 6)}" fill="${colour}" transform="rotate(${rng.int(0, 179)} ${rng.int(0, 640)} ${rng.int(0, 360)})"/>`;
  }).join('');
  const cx = rng.int(260, 380);
  return `<defs><radialGradient id="spot" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="hsl(${p.hue},55%,46%)"/><stop offset="1" stop-color="hsl(${p.hue},60%,12%)"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a16207"/><stop offset=".45" stop-color="#fde68a"/><stop offset="1" stop-color="#ca8a04"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#spot)"/>${confetti}
<g fill="url(#gold)"><path d="M${cx - 70} 70h140c0 70-30 110-70 118c-40-8-70-48-70-118z"/>
<path d="M${cx - 70} 86c-46 0-46 60 6 66l4-12c-34-4-32-38-10-40zM${cx + 70} 86c46 0 46 60-6 66l-4-12c34-4 32-38 10-40z"/>
<rect x="${cx - 12}" y="186" width="24" height="50"/><rect x="${cx - 50}" y="236" width="100" height="22" rx="4"/><rect x="${cx - 62}" y="258" width="124" height="30" rx="4" fill="#3f2d0c"/></g>
<rect x="${cx - 36}" y="266" width="72" height="12" rx="2" fill="#fde68a" fill-opacity=".7"/>`;
}

function clubhouse(p: Palette, rng: Rng): string {
  const horizon = rng.int(220, 250);
  const x = rng.int(90, 260);
  const w = rng.int(240, 300);
  const roof = rng.pick(['#7f1d1d', '#374151', '#78350f']);
  const windows = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${x + 24 + i * ((w - 48) / 4)}" y="${horizon - 80}" width="${(w - 48) / 4 - 14}" height="34" fill="#bae6fd" stroke="#fff" stroke-width="3"/>`,
  ).join('');
  const pole = x + w + rng.int(40, 90);
  return `${sky(p, horizon)}
<path d="M0 ${horizon}q160 -40 320 -10t320 -20V${horizon}z" fill="hsl(${rng.int(100, 130)},30%,45%)"/>
<rect y="${horizon}" width="640" height="${360 - horizon}" fill="${p.grass}"/>
<rect x="${x}" y="${horizon - 120}" width="${w}" height="120" fill="${rng.pick(['#f5f5f4', '#fef3c7', '#e7e5e4'])}"/>
<path d="M${x - 16} ${horizon - 118}L${x + w / 2} ${horizon - 180}L${x + w + 16} ${horizon - 118}z" fill="${roof}"/>
${windows}<rect x="${x + w / 2 - 20}" y="${horizon - 44}" width="40" height="44" fill="${p.home}"/>
<rect x="${x + 20}" y="${horizon - 112}" width="${w - 40}" height="20" fill="${p.home}"/>
<path d="M${pole} ${horizon}V${horizon - 190}" stroke="#9ca3af" stroke-width="5"/>
<path d="M${pole + 2} ${horizon - 188}h70l-8 20 8 20h-70z" fill="${p.home}"/><path d="M${pole + 2} ${horizon - 168}h62l8 20h-70z" fill="${p.away}"/>
<g stroke="#f8fafc" stroke-width="4">${Array.from({ length: 17 }, (_, i) => `<path d="M${i * 40} ${horizon + 50}v-26"/>`).join('')}<path d="M0 ${horizon + 32}H640"/></g>`;
}

function referee(p: Palette, rng: Rng): string {
  const red = rng.chance(0.35);
  const angle = rng.int(-14, 10);
  const horizon = rng.int(150, 190);
  return `${sky(p, horizon)}${crowd('crowd', horizon - 70, 62, p, rng)}<rect y="${horizon}" width="640" height="${360 - horizon}" fill="${p.grass}"/>
<g opacity=".55">${players(4, horizon, p, rng)}</g>
<g transform="rotate(${angle} 420 360)"><path d="M470 360L430 170" stroke="#111827" stroke-width="70" stroke-linecap="round"/>
<path d="M438 210L432 180" stroke="#a3e635" stroke-width="70"/><circle cx="428" cy="150" r="30" fill="${rng.pick(SKIN)}"/>
<rect x="392" y="40" width="72" height="100" rx="6" fill="${red ? '#dc2626' : '#facc15'}" stroke="#fff" stroke-width="3"/></g>
<path d="M160 360c10-60 40-110 90-120" stroke="#111827" stroke-width="44" fill="none"/>
<circle cx="260" cy="236" r="18" fill="#d1d5db"/><rect x="258" y="226" width="30" height="14" rx="4" fill="#9ca3af"/>`;
}

function teamPhoto(p: Palette, rng: Rng): string {
  const horizon = rng.int(150, 180);
  const back = Array.from({ length: 6 }, (_, i) =>
    player(110 + i * 84, horizon + 95, 120, p.home, p.homeShorts, rng),
  ).join('');
  const front = Array.from({ length: 5 }, (_, i) =>
    player(
      150 + i * 84,
      horizon + 160,
      110,
      i === 2 ? rng.pick(['#facc15', '#22d3ee']) : p.home,
      p.homeShorts,
      rng,
    ),
  ).join('');
  return `${sky(p, horizon)}<rect y="${horizon - 60}" width="640" height="60" fill="${p.home}" fill-opacity=".85"/>
<rect y="${horizon}" width="640" height="${360 - horizon}" fill="${p.grass}"/>${back}${front}${ball(320, horizon + 170, 11)}`;
}

function fans(p: Palette, rng: Rng): string {
  // Rows of fans on a stand: shirts in the club's colours, a banner and a few flags.
  const skin = rng.pick(SKIN);
  const fan = (id: string, shirt: string, dx: number) =>
    `<pattern id="${id}" width="36" height="44" patternUnits="userSpaceOnUse" x="${dx}"><rect width="36" height="44" fill="#1f2937"/><rect x="6" y="22" width="24" height="22" rx="8" fill="${shirt}"/><circle cx="18" cy="13" r="8" fill="${skin}"/><rect x="10" y="3" width="16" height="6" rx="3" fill="${shirt}"/></pattern>`;
  const rows = Array.from({ length: 8 }, (_, r) => {
    const colour = r % 3 === 2 ? '#f8fafc' : r % 2 ? p.away : p.home;
    return `<defs>${fan(`fan${r}`, colour, (r % 2) * 18)}</defs><rect y="${r * 44}" width="640" height="44" fill="url(#fan${r})"/><rect y="${r * 44 + 42}" width="640" height="2" fill="#111827"/>`;
  }).join('');
  const flags = Array.from({ length: 3 }, (_, i) => {
    const x = 60 + i * 200 + rng.int(-30, 30);
    const y = rng.int(30, 90);
    return `<path d="M${x} ${y + 110}V${y}" stroke="#e5e7eb" stroke-width="4"/><path d="M${x} ${y}q40 -12 80 0t80 0v50q-40 -12 -80 0t-80 0z" fill="${i % 2 ? p.away : p.home}" stroke="#0003"/>`;
  }).join('');
  const banner = rng.int(210, 250);
  return `${rows}<rect y="${banner}" width="640" height="52" fill="${p.home}"/>
<path d="M0 ${banner + 26}H640" stroke="#f8fafc" stroke-width="12" stroke-dasharray="36 24"/>${flags}`;
}

const PAINTERS: Record<Scene, (p: Palette, rng: Rng) => string> = {
  stadium,
  goal: goalMouth,
  tactics,
  training,
  trophy,
  clubhouse,
  referee,
  floodlight: floodlightGame,
  teamPhoto,
  fans,
};

/** The inner drawing of a scene in the 640×360 box. */
export function sceneDrawing(scene: Scene, hue: number, seed: number): string {
  const rng = createRng(seed);
  return PAINTERS[scene](palette(hue, rng, scene === 'floodlight'), rng);
}

function svg(width: number, height: number, inner: string, label = ''): string {
  const title = label ? `<title>${svgText(label)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${title}
${inner}
</svg>`;
}

/**
 * A news picture (number 0–359 from the article's row): the scene its remainder names, in the
 * colour of the number, 640×360 (the routes set other sizes on the same drawing).
 */
export function newsPicture(n: number, width = 640, height = 360): string {
  const k = Math.max(0, Math.min(359, Math.round(n)));
  return svg(width, height, sceneDrawing(sceneOf(k), k, 7000 + k));
}

/** What the media library's photo subjects (media.ts) show. */
const SUBJECT_SCENES: Record<string, Scene> = {
  Anstoß: 'stadium',
  Torjubel: 'goal',
  Ecke: 'stadium',
  Freistoß: 'stadium',
  Kopfball: 'goal',
  Elfmeter: 'goal',
  Mannschaftsfoto: 'teamPhoto',
  Aufwärmen: 'training',
  Flutlicht: 'floodlight',
  Parade: 'goal',
  Einlaufen: 'teamPhoto',
  Trainerbank: 'tactics',
  Zweikampf: 'stadium',
  Siegerehrung: 'trophy',
  Fankurve: 'fans',
  Vereinsheim: 'clubhouse',
};

/** A photo of the media library: the scene of its subject ('Elfmeter' → the goal mouth). */
export function photoPicture(n: number, subject: string, width: number, height: number): string {
  const scene = SUBJECT_SCENES[subject] ?? sceneOf(n);
  return svg(width, height, sceneDrawing(scene, (n * 47) % 360, 3000 + n));
}

/**
 * A TV poster (16:9): the clip's scene behind a dark band with its title and the channel's mark.
 * `seedText` (the entry's id or slug) varies the scene; the title is escaped.
 */
export function tvPoster(
  title: string,
  hue: number,
  seedText: string,
  width = 640,
  height = 360,
): string {
  const seed = hashString(seedText);
  const lines = wrap(title, 30).slice(0, 3);
  const size = lines.length > 2 ? 28 : 34;
  const step = size + 6;
  const first = 360 - 34 - (lines.length - 1) * step;
  const band = first - size - 14;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50" y="${first + i * step}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${svgText(line)}</text>`,
    )
    .join('');
  const accent = `hsl(${hue},80%,55%)`;
  return svg(
    width,
    height,
    `${sceneDrawing(sceneOf(seed), hue, seed)}
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="hsl(${hue},60%,8%)" stop-opacity=".85"/><stop offset="1" stop-color="hsl(${hue},60%,8%)" stop-opacity=".95"/></linearGradient></defs>
<rect y="${band - 50}" width="640" height="${410 - band}" fill="url(#shade)"/>
<rect x="32" y="${band + 4}" width="6" height="${360 - band - 28}" fill="${accent}"/>${text}
<rect x="496" y="22" width="122" height="34" rx="6" fill="#000" fill-opacity=".6"/><circle cx="516" cy="39" r="10" fill="${accent}"/><path d="M513 33v12l9-6z" fill="#fff"/>
<text x="533" y="45" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">Anstoss TV</text>`,
    title,
  );
}

/** Words to lines of at most `max` characters (a longer word stays whole). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
