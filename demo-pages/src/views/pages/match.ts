/** /spiel/{gameId}: the match page (live ticker, match-course and live-ticker tabs, quick view). */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { SimGame } from '../../simulator/feed.ts';
import { renderPage } from '../layout.ts';
import {
  liveTickerHost,
  matchCourseFragment,
  matchQuickviewHost,
  matchTabsHost,
} from '../matchCentreHosts.ts';
import type { MatchSnapshot } from '../../simulator/engine.ts';
import { formatTime, formatWeekdayDate } from '../../logic/dates.ts';
import { widgetHost } from '../widgetHosts.ts';
import { crestIcon } from '../components.ts';
import { tr } from '../../i18n/pages.ts';
import { simText } from '../../simulator/texts.ts';

export interface MatchPageData {
  gameId: number;
  homeName: string;
  guestName: string;
  competitionName: string;
  competitionSlug?: string;
  venue: string;
  /** The simulated game, if this match is live. */
  live: SimGame | null;
  /** The live game's state now: the first tab (match course) is rendered with the page. */
  snapshot?: MatchSnapshot;
  /** Kick-off (of the simulation, for a live game). */
  kickoff: Date;
  result: string | null;
  /**
   * What the live widgets show at render time, so their hosts reserve their height (issue 11):
   * the number of tickers (two: a ticker switch), scorer lines, match-course lines. Only once
   * the game has kicked off (before, the ticker shows a short note).
   */
  reserve?: { tickers: number; scorerLines: number; courseLines: number };
}

/** Spec §2, §3 Offense report: "Verstoß melden" on a live ticker sends match_id and ticker_id. */
export function tickerReportHost(gameId: number, tickerId: number): SafeHtml {
  return widgetHost('report-offense', {
    action: '/ajax/report-offense',
    captchaUrl: '/ajax/captcha',
    matchId: String(gameId),
    tickerId: String(tickerId),
  });
}

export function matchPage(state: RequestState, d: MatchPageData): string {
  const title = `${d.homeName} – ${d.guestName}`;
  const tickerId = d.live?.tickerIds[0];
  const body = html`<header class="page-head">
      <h1>${title}</h1>
      <p class="page-head__meta">
        ${d.competitionSlug ? html`<a href="/wettbewerb/${d.competitionSlug}">${d.competitionName}</a>` : d.competitionName}
        · ${d.venue}
      </p>
    </header>
    ${
      d.live && tickerId !== undefined
        ? html`<section class="match-live" aria-labelledby="live-title"${d.reserve ? html` data-reserve style="--ticker-switches: ${String(Math.min(1, d.reserve.tickers - 1))}; --scorer-lines: ${String(d.reserve.scorerLines)}"` : null}>
              <h2 id="live-title" class="visually-hidden">Live</h2>
              ${liveTickerHost(d.gameId, tickerId)}
            </section>
            <section class="match-info" aria-labelledby="info-title"${d.reserve ? html` data-reserve style="--course-lines: ${String(d.reserve.courseLines)}"` : null}>
              <h2 id="info-title">${tr('Spielinformationen')}</h2>
              ${matchTabsHost(
                d.gameId,
                tickerId,
                state.lang,
                d.snapshot
                  ? matchCourseFragment(d.live, tickerId, d.snapshot, 'course', state.lang)
                  : undefined,
              )}
            </section>
            <section class="match-quick" aria-labelledby="quick-title">
              <h2 id="quick-title" class="visually-hidden">${tr('Überblick')}</h2>
              ${matchQuickviewHost(d.gameId)}
            </section>
            <section class="ticker-report" aria-labelledby="ticker-report-title">
              <h2 id="ticker-report-title">${tr('Etwas Unangemessenes im Liveticker?')}</h2>
              ${tickerReportHost(d.gameId, tickerId)}
            </section>`
        : html`<p class="match-state">
            ${
              d.result
                ? html`${tr('Endstand')}: <strong>${d.result}</strong>`
                : html`${state.lang === 'en' ? 'Kick-off' : 'Anpfiff'}:
                    <time datetime="${d.kickoff.toISOString()}">${formatWeekdayDate(d.kickoff, state.lang)}, ${formatTime(d.kickoff, state.lang)}</time>`
            }
          </p>`
    }`;
  return renderPage(state, {
    title,
    description: tr('Liveticker und Spielverlauf: {title}.', { title }),
    section: 'competitions',
    breadcrumbs: [{ label: tr('Live-Spiele'), href: '/spiele/live' }, { label: title }],
    body,
  });
}

export interface LiveListEntry {
  gameId: number;
  home: { name: string; clubSlug: string | null };
  guest: { name: string; clubSlug: string | null };
  competitionName: string;
  /** The goals and what they came after ("n. V., 4:3 i. E."); null before kick-off. */
  score: { goals: string; note: string } | null;
  /** "live, 45+2.", "Halbzeit", "Endstand", "Anpfiff 15:30 Uhr". */
  state: string;
  /** Being played now (running or in a break): the score and state in the live colour. */
  playing: boolean;
  tickers: number;
}

export function liveListPage(
  state: RequestState,
  d: { games: LiveListEntry[]; speed: number; isAdmin: boolean; kickedOff: string },
): string {
  // How the games are simulated is for the administrators who restart them, not for visitors.
  const kickOff: SafeHtml | null = d.isAdmin
    ? html`<div class="notice">
        <p>
          ${tr(
            'Simulierte Spiele mit echten Mannschaften und Spielern der Demo-Daten, im Zeitraffer ({speed}-fach). Angestoßen: {time}.',
            { speed: d.speed, time: d.kickedOff },
          )}
        </p>
        <form method="post" action="/admin/simulator" class="filter-form">
          <input type="hidden" name="csrf" value="${state.csrf}" />
          <button type="submit" class="button">${tr('Alle Spiele neu anstoßen')}</button>
        </form>
      </div>`
    : null;
  const card = (g: LiveListEntry) => {
    const team = (t: LiveListEntry['home']) =>
      html`<span class="live-game__team">${t.clubSlug ? crestIcon(t.clubSlug) : null}<span>${t.name}</span></span>`;
    return html`<li class="live-game${g.playing ? ' live-game--playing' : ''}">
      <p class="live-game__competition">${g.competitionName}</p>
      <a class="live-game__match" href="/spiel/${g.gameId}"
        >${team(g.home)}<span class="visually-hidden"> – </span
        ><strong class="live-game__score">${g.score?.goals ?? html`<span aria-hidden="true">–:–</span><span class="visually-hidden">${simText(state.lang, 'score.open')}</span>`}${g.score?.note ? html`<span class="visually-hidden"> ${g.score.note}</span>` : null}</strong
        ><span class="visually-hidden"> – </span>${team(g.guest)}</a
      >
      <p class="live-game__state">
        ${g.score?.note ? html`<span aria-hidden="true">${g.score.note} · </span>` : null}${g.state}${g.tickers > 1 ? html` · ${tr('Vereins- und Fanticker')}` : null}
      </p>
    </li>`;
  };
  // What is being played first, then what comes next, then what has ended: a page called "live"
  // that shows only final whistles says so instead of looking live.
  const groups = [
    { id: 'live-now', title: tr('Läuft gerade'), games: d.games.filter((g) => g.playing) },
    {
      id: 'live-next',
      title: tr('Demnächst'),
      games: d.games.filter((g) => !g.playing && !g.score),
    },
    { id: 'live-ended', title: tr('Beendet'), games: d.games.filter((g) => !g.playing && g.score) },
  ];
  const body = html`<h1>${tr('Live-Spiele')}</h1>
    ${kickOff}
    ${groups[0]!.games.length === 0 ? html`<p class="live-none">${tr('Gerade läuft kein Spiel.')}</p>` : null}
    ${groups
      .filter((group) => group.games.length > 0)
      .map(
        (group) => html`<section aria-labelledby="${group.id}">
          <h2 id="${group.id}">${group.title}</h2>
          <ul class="live-games">
            ${group.games.map(card)}
          </ul>
        </section>`,
      )}`;
  return renderPage(state, {
    title: tr('Live-Spiele'),
    description: tr('Die Spiele, die gerade laufen, mit Liveticker.'),
    section: 'competitions',
    breadcrumbs: [{ label: tr('Live-Spiele') }],
    body,
  });
}
