/** A two-match table as the reference CMS sends it (codes of its per-table stylesheet). */
export const resultsFixture = {
  obfuscationId: 'f3a9c1d2e4',
  stylesheetUrl: '/ergebnisse/css/%ID%.css',
  title: 'Ergebnisse 12. Spieltag',
  props: JSON.stringify({
    head: ['Heim', 'Gast', 'Ergebnis'],
    rows: [
      ['SV Nord', 'FC Süd', { o: ['ka3f', 'zz91', ':', 'q9x1'] }],
      ['TuS Ost', 'SG West', { o: ['q9x1', ':', 'ka3f'] }],
    ],
  }),
};
