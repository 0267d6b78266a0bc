import { describe, expect, it } from 'vitest';
import { clubShortNames, crestInitials, crestSvg } from './crest.ts';

const club = { id: 17, name: 'SV Blau-Weiß Hornberg', colors: 'Blau-Weiß' };

describe('club crests', () => {
  it("draw the club's two colours and its initials", () => {
    const svg = crestSvg(club);
    expect(svg).toContain('fill="#1f4e9c"'); // Blau
    expect(svg).toContain('fill="#ffffff"'); // Weiß
    expect(svg).toMatch(/>BW<\/text>/);
    expect(svg).toContain('aria-hidden="true"');
  });

  it('are the same for the same club and differ between neighbouring clubs', () => {
    expect(crestSvg(club)).toBe(crestSvg({ ...club }));
    const divisions = new Set(
      Array.from({ length: 12 }, (_, id) =>
        crestSvg({ ...club, id })
          .replace(/crest-\d+/g, '')
          .replace(/>\w+<\/text>/, ''),
      ),
    );
    expect(divisions.size).toBeGreaterThanOrEqual(4);
  });

  it('take initials from the name, not from the club form', () => {
    expect(crestInitials('1. FC Schwarz-Weiß Unterbergich II')).toBe('SW');
    expect(crestInitials('Grünicher SC')).toBe('G');
    expect(crestInitials('Sportfreunde Zülpich')).toBe('Z');
    expect(crestInitials('TSV Brühl')).toBe('B');
  });

  it("short names come from the club's place, not its form, and are unique in a league", () => {
    const names = [
      'Hornberger SC',
      'SV Schönhagen',
      'TV Niederweißenrath',
      'Sportfreunde Altheiligenhagen',
      'DJK Germania Großeichenscheid',
      'TV Altgrünheim 1923',
      'SV Gelb-Schwarz Hohenfriedhagen',
      'Post SV Blau-Gelb Neulindenborn',
      'Neuwiesbacher SC',
    ];
    const short = clubShortNames(names);
    expect(short).toEqual(['HOR', 'SCH', 'NIE', 'ALT', 'GRO', 'ALG', 'HOH', 'NEU', 'NEW']);
    expect(new Set(short).size).toBe(names.length);
  });

  it('escape what reaches the markup', () => {
    const svg = crestSvg({ id: '"><script>', name: '<Böse> & Co', colors: 'Rot-Gelb' });
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/<Böse>/);
  });
});
