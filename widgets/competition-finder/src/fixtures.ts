import type { AreasData, BaseData, CompetitionsData } from './logic.ts';

/** Schema-valid sample responses, shared by tests and stories. */

/** Successive shape: seasons by client, competition types by client and season. */
export const nestedBase: BaseData = {
  Mandanten: { _22: 'Mittelrhein', _3: 'Bayern' },
  Saisons: {
    _22: { _2526: '25/26', _2425: '24/25' },
    _3: { _2526: '25/26' },
  },
  CompetitionTypes: {
    _22: { _2526: { _1: 'Meisterschaften', _2: 'Pokale' }, _2425: { _1: 'Meisterschaften' } },
    _3: { _2526: { _1: 'Meisterschaften' } },
  },
  currentSaison: '_2526',
  defaultCompetitionType: '_1',
};

/** Simultaneous shape: flat maps. */
export const flatBase: BaseData = {
  Mandanten: { _22: 'Mittelrhein', _3: 'Bayern' },
  Saisons: { _2526: '25/26', _2425: '24/25' },
  CompetitionTypes: { _1: 'Meisterschaften', _2: 'Pokale' },
  currentSaison: '_2526',
  defaultCompetitionType: '_1',
};

export const areasFixture: AreasData = {
  Mannschaftsart: { _1: 'Herren', _2: 'Frauen' },
  Spielklasse: { _1: { _101: 'Landesliga', _103: 'Kreisliga A' }, _2: { _105: 'Kreisliga' } },
  Gebiet: {
    _1: { _101: { _22: 'Mittelrhein' }, _103: { _k1: 'Kreis Bonn', _k2: 'Kreis Köln' } },
    _2: { _105: { _k1: 'Kreis Bonn' } },
  },
};

export const competitionsFixture: CompetitionsData = {
  _101: { _22: { '/wettbewerb/landesliga-mittelrhein-2526': 'Landesliga Mittelrhein' } },
  _103: {
    _k1: {
      '/wettbewerb/kreisliga-a-bonn-2526': 'Kreisliga A Bonn',
      '/wettbewerb/kreisliga-a-bonn-2-2526': 'Kreisliga A Bonn Staffel 2',
    },
    _k2: { '/wettbewerb/kreisliga-a-koeln-2526': 'Kreisliga A Köln' },
  },
  _105: { _k1: { '/wettbewerb/frauen-kreisliga-bonn-2526': 'Frauen-Kreisliga Bonn' } },
};

/** Bodies that fail the schemas. */
export const schemaMismatchBase = { Mandanten: ['Mittelrhein'], Saisons: 42 };
