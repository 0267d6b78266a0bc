/**
 * Host markup of the match-centre widgets (live-ticker, tabs, match-quickview, cross-table,
 * tournament-tree); see each widget's README.
 */
import { html, jsonForScript, type SafeHtml } from '../html.ts';
import type { StandingRow } from '../logic/standings.ts';
import { clubShortNames } from '../logic/crest.ts';
import type { MatchRow } from '../repo/matches.ts';
import { widgetHost } from './widgetHosts.ts';
import type { Lang } from '../logic/dates.ts';
import { roundLabel, widgetLabel } from '../i18n/widgetLabels.ts';
import { tr } from '../i18n/pages.ts';
import type { MatchSnapshot } from '../simulator/engine.ts';
import { eventsOfTicker, type SimGame } from '../simulator/feed.ts';
import { courseEntries } from '../simulator/phase.ts';
import { simText } from '../simulator/texts.ts';

export const TICKER_URL = '/ajax/liveticker';

export const liveTickerHost = (gameId: number, tickerId: number) =>
  widgetHost('live-ticker', {
    tickerUrl: TICKER_URL,
    tickerId: String(tickerId),
    gameId: String(gameId),
  });

export const matchQuickviewHost = (gameId: number) =>
  widgetHost('match-quickview', { url: `/ajax/spiel/${gameId}/ereignisse.json` });

/**
 * A tab of the match tabs as an HTML fragment: the match course (oldest first) or the live ticker
 * (newest first, with the commentary). Both are built from the same events as the ticker's answer
 * of the same moment (courseEntries), so the tab never disagrees with the ticker. Served by
 * /ajax/spiel/{id}/{tab}/ticker-id/{id} and rendered into the tabs host for the first tab.
 */
export function matchCourseFragment(
  game: SimGame,
  tickerId: number,
  snap: MatchSnapshot,
  tab: 'course' | 'ticker',
  lang: Lang,
): SafeHtml {
  const entries = courseEntries(game, snap, eventsOfTicker(game, tickerId, snap.events), lang);
  const course = tab === 'course';
  const shown = course ? entries : [...entries].reverse();
  const ticker = widgetLabel(
    lang,
    game.tickerIds.indexOf(tickerId) === 0 ? 'ticker.club' : 'ticker.fans',
  );
  return html`<div class="match-course" data-ticker="${String(tickerId)}">
      <p class="muted">${ticker}</p>
      ${
        shown.length
          ? html`<ul class="match-course__list">
              ${shown.map(
                (e) =>
                  html`<li class="match-course__entry match-course__entry--${e.kind}">
                    <span class="match-course__minute">${e.minute}</span>
                    <span class="match-course__what"><strong>${e.label}</strong>${e.score ? html` ${e.score}` : null}${e.detail ? html` – ${e.detail}` : null}${!course && e.text ? html` <span class="muted">${e.text}</span>` : null}</span>
                  </li>`,
              )}
            </ul>`
          : html`<p>${simText(lang, snap.section === null ? 'course.notStarted' : 'course.none')}</p>`
      }
    </div>`;
}

/**
 * Match-course and live-ticker tabs; the ticker rewrites /ticker-id/ in them when switched.
 * Given the first tab's fragment (`firstPanel`, from matchCourseFragment), the host carries it
 * as `<div data-panel-url="…">`: the widget shows it as the first tab's panel without fetching
 * or sanitising it (it came with the page), and the page shows it before the widget mounts.
 */
export function matchTabsHost(
  gameId: number,
  tickerId: number,
  lang: Lang = 'de',
  firstPanel?: SafeHtml,
): SafeHtml {
  const items = [
    {
      label: widgetLabel(lang, 'tabs.course'),
      url: `/ajax/spiel/${gameId}/spielverlauf/ticker-id/${tickerId}`,
      tracking: `spiel/${gameId}/spielverlauf/ticker-id/${tickerId}`,
    },
    {
      label: widgetLabel(lang, 'tabs.ticker'),
      url: `/ajax/spiel/${gameId}/liveticker/ticker-id/${tickerId}`,
      tracking: `spiel/${gameId}/liveticker/ticker-id/${tickerId}`,
    },
  ];
  return html`<div
    data-widget="tabs"
    data-ticker-game="${String(gameId)}"
    data-label="${widgetLabel(lang, 'tabs.label')}"
    data-items="${JSON.stringify(items)}"
  >${firstPanel ? html`<div class="ast-tabs__server-panel" data-panel-url="${items[0]?.url ?? ''}">${firstPanel}</div>` : null}</div>`;
}

/** Cross table of a league from its matches, rows and columns in table order; the caption in the page's language. */
export function crossTableHost(
  matches: readonly MatchRow[],
  standings: readonly StandingRow[],
  caption: string,
): SafeHtml {
  if (standings.length < 2) return html``;
  const index = new Map(standings.map((s, i) => [s.teamId, i]));
  const results = standings.map(() => standings.map((): string | null => null));
  for (const m of matches) {
    const r = index.get(m.homeTeamId);
    const c = index.get(m.guestTeamId);
    if (r === undefined || c === undefined || m.homeGoals === null || m.guestGoals === null)
      continue;
    const row = results[r];
    if (row) row[c] = `${m.homeGoals}:${m.guestGoals}`;
  }
  // Short names from the place, unique in the league: the column heads, and the rows on a phone.
  const shorts = clubShortNames(standings.map((s) => s.name));
  const props = {
    caption,
    teams: standings.map((s, i) => ({ name: s.name, short: shorts[i] })),
    results,
  };
  // The number of rows reserves the table's height until it mounts (site.css, issue 11).
  return html`<div data-widget="cross-table" style="--cross-table-rows: ${String(standings.length)}">
    <script type="application/json" data-props>${jsonForScript(props)}</script>
    <p class="muted">${tr('Kreuztabelle wird geladen …')}</p>
  </div>`;
}

/** Tournament tree of a cup: one opener level per round. */
export function tournamentTreeHost(
  slug: string,
  rounds: { key: number; label: string }[],
  lang: Lang = 'de',
): SafeHtml {
  if (rounds.length === 0) return html``;
  const props = {
    title: widgetLabel(lang, 'tree.title'),
    levels: rounds.map((r) => ({
      label: roundLabel(lang, r.label),
      resource: `/ajax/turnier/${slug}/runde/${r.key}/action/OPEN`,
    })),
  };
  // Its closed levels reserve their rows before it mounts: nothing below jumps (issue 26).
  return html`<div data-widget="tournament-tree" style="--tree-levels: ${String(rounds.length)}">
    <script type="application/json" data-props>${jsonForScript(props)}</script>
  </div>`;
}
