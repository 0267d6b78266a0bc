import { withPortalIds } from '@anstoss/api/testing';

/** A running second half: 2:1, 62 minutes played, two tickers. */
export const runningTicker = {
  id: 501,
  should_update: 15,
  score: '2:1',
  score_halftime: '1:0',
  live: true,
  liveticker_enabled: true,
  timeplayed: 3725,
  duration: 90,
  duration_sections: 2,
  extratime_duration: 30,
  tickers: [{ id: 501 }, { id: 502 }],
  events: [
    { section_type_id: 2, type_id: 1, team_id: 10, member_id: 7, minute: 12 },
    { section_type_id: 2, type_id: 2, team_id: 20, member_id: 8, minute: 30 },
    { section_type_id: 2, type_id: 29, team_id: null, member_id: null, minute: 45 },
    { section_type_id: 3, type_id: 12, team_id: 10, member_id: 6, minute: 50 },
    { section_type_id: 3, type_id: 100, team_id: 10, member_id: 7, minute: 58 },
    { section_type_id: 3, type_id: 28, team_id: 20, member_id: null, minute: 60 },
  ],
  home_team: {
    id: 10,
    name: 'SV Blau-Weiß Heimstadt',
    members: {
      '6': {
        firstname: 'Tim',
        name: 'Berger',
        is_not_public: false,
        player_image_url: '/img/6.png',
        jersey_nr: 4,
      },
      '7': {
        firstname: 'Jonas',
        name: 'Keller',
        is_not_public: false,
        player_image_url: '/img/7.png',
        jersey_nr: 9,
      },
    },
  },
  guest_team: {
    id: 20,
    name: 'FC Gastdorf 1920',
    members: {
      '8': {
        firstname: 'Mia',
        name: 'Sommer',
        is_not_public: true,
        player_image_url: '/img/8.png',
        jersey_nr: 5,
      },
    },
  },
} satisfies Record<string, unknown>;

/** The second shape in use: scoreHome, scoreAway, time_running. */
export const secondShapeTicker = {
  ...runningTicker,
  score: undefined,
  scoreHome: 3,
  scoreAway: 3,
  time_running: false,
};

export const disabledTicker = { ...runningTicker, liveticker_enabled: false };

/** runningTicker as the real portal spells it: every id a 32-character string. */
export const portalIdTicker = withPortalIds(runningTicker, {
  keyedBy: ['members'],
  keep: ['section_type_id', 'type_id'],
});
