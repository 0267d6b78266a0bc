import type { RequestState } from '../../context.ts';
import { html, jsonForScript, raw } from '../../html.ts';
import { crestSvg } from '../../logic/crest.ts';
import type { ClubRow, ClubTeam } from '../../repo/clubs.ts';
import type { MatchRow } from '../../repo/matches.ts';
import type { NewsTeaser } from '../../repo/news.ts';
import { CURRENT_SEASON_ID } from '../../seed/lookups.ts';
import { matchTable, newsCard } from '../components.ts';
import { renderPage } from '../layout.ts';
import { favouriteButtonHost } from './personal.ts';
import { CLUB_ITEMS_URL, CLUB_TEAMS_URL } from '../navigationFlyout.ts';
import { currentLang, formatCount } from '../../i18n/current.ts';
import { clubPhotoSection, type TeamPhoto } from './teamPhoto.ts';
import { clubNextCaption, MATCH_PAGE_SIZE, moreMatches, refreshedBox } from './matchLists.ts';
import { clubColours, lookupLabel, tr } from '../../i18n/pages.ts';
import { formatDate } from '../../logic/dates.ts';

export interface ClubPageData {
  club: ClubRow;
  teams: ClubTeam[];
  upcoming: MatchRow[];
  /** When the next matches last changed (routes/matchLists.ts): the refresh's Last-Modified. */
  upcomingChangedAt: Date;
  /** The last results, one more than shown when there are older ones („Ältere Ergebnisse“). */
  recent: MatchRow[];
  /** The club's last results (all teams), for the first team's chart. */
  history: MatchRow[];
  news: NewsTeaser[];
  /** The club photo, and the officials' upload (views/pages/teamPhoto.ts). */
  photo: TeamPhoto;
}

/** "13.03." (de) or "13/03" (en): a match day on the chart's axis. */
function shortDate(d: Date): string {
  return formatDate(d)
    .slice(0, 5)
    .concat(currentLang() === 'de' ? '.' : '');
}

/**
 * Goals scored and conceded by the club's first team (the first team with a league) in its last
 * league matches, oldest first, one point per match dated on the axis (spec §2 Other widgets:
 * series toggled by checkboxes). Nothing when that team has no result yet.
 */
function goalsChart(teams: ClubTeam[], history: MatchRow[]) {
  const team = teams.find((t) => t.competitionSlug);
  if (!team) return null;
  const played = history
    .filter(
      (m) =>
        (m.homeTeamId === team.id || m.guestTeamId === team.id) &&
        m.competitionSlug === team.competitionSlug &&
        m.homeGoals !== null &&
        m.guestGoals !== null,
    )
    .slice(0, 10)
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  if (played.length < 2) return null;
  const home = (m: MatchRow) => m.homeTeamId === team.id;
  const own = (m: MatchRow) => (home(m) ? m.homeGoals : m.guestGoals) ?? 0;
  const against = (m: MatchRow) => (home(m) ? m.guestGoals : m.homeGoals) ?? 0;
  const series = [
    { name: tr('Tore'), checked: true, values: played.map(own) },
    { name: tr('Gegentore'), checked: true, values: played.map(against) },
    { name: tr('Tordifferenz'), checked: false, values: played.map((m) => own(m) - against(m)) },
  ];
  const title = tr('{team}: Tore und Gegentore der letzten {count} Ligaspiele ({league})', {
    team: team.name,
    count: played.length,
    league: team.competitionName ?? '',
  });
  return html`<section aria-labelledby="chart-title">
    <h2 id="chart-title">${tr('Statistik')}</h2>
    <div data-widget="line-chart" data-title="${title}" data-y-axis="6">
      <script type="application/json" data-props>${jsonForScript({ series, labels: played.map((m) => shortDate(m.kickoff)) })}</script>
    </div>
  </section>`;
}

/**
 * A club's page: photo and teams beside the facts box, then the match tables and the chart over
 * the page's full width (beside the facts box the five-column tables cut their guest names at
 * 1280 px, issue 26).
 */
export function clubPage(state: RequestState, d: ClubPageData): string {
  const c = d.club;
  const colours = clubColours(c.colors);
  const body = html` <header class="page-head club-head">
      <div class="club-crest">${raw(crestSvg(c, 72))}</div>
      <div>
        <h1>${c.name}</h1>
        <p class="page-head__meta">${c.associationName} · ${tr('Kreis {name}', { name: c.areaName })}</p>
        ${favouriteButtonHost(state, `/verein/${c.slug}`, c.name)}
      </div>
    </header>
    <div class="two-col">
      <div>
        ${clubPhotoSection(c.name, d.photo)}
        <section aria-labelledby="teams-title">
          <h2 id="teams-title">${tr('Mannschaften')}</h2>
          <ul class="team-list">
            ${d.teams.map(
              (t) =>
                html`<li>
                  <a class="team-list__name" href="/mannschaft/${t.id}"
                    >${lookupLabel(t.teamTypeLabel)}${t.number > 1 ? ` ${tr('{number}. Mannschaft', { number: t.number })}` : ''}</a
                  >
                  ${
                    t.competitionSlug
                      ? html`<a href="/wettbewerb/${t.competitionSlug}">${t.competitionName}</a>`
                      : html`<span class="muted">${tr('kein Ligaspielbetrieb')}</span>`
                  }
                </li>`,
            )}
          </ul>
        </section>
      </div>
      <aside aria-labelledby="facts-title" class="facts">
        <h2 id="facts-title">${tr('Vereinsinfos')}</h2>
        <dl>
          <dt>${tr('Mannschaften')}</dt>
          <dd><div data-widget="count-up" data-value="${String(d.teams.length)}">${formatCount(d.teams.length)}</div></dd>
          <dt>${tr('Gegründet')}</dt>
          <dd>${c.founded}</dd>
          <dt>${tr('Vereinsfarben')}</dt>
          ${colours === null ? html`<dd lang="de">${c.colors}</dd>` : html`<dd>${colours}</dd>`}
          <dt>${tr('Ort')}</dt>
          <dd>${c.town}</dd>
          <dt>${tr('Spielstätte')}</dt>
          <dd>${c.ground}</dd>
          <dt>${tr('Landesverband')}</dt>
          <dd><a href="/wettbewerbe?verband=${c.associationId}">${c.associationName}</a></dd>
        </dl>
      </aside>
    </div>
    <section aria-labelledby="next-title">
      <h2 id="next-title">${tr('Nächste Spiele')}</h2>
      ${refreshedBox({
        id: 'club-next',
        url: `/ajax/verein/${c.slug}/naechste-spiele`,
        lastModified: d.upcomingChangedAt,
        content: matchTable(d.upcoming, clubNextCaption(c.name), {
          showCompetition: true,
          captionHidden: true,
          lang: state.lang,
        }),
      })}
    </section>
    <section aria-labelledby="recent-title">
      <h2 id="recent-title">${tr('Letzte Ergebnisse')}</h2>
      ${matchTable(d.recent.slice(0, MATCH_PAGE_SIZE), tr('Letzte Ergebnisse von {name}', { name: c.name }), { showCompetition: true, captionHidden: true, lang: state.lang })}
      ${
        d.recent.length > MATCH_PAGE_SIZE
          ? moreMatches({
              id: 'club-older-results',
              label: tr('Ältere Ergebnisse'),
              url: `/ajax/verein/${c.slug}/ergebnisse`,
              offset: MATCH_PAGE_SIZE,
              method: 'post',
            })
          : null
      }
    </section>
    ${goalsChart(d.teams, d.history)}
    ${
      d.news.length
        ? html`<section aria-labelledby="club-news-title">
            <h2 id="club-news-title">${tr('News zum Verein')}</h2>
            <div class="card-grid">${d.news.map((n) => newsCard(n))}</div>
          </section>`
        : null
    }`;
  return renderPage(state, {
    title: c.name,
    description: tr('{name}: Mannschaften, Spiele und Ergebnisse.', { name: c.name }),
    section: 'clubs',
    breadcrumbs: [{ label: tr('Vereine'), href: '/vereine' }, { label: c.name }],
    pageVariables: { edMandant: c.associationId, edSaison: CURRENT_SEASON_ID, edGebiet: c.areaId },
    body,
  });
}

/** The club search's minimum length, as the spec's typeahead has it (§4, default 4). */
export const CLUB_SEARCH_MIN_LENGTH = 4;

export interface ClubSearchData {
  query: string;
  results: ClubRow[];
  tooShort: boolean;
}

export function clubSearchPage(state: RequestState, d: ClubSearchData): string {
  // One club search, with the spec's typeahead rules (§4: a request from 4 characters): the
  // club-search widget where scripts run; inside its host the same search as a form for
  // browsers without scripts, answered here with the same 4-character minimum.
  const body = html` <h1>${tr('Vereine')}</h1>
    <p>${tr('Finde deinen Verein unter allen Vereinen des Portals und springe direkt zu seinen Mannschaften.')}</p>
    <div data-widget="club-search" data-items-url="${CLUB_ITEMS_URL}" data-teams-url="${CLUB_TEAMS_URL}" data-min-length="${String(CLUB_SEARCH_MIN_LENGTH)}" data-value="${d.query}">
      <form class="search-form" method="get" action="/vereine" role="search">
        <label for="club-q">${tr('Vereinsname oder Ort')}</label>
        <div class="search-form__row">
          <input
            id="club-q"
            name="q"
            type="search"
            value="${d.query}"
            minlength="${String(CLUB_SEARCH_MIN_LENGTH)}"
            maxlength="60"
            autocomplete="off"
            aria-describedby="club-q-hint"
          />
          <button type="submit" class="button">${tr('Suchen')}</button>
        </div>
        <p id="club-q-hint" class="hint">
          ${tr('Gib mindestens vier Zeichen ein, zum Beispiel „Borussia“ oder „Bonn“.')}
        </p>
      </form>
    </div>
    ${d.query && d.tooShort ? html`<p class="error" role="alert">${tr('Bitte gib mindestens vier Zeichen ein.')}</p>` : null}
    ${
      d.query && !d.tooShort
        ? html`<p class="result-count" role="status">
              ${d.results.length === 50 ? tr('Mehr als {count} Vereine gefunden', { count: 50 }) : tr('{count} Vereine gefunden', { count: d.results.length })}
            </p>
            <ul class="result-list">
              ${d.results.map(
                (c) =>
                  html`<li class="result-list__club">
                    ${raw(crestSvg(c, 36))}
                    <span>
                      <a href="/verein/${c.slug}">${c.name}</a>
                      <span class="muted">${c.associationName} · ${tr('Kreis {name}', { name: c.areaName })}</span>
                    </span>
                  </li>`,
              )}
            </ul>`
        : null
    }`;
  return renderPage(state, {
    title: d.query ? tr('Vereinssuche: {query}', { query: d.query }) : tr('Vereine'),
    description: tr('Finde deinen Fußballverein.'),
    section: 'clubs',
    breadcrumbs: [{ label: tr('Vereine') }],
    body,
  });
}
