import { describe, expect, it } from 'vitest';
import { generateDataset } from './generate.ts';
import { generateMedia, PHOTO_POOL, photoSvg, poolPhotoFor, posterSvg } from './media.ts';
import { newsPicture, newsPictureNumber, sceneOf, SCENES, tvPoster, wrap } from './pictures.ts';

describe('generated pictures (issue 26: varied per entity, the same for the same entity)', () => {
  it('news pictures: one scene per remainder, the same number the same picture, sizes kept', () => {
    expect(newsPicture(42)).toBe(newsPicture(42));
    expect(newsPicture(42)).toContain('width="640" height="360"');
    expect(newsPicture(42, 1280, 720)).toContain('width="1280" height="720"');
    // Ten numbers in a row: ten different scenes, not one pitch in ten colours.
    const drawings = SCENES.map((_, i) => newsPicture(120 + i));
    expect(new Set(drawings).size).toBe(SCENES.length);
    expect(new Set(SCENES.map((_, i) => sceneOf(120 + i)))).toEqual(new Set(SCENES));
    // No numbered tile: nothing but the drawing is written on a news picture.
    expect(newsPicture(301)).not.toMatch(/<text[^>]*>\s*0?301/);
  });

  it("an article's picture shows its category: the cup a trophy, referees a card", () => {
    for (let raw = 0; raw < 360; raw += 37) {
      expect(sceneOf(newsPictureNumber(raw, 'pokal', raw))).toBe('trophy');
      expect(sceneOf(newsPictureNumber(raw, 'schiedsrichter', raw))).toBe('referee');
      const n = newsPictureNumber(raw, 'herren', raw);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(359);
      expect(['stadium', 'goal']).toContain(sceneOf(n));
    }
  });

  it("the seeded news: each picture in its category's scene, many scenes across the portal", () => {
    const { news } = generateDataset({ seed: 7, anchor: '2026-03-14', size: 'tiny' });
    const scenes = new Set(news.map((n) => sceneOf(n.imageHue)));
    expect(scenes.size).toBeGreaterThanOrEqual(6);
    for (const n of news.filter((item) => item.categoryId === 'pokal'))
      expect(sceneOf(n.imageHue)).toBe('trophy');
  });

  it("photos: the subject's scene in three sizes of one drawing, different photos differ", () => {
    const large = photoSvg(7, 'large');
    expect(large).toContain('width="1280" height="853"');
    expect(photoSvg(7, 'small').replace('width="180" height="120"', '')).toBe(
      large.replace('width="1280" height="853"', ''),
    );
    expect(photoSvg(7, 'medium')).not.toBe(photoSvg(8, 'medium'));
    const distinct = new Set(Array.from({ length: 40 }, (_, i) => photoSvg(i + 1, 'small')));
    expect(distinct.size).toBe(40);
  });

  it('TV and video posters carry the title as text (markup escaped), varied per clip', () => {
    const poster = tvPoster('<img src=x onerror=alert(1)>Trickschuss', 330, '02TV0007');
    expect(poster).toContain('&lt;img src=x onerror=alert(1)&gt;Trickschuss');
    expect(poster).not.toContain('<img');
    expect(tvPoster('Parade', 20, 'a')).not.toBe(tvPoster('Parade', 20, 'b'));
    expect(tvPoster('Parade', 20, 'a')).toBe(tvPoster('Parade', 20, 'a'));
    expect(posterSvg(1)).toContain('Traumtor aus 25 Metern');
    expect(posterSvg(1)).not.toContain('Video 1');
    expect(wrap('Tor der Woche: Fallrückzieher in der Nachspielzeit', 30)).toEqual([
      'Tor der Woche: Fallrückzieher',
      'in der Nachspielzeit',
    ]);
  });
});

describe('album texts', () => {
  it('descriptions keep the German nouns capitalised and the article right', () => {
    const { albums } = generateMedia(new Date('2026-03-14T11:00:00Z'));
    const described = albums.map((a) => a.description).filter((d) => d.startsWith('Bilder '));
    expect(described.length).toBeGreaterThan(3);
    for (const text of described)
      expect(text).toMatch(/^Bilder (vom|von der|aus dem|aus der|der) [A-ZÄÖÜ][^.]*\.$/);
  });
});

describe('poolPhotoFor', () => {
  it('finds the library photo whose subject the title names, the same every time', () => {
    const titles = generateMedia(new Date(0)).items.map((item) => item.title);
    for (const [title, subject] of [
      ['Flutlichtspiel am Freitag', 'Flutlicht'],
      ['Unser Vereinsheim', 'Vereinsheim'],
    ] as const) {
      const n = poolPhotoFor(title);
      expect(titles[n - 1]?.split(' ')[0]).toBe(subject);
      expect(poolPhotoFor(title)).toBe(n);
    }
    const other = poolPhotoFor('Ohne passendes Motiv');
    expect(other).toBeGreaterThanOrEqual(1);
    expect(other).toBeLessThanOrEqual(PHOTO_POOL);
  });
});
