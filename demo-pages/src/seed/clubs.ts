import { CLUB_COLORS, CLUB_LATIN, CLUB_PREFIXES } from './names.ts';
import { TOWN_ENDINGS, TOWN_PREFIXES, TOWN_STEMS, type Flavor } from './places.ts';
import type { Rng } from './prng.ts';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A generated village name with the region's typical ending: 'Oberlindenheim', 'Birkow'. */
export function villageName(rng: Rng, flavor: Flavor): string {
  const endings = TOWN_ENDINGS[flavor === 'city' ? 'north' : flavor];
  const stem = rng.pick(TOWN_STEMS);
  let ending = rng.pick(endings);
  // 'Kirchkirch' or 'Bachbach' would give the generator away.
  while (ending.includes(stem) || stem.includes(ending)) ending = rng.pick(endings);
  // Avoid doubled letters at the seam ("Bachhausen" is fine, "Steinnin" is not).
  if (stem.endsWith(ending.charAt(0)) && /[aeiou]/.test(ending.charAt(0))) ending = ending.slice(1);
  const prefix = rng.pick(TOWN_PREFIXES);
  return prefix ? `${prefix}${stem}${ending}` : capitalise(`${stem}${ending}`);
}

/** 'Lindenheim' -> 'Lindenheimer', 'Tübingen' -> 'Tübinger', 'Eichenrode' -> 'Eichenroder'. */
export function townAdjective(town: string): string | null {
  if (/[\s/-]/.test(town)) return null;
  if (town.endsWith('ingen')) return `${town.slice(0, -2)}er`;
  if (town.endsWith('e')) return `${town}r`;
  if (/[aeiouäöü]$/.test(town)) return null;
  return `${town}er`;
}

/** A German club name for a town, e.g. 'SV Blau-Weiß Lindenheim 1921'. */
export function clubName(rng: Rng, town: string, founded: number): string {
  const prefix = rng.pick(CLUB_PREFIXES);
  const roll = rng.next();
  const year = rng.chance(0.5) ? String(founded) : String(founded).slice(2);
  if (roll < 0.35) return `${prefix} ${town}`;
  if (roll < 0.5) return `${prefix} ${rng.pick(CLUB_COLORS)} ${town}`;
  if (roll < 0.65) return `${prefix} ${town} ${year}`;
  if (roll < 0.8) return `${prefix === 'SG' ? 'SV' : prefix} ${rng.pick(CLUB_LATIN)} ${town}`;
  const adjective = townAdjective(town);
  if (adjective && roll < 0.93)
    return `${adjective} ${rng.pick(['SV', 'SC', 'FC', 'TV', 'BC', 'SpVgg'])}`;
  return `${prefix} ${town}`;
}

export function clubColors(rng: Rng): string {
  const colors = ['Blau', 'Weiß', 'Rot', 'Grün', 'Schwarz', 'Gelb', 'Orange', 'Lila'];
  const first = rng.pick(colors);
  let second = rng.pick(colors);
  while (second === first) second = rng.pick(colors);
  return `${first}-${second}`;
}
