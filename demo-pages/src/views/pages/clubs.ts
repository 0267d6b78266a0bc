import type { RequestState } from '../../context.ts';
import { html, jsonForScript } from '../../html.ts';
import type { ClubRow, ClubTeam } from '../../repo/clubs.ts';
import type { MatchRow } from '../../repo/matches.ts';
import type { NewsTeaser } from '../../repo/news.ts';
import { CURRENT_SEASON_ID } from '../../seed/lookups.ts';
import { matchTable, newsCard } from '../components.ts';
import { renderPage } from '../layout.ts';
import { widgetHost } from '../widgetHosts.ts';
import { favouriteButtonHost } from './personal.ts';

export interface ClubPageData {
  club: ClubRow;
  teams: ClubTeam[];
  upcoming: MatchRow[];
  recent: MatchRow[];
  news: NewsTeaser[];
}

/**
 * Goals and goals against in the club's last played matches, oldest first, as a line chart
 * (spec §2 Other widgets: series toggled by checkboxes). Nothing when no match has a result.
 */
function goalsChart(clubSlug: string, recent: MatchRow[]) {
  const played = recent
    .filter((m) => m.homeGoals !== null && m.guestGoals !== null)
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  if (played.length === 0) return null;
  const own = (m: MatchRow) => (m.homeClubSlug === clubSlug ? m.homeGoals : m.guestGoals) ?? 0;
  const against = (m: MatchRow) => (m.homeClubSlug === clubSlug ? m.guestGoals : m.homeGoals) ?? 0;
  const series = [
    { name: 'Tore', checked: true, values: played.map(own) },
    { name: 'Gegentore', checked: true, values: played.map(against) },
    { name: 'Tordifferenz', checked: false, values: played.map((m) => own(m) - against(m)) },
  ];
  return html`<section aria-labelledby="chart-title">
    <h2 id="chart-title">Statistik</h2>
    <div data-widget="line-chart" data-title="Tore in den letzten Spielen (0 = ältestes)">
      <script type="application/json" data-props>${jsonForScript({ series })}</script>
    </div>
  </section>`;
}

export function clubPage(state: RequestState, d: ClubPageData): string {
  const c = d.club;
  const body = html` <header class="page-head club-head">
      <div class="club-badge" aria-hidden="true">${c.shortName.slice(0, 2).toUpperCase()}</div>
      <div>
        <h1>${c.name}</h1>
        <p class="page-head__meta">${c.associationName} · Kreis ${c.areaName}</p>
        ${favouriteButtonHost(state, `/verein/${c.slug}`, c.name)}
      </div>
    </header>
    <div class="two-col">
      <div>
        <section aria-labelledby="teams-title">
          <h2 id="teams-title">Mannschaften</h2>
          <ul class="team-list">
            ${d.teams.map(
              (t) =>
                html`<li>
                  <span class="team-list__name"
                    >${t.teamTypeLabel}${t.number > 1 ? ` ${t.number}. Mannschaft` : ''}</span
                  >
                  ${
                    t.competitionSlug
                      ? html`<a href="/wettbewerb/${t.competitionSlug}">${t.competitionName}</a>`
                      : html`<span class="muted">kein Ligaspielbetrieb</span>`
                  }
                </li>`,
            )}
          </ul>
        </section>
        <section aria-labelledby="next-title">
          <h2 id="next-title">Nächste Spiele</h2>
          ${matchTable(d.upcoming, `Nächste Spiele von ${c.name}`, { showCompetition: true, captionHidden: true, lang: state.lang })}
        </section>
        <section aria-labelledby="recent-title">
          <h2 id="recent-title">Letzte Ergebnisse</h2>
          ${matchTable(d.recent, `Letzte Ergebnisse von ${c.name}`, { showCompetition: true, captionHidden: true, lang: state.lang })}
        </section>
        ${goalsChart(c.slug, d.recent)}
      </div>
      <aside aria-labelledby="facts-title" class="facts">
        <h2 id="facts-title">Vereinsinfos</h2>
        <dl>
          <dt>Mannschaften</dt>
          <dd>${widgetHost('count-up', { value: String(d.teams.length) })}</dd>
          <dt>Gegründet</dt>
          <dd>${c.founded}</dd>
          <dt>Vereinsfarben</dt>
          <dd>${c.colors}</dd>
          <dt>Ort</dt>
          <dd>${c.town}</dd>
          <dt>Spielstätte</dt>
          <dd>${c.ground}</dd>
          <dt>Landesverband</dt>
          <dd><a href="/wettbewerbe?verband=${c.associationId}">${c.associationName}</a></dd>
        </dl>
      </aside>
    </div>
    ${
      d.news.length
        ? html`<section aria-labelledby="club-news-title">
            <h2 id="club-news-title">News zum Verein</h2>
            <div class="card-grid">${d.news.map((n) => newsCard(n))}</div>
          </section>`
        : null
    }`;
  return renderPage(state, {
    title: c.name,
    description: `${c.name}: Mannschaften, Spiele und Ergebnisse.`,
    section: 'clubs',
    breadcrumbs: [{ label: 'Vereine', href: '/vereine' }, { label: c.name }],
    pageVariables: { edMandant: c.associationId, edSaison: CURRENT_SEASON_ID, edGebiet: c.areaId },
    body,
  });
}

export interface ClubSearchData {
  query: string;
  results: ClubRow[];
  tooShort: boolean;
}

export function clubSearchPage(state: RequestState, d: ClubSearchData): string {
  const body = html` <h1>Vereine</h1>
    <form class="search-form" method="get" action="/vereine" role="search">
      <label for="club-q">Vereinsname oder Ort</label>
      <div class="search-form__row">
        <input
          id="club-q"
          name="q"
          type="search"
          value="${d.query}"
          minlength="2"
          maxlength="60"
          autocomplete="off"
          aria-describedby="club-q-hint"
        />
        <button type="submit" class="button">Suchen</button>
      </div>
      <p id="club-q-hint" class="hint">
        Gib mindestens zwei Buchstaben ein, zum Beispiel „SV“ oder „Bonn“.
      </p>
    </form>
    ${d.query && d.tooShort ? html`<p class="error" role="alert">Bitte gib mindestens zwei Buchstaben ein.</p>` : null}
    ${
      d.query && !d.tooShort
        ? html`<p class="result-count" role="status">
              ${d.results.length === 50 ? 'Mehr als 50' : d.results.length} Vereine gefunden
            </p>
            <ul class="result-list">
              ${d.results.map(
                (c) =>
                  html`<li>
                    <a href="/verein/${c.slug}">${c.name}</a>
                    <span class="muted">${c.associationName} · Kreis ${c.areaName}</span>
                  </li>`,
              )}
            </ul>`
        : null
    }`;
  return renderPage(state, {
    title: d.query ? `Vereinssuche: ${d.query}` : 'Vereine',
    description: 'Finde deinen Fußballverein.',
    section: 'clubs',
    breadcrumbs: [{ label: 'Vereine' }],
    body,
  });
}
