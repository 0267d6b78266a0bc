const names = ['SV Nord', 'FC Süd', 'TSV West', 'SC Ost', 'VfB Mitte', 'SG Tal'];

export const crossTableFixture = {
  caption: 'Kreuztabelle Kreisliga A',
  teams: names.map((name) => ({ name, short: name.split(' ')[1] ?? name })),
  results: names.map((_, r) => names.map((__, c) => (r === c ? null : c > r ? `${r}:${c}` : ''))),
};
