/** Match events data with every event type and extra time. */
export const matchEventsFixture = {
  duration: 90,
  extraTimeDuration: 30,
  durationSections: 2,
  homeTeam: 'SV Blau-Weiß Heimstadt',
  awayTeam: 'FC Gastdorf 1920',
  sections: {
    'first-half': {
      start: 0,
      end: 45,
      events: [
        { time: 12, type: 'goal', team: 'home', label: 'Jonas Keller' },
        { time: 30, type: 'yellow-card', team: 'away', label: 'Mia Sommer' },
      ],
    },
    'second-half': {
      start: 45,
      end: 90,
      events: [
        { time: 67, type: 'goal own-goal', team: 'away', label: 'Tim Berger' },
        { time: 80, type: 'red-card', team: 'home' },
      ],
    },
    'extra-time': {
      start: 90,
      end: 120,
      events: [{ time: 104, type: 'yellow-red-card', team: 'away' }],
    },
  },
};
