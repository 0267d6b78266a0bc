/**
 * The navigation's "Statistiken" and "Spielersuche" (issue 17): real pages over the seeded
 * matches and players, German, readable without JavaScript.
 */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { formatDate } from '../../logic/dates.ts';
import type { CompetitionStats, HighScoringMatch, PlayerHit } from '../../repo/statistics.ts';
import { renderPage } from '../layout.ts';

const decimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Goals per match, "3,25"; "–" before the first match. */
export function goalsPerMatch(goals: number, played: number): string {
  return played > 0 ? decimal.format(goals / played) : '–';
}

export function statisticsPage(
  state: RequestState,
  d: { seasonLabel: string; competitions: CompetitionStats[]; matches: HighScoringMatch[] },
): string {
  const played = d.competitions.reduce((n, c) => n + c.played, 0);
  const goals = d.competitions.reduce((n, c) => n + c.goals, 0);
  const body = html`<h1>Statistiken</h1>
    <p class="lead">
      Saison ${d.seasonLabel}: ${played} gespielte Ligaspiele, ${goals} Tore
      (${goalsPerMatch(goals, played)} pro Spiel).
    </p>
    <section aria-labelledby="stats-leagues">
      <h2 id="stats-leagues">Ligen</h2>
      ${
        d.competitions.length === 0
          ? html`<p>In dieser Saison wurde noch kein Ligaspiel gespielt.</p>`
          : html`<div class="table-scroll" role="region" aria-labelledby="stats-leagues-caption" tabindex="0">
              <table>
                <caption id="stats-leagues-caption">Gespielte Ligaspiele und Tore je Liga</caption>
                <thead>
                  <tr>
                    <th scope="col">Liga</th>
                    <th scope="col">Spiele</th>
                    <th scope="col">Tore</th>
                    <th scope="col">Tore/Spiel</th>
                    <th scope="col">Heimsiege</th>
                    <th scope="col">Remis</th>
                    <th scope="col">Auswärtssiege</th>
                  </tr>
                </thead>
                <tbody>
                  ${d.competitions.map(
                    (c) => html`<tr>
                      <th scope="row"><a href="/wettbewerb/${c.slug}">${c.name}</a></th>
                      <td>${c.played}</td>
                      <td>${c.goals}</td>
                      <td>${goalsPerMatch(c.goals, c.played)}</td>
                      <td>${c.homeWins}</td>
                      <td>${c.draws}</td>
                      <td>${c.guestWins}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
    </section>
    <section aria-labelledby="stats-matches">
      <h2 id="stats-matches">Die torreichsten Spiele</h2>
      <ol class="result-list">
        ${d.matches.map(
          (m) => html`<li>
            <a href="/spiel/${m.id}">${m.home} – ${m.guest} ${m.homeGoals}:${m.guestGoals}</a>
            <span class="muted">${m.competition}, ${formatDate(m.kickoff)}</span>
          </li>`,
        )}
      </ol>
    </section>
    <p><a href="/spielplan">Zum Spielkalender</a> · <a href="/wettbewerbe">Wettbewerbe</a></p>`;
  return renderPage(state, {
    title: 'Statistiken',
    description: 'Tore, Spiele und Ergebnisse der Ligen dieser Saison.',
    section: 'competitions',
    breadcrumbs: [{ label: 'Wettbewerbe', href: '/wettbewerbe' }, { label: 'Statistiken' }],
    body,
  });
}

/** A player's name as the portal may show it: private players by initial and last name. */
export function playerName(p: Pick<PlayerHit, 'firstName' | 'lastName' | 'isNotPublic'>): string {
  return p.isNotPublic ? `${p.firstName.charAt(0)}. ${p.lastName}` : `${p.firstName} ${p.lastName}`;
}

export function playerSearchPage(state: RequestState, q: string, hits: PlayerHit[] | null): string {
  const body = html`<h1>Spielersuche</h1>
    <form class="search-form" method="get" action="/spieler" role="search">
      <label for="player-q">Name des Spielers</label>
      <div class="search-form__row">
        <input id="player-q" name="q" type="search" value="${q}" minlength="2" maxlength="60" autocomplete="off" required>
        <button type="submit" class="button">Suchen</button>
      </div>
    </form>
    ${
      hits === null
        ? html`<p>Gib mindestens zwei Buchstaben eines Vor- oder Nachnamens ein.</p>`
        : hits.length === 0
          ? html`<p role="status">Kein Spieler gefunden für „${q}“.</p>`
          : html`<p role="status">${hits.length === 1 ? '1 Spieler' : `${hits.length} Spieler`} gefunden${hits.length === 50 ? ' (die ersten 50)' : ''}.</p>
            <ul class="result-list">
              ${hits.map(
                (p) => html`<li>
                  <strong>${playerName(p)}</strong>
                  <span class="muted">Nr. ${p.jerseyNr}, ${p.position}</span> –
                  <a href="/mannschaft/${p.teamId}">${p.teamName}</a>
                  (<a href="/verein/${p.clubSlug}">${p.clubName}</a>)
                </li>`,
              )}
            </ul>`
    }`;
  return renderPage(state, {
    title: q ? `Spielersuche: ${q}` : 'Spielersuche',
    description: 'Spieler der Vereine im Portal finden.',
    section: 'clubs',
    breadcrumbs: [{ label: 'Spielersuche' }],
    body,
  });
}
