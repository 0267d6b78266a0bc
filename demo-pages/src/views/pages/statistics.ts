/**
 * The navigation's "Statistiken" and "Spielersuche" (issue 17): real pages over the seeded
 * matches and players, German, readable without JavaScript.
 */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { formatDate } from '../../logic/dates.ts';
import type { CompetitionStats, HighScoringMatch, PlayerHit } from '../../repo/statistics.ts';
import { renderPage } from '../layout.ts';
import { formatCount, formatDecimal } from '../../i18n/current.ts';
import { tr, lookupLabel } from '../../i18n/pages.ts';

/** Goals per match, "3,25" ("3.25" in English); "–" before the first match. */
export function goalsPerMatch(goals: number, played: number): string {
  return played > 0 ? formatDecimal(goals / played, 2) : '–';
}

export function statisticsPage(
  state: RequestState,
  d: { seasonLabel: string; competitions: CompetitionStats[]; matches: HighScoringMatch[] },
): string {
  const played = d.competitions.reduce((n, c) => n + c.played, 0);
  // Several associations have a "Bezirksliga Süd": a name that repeats names its association.
  const seen = new Map<string, number>();
  for (const c of d.competitions) seen.set(c.name, (seen.get(c.name) ?? 0) + 1);
  const goals = d.competitions.reduce((n, c) => n + c.goals, 0);
  const body = html`<h1>${tr('Statistiken')}</h1>
    <p class="lead">
      ${tr('Saison {season}: {played} gespielte Ligaspiele, {goals} Tore ({perMatch} pro Spiel).', {
        season: d.seasonLabel,
        played: formatCount(played),
        goals: formatCount(goals),
        perMatch: goalsPerMatch(goals, played),
      })}
    </p>
    <section aria-labelledby="stats-leagues">
      <h2 id="stats-leagues">${tr('Ligen')}</h2>
      ${
        d.competitions.length === 0
          ? html`<p>${tr('In dieser Saison wurde noch kein Ligaspiel gespielt.')}</p>`
          : html`<div class="table-scroll" role="region" aria-labelledby="stats-leagues-caption" tabindex="0">
              <table class="standings">
                <caption id="stats-leagues-caption">${tr('Gespielte Ligaspiele und Tore je Liga')}</caption>
                <thead>
                  <tr>
                    <th scope="col">${tr('Liga')}</th>
                    <th scope="col" class="num">${tr('Spiele')}</th>
                    <th scope="col" class="num">${tr('Tore')}</th>
                    <th scope="col" class="num">${perMatchHead()}</th>
                    <th scope="col" class="num col-optional">${tr('Heimsiege')}</th>
                    <th scope="col" class="num col-optional">${tr('Remis')}</th>
                    <th scope="col" class="num col-optional">${tr('Auswärtssiege')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${d.competitions.map(
                    (c) => html`<tr>
                      <th scope="row"><a href="/wettbewerb/${c.slug}">${c.name}</a>${
                        (seen.get(c.name) ?? 0) > 1
                          ? html` <span class="muted">(${c.association})</span>`
                          : ''
                      }</th>
                      <td class="num">${formatCount(c.played)}</td>
                      <td class="num">${formatCount(c.goals)}</td>
                      <td class="num">${goalsPerMatch(c.goals, c.played)}</td>
                      <td class="num col-optional">${formatCount(c.homeWins)}</td>
                      <td class="num col-optional">${formatCount(c.draws)}</td>
                      <td class="num col-optional">${formatCount(c.guestWins)}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
    </section>
    <section aria-labelledby="stats-matches">
      <h2 id="stats-matches">${tr('Die torreichsten Spiele')}</h2>
      <ol class="result-list">
        ${d.matches.map(
          (m) => html`<li>
            <a href="/spiel/${m.id}">${m.home} – ${m.guest} ${m.homeGoals}:${m.guestGoals}</a>
            <span class="muted">${m.competition}, ${formatDate(m.kickoff)}</span>
          </li>`,
        )}
      </ol>
    </section>
    <p><a href="/spielplan">${tr('Zum Spielkalender')}</a> · <a href="/wettbewerbe">${tr('Wettbewerbe')}</a></p>`;
  return renderPage(state, {
    title: tr('Statistiken'),
    description: tr('Tore, Spiele und Ergebnisse der Ligen dieser Saison.'),
    section: 'competitions',
    breadcrumbs: [{ label: tr('Wettbewerbe'), href: '/wettbewerbe' }, { label: tr('Statistiken') }],
    body,
  });
}

/** A player's name as the portal may show it: private players by initial and last name. */
/**
 * "Tore/Spiel" may wrap after its slash: on a phone the English "Goals/match" was the widest
 * word of the table and pushed its last column 3 px out of the card (issue 26).
 */
export function perMatchHead() {
  const [goals, match] = tr('Tore/Spiel').split('/');
  return html`${goals}/<wbr />${match}`;
}

export function playerName(p: Pick<PlayerHit, 'firstName' | 'lastName' | 'isNotPublic'>): string {
  return p.isNotPublic ? `${p.firstName.charAt(0)}. ${p.lastName}` : `${p.firstName} ${p.lastName}`;
}

export function playerSearchPage(state: RequestState, q: string, hits: PlayerHit[] | null): string {
  // One row per player: the name, then one line "Nr. 7 · Abwehr · team" (the team's name holds
  // its club's name, so the club is not named twice).
  const body = html`<h1>${tr('Spielersuche')}</h1>
    <form class="search-form" method="get" action="/spieler" role="search">
      <label for="player-q">${tr('Name des Spielers')}</label>
      <div class="search-form__row">
        <input id="player-q" name="q" type="search" value="${q}" minlength="2" maxlength="60" autocomplete="off" required>
        <button type="submit" class="button">${tr('Suchen')}</button>
      </div>
    </form>
    ${
      hits === null
        ? html`<p>${tr('Gib mindestens zwei Buchstaben eines Vor- oder Nachnamens ein.')}</p>`
        : hits.length === 0
          ? html`<p role="status">${tr('Kein Spieler gefunden für „{query}“.', { query: q })}</p>`
          : html`<p role="status">
              ${
                hits.length === 1
                  ? tr('1 Spieler gefunden.')
                  : hits.length === 50
                    ? tr('{count} Spieler gefunden (die ersten 50).', { count: 50 })
                    : tr('{count} Spieler gefunden.', { count: hits.length })
              }
            </p>
            <ul class="result-list player-list">
              ${hits.map(
                (p) => html`<li>
                  <strong>${playerName(p)}</strong>
                  <span class="muted"
                    >${tr('Nr. {number}', { number: p.jerseyNr })} · ${lookupLabel(p.position)} ·
                    <a href="/mannschaft/${p.teamId}">${p.teamName}</a></span
                  >
                </li>`,
              )}
            </ul>`
    }`;
  return renderPage(state, {
    title: q ? tr('Spielersuche: {query}', { query: q }) : tr('Spielersuche'),
    description: tr('Spieler der Vereine im Portal finden.'),
    section: 'clubs',
    breadcrumbs: [{ label: tr('Spielersuche') }],
    body,
  });
}
