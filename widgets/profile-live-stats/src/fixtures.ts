/** Schema-valid sample data shared by tests and stories. */
import { SAMPLE_STATS } from './logic.ts';

const VALUES = ['24', '1.980', '1,85', '3', '2/3', '0,50', '12', '31', '44'];

/** The nine sample stats of the spec, none taken. */
export const freeStatsFixture = SAMPLE_STATS.map((s, i) => ({
  ...s,
  value: VALUES[i] ?? '–',
  taken: false,
  sortPos: 0,
}));

/** Goals in slot 1 and minutes in slot 2. */
export const takenStatsFixture = freeStatsFixture.map((s) =>
  s.id === 'goals'
    ? { ...s, taken: true, sortPos: 1 }
    : s.id === 'minutes'
      ? { ...s, taken: true, sortPos: 2 }
      : s,
);
