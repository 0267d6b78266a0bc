const replacements: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ı: 'i',
  é: 'e',
  è: 'e',
  ć: 'c',
  č: 'c',
};

/** 'SV Blau-Weiß Köln 1911' -> 'sv-blau-weiss-koeln-1911' */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßıéèćč]/g, (ch) => replacements[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Keeps slugs unique within one set by appending -2, -3, … */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base || 'eintrag';
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
