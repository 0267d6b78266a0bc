/**
 * Club crests drawn from the club's own data, no outside material: a shield in the club's two
 * colours ("Blau-Weiß"), one of five divisions and the club's initials. Everything follows from
 * the club's id, name and colours, so a club has the same crest on every page and every seed,
 * and neighbouring clubs look different.
 */

const COLOURS: Record<string, string> = {
  Blau: '#1f4e9c',
  Weiß: '#ffffff',
  Rot: '#c8232c',
  Grün: '#1d7a3a',
  Schwarz: '#1b1b1b',
  Gelb: '#f2c500',
  Orange: '#ee7a12',
  Lila: '#6b3fa0',
};
const DARK = new Set(['Blau', 'Rot', 'Grün', 'Schwarz', 'Lila']);
const SHIELD = 'M6 4h52v26c0 16-11 26-26 32C17 56 6 46 6 30Z';

/** A small, stable hash (FNV-1a) of the club's id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Up to three initials of the club's name without the club-form words ("SV", "1.", "FC"). */
export function crestInitials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter(
      (w) => /^\p{Lu}/u.test(w) && !/^(?:\p{Lu}{1,4}|\d+\.?|Sportfreunde|Post|SpVgg|SuS)$/u.test(w),
    );
  const picked = (words.length ? words : name.split(/\s+/)).slice(0, 2);
  return picked.map((w) => w.charAt(0).toUpperCase()).join('') || '?';
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);
}

export interface CrestClub {
  id: number | string;
  name: string;
  /** "Blau-Weiß": first colour the field, second the division. */
  colors: string;
}

/** The crest as an SVG element (64×64 view box), decorative: the page names the club. */
export function crestSvg(club: CrestClub, size = 64): string {
  const [a = 'Blau', b = 'Weiß'] = club.colors.split('-');
  const first = COLOURS[a] ?? COLOURS.Blau!;
  const second = COLOURS[b] ?? COLOURS.Weiß!;
  const h = hash(String(club.id));
  const division = [
    `<rect x="32" y="0" width="32" height="64" fill="${second}"/>`, // halved
    `<rect x="0" y="22" width="64" height="14" fill="${second}"/>`, // fess
    `<path d="M0 0L64 64H0Z" fill="${second}"/>`, // diagonal
    `<path d="M0 40L32 18L64 40V64H0Z" fill="${second}"/>`, // chevron
    `<rect x="22" y="0" width="20" height="64" fill="${second}"/>`, // pale
  ][h % 5];
  // The initials sit on a disc in the field's colour, so they read whatever the division.
  const ink = DARK.has(a) ? '#ffffff' : '#1b1b1b';
  const id = `crest-${String(club.id).replace(/[^\w-]/g, '')}`;
  const initials = escapeXml(crestInitials(club.name));
  return `<svg class="crest" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" aria-hidden="true" focusable="false"><defs><clipPath id="${id}"><path d="${SHIELD}"/></clipPath></defs><g clip-path="url(#${id})"><rect width="64" height="64" fill="${first}"/>${division}</g><path d="${SHIELD}" fill="none" stroke="#1b1b1b" stroke-width="2.5"/><circle cx="32" cy="29" r="13" fill="${first}" stroke="${second}" stroke-width="2"/><text x="32" y="34" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${initials.length > 1 ? 13 : 16}" fill="${ink}">${initials}</text></svg>`;
}

const COLOUR_WORDS = new Set(Object.keys(COLOURS));
const CONSONANT = /[^AEIOUÄÖÜ]/;

/**
 * Three-letter short names of a league's clubs (the cross table's column heads, and its first
 * column on a phone), unique within the list: the first letters of the place in the name
 * ("SV Schönhagen" → "SCH", "Hornberger SC" → "HOR"), not of the club form, so three "SV …"
 * clubs no longer all read "SV ". When two places start alike, the later one takes its first
 * letter with later consonants ("Altheiligenhagen" ALT, "Altgrünheim" ALG).
 */
export function clubShortNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const words = name
      .split(/[\s-]+/)
      .filter(
        (w) =>
          /^\p{Lu}/u.test(w) &&
          !COLOUR_WORDS.has(w) &&
          !/^(?:\p{Lu}{1,4}|\d+\.?|Sportfreunde|Post|SpVgg|SuS|VfB|VfL|VfR|TuS|Germania)$/u.test(w),
      );
    const place = (words.at(-1) ?? name).toLocaleUpperCase('de').replace(/[^\p{L}]/gu, '');
    const letters = [...place];
    const first = letters.slice(0, 3).join('');
    const candidates = [first];
    for (let i = 1; i < letters.length; i++)
      for (let j = i + 1; j < letters.length; j++)
        if (CONSONANT.test(letters[j]!)) candidates.push(`${letters[0]}${letters[i]}${letters[j]}`);
    const short =
      candidates.find((c) => c.length === 3 && !taken.has(c)) ?? `${first}${taken.size}`;
    taken.add(short);
    return short;
  });
}
