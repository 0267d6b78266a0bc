/**
 * Issue 6, navigation and personal: the navigation-flyout host (every page, with the server
 * navigation inside as the no-JS fallback), the save-favourite button, "Mein Fußball", the club
 * search page and the team page.
 */
import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import type { MatchRow } from '../../repo/matches.ts';
import type { TeamRow } from '../../repo/favourites.ts';
import { SQUAD_POSITIONS, type SquadPlayer } from '../../repo/statistics.ts';
import { lookupLabel, tr } from '../../i18n/pages.ts';
import { matchTable } from '../components.ts';
import { renderPage } from '../layout.ts';
import { SAVE_FAVOURITE_URL, START_PAGE_URL } from '../navigationFlyout.ts';
import { teamHighlightSection, teamPhotoSection, type TeamPhoto } from './teamPhoto.ts';
import { MATCH_PAGE_SIZE, moreMatches } from './matchLists.ts';
import { playerName } from './statistics.ts';

/** Whether the page being rendered is a favourite of the visitor (set by routes/personal.ts). */
export const savedFavourite = new WeakMap<RequestState, boolean>();

/** The save-favourite button for the page at `fwUrl` (club, team or competition). */
export function favouriteButtonHost(state: RequestState, fwUrl: string, label: string): SafeHtml {
  const saved = savedFavourite.get(state) === true;
  return html`<div class="favourite-save" data-widget="favourites" data-save-url="${SAVE_FAVOURITE_URL}" data-fw-url="${fwUrl}" data-label="${label}" data-saved="${saved ? 'true' : 'false'}"></div>`;
}

/** "Mein Fußball": the start-page widget, and the favourites list beside it. */
export function personalStartPage(state: RequestState): string {
  const body = html`<h1>${tr('Mein Fußball')}</h1>
    <div data-widget="start-page" data-url="${START_PAGE_URL}" data-discover-url="/vereine">
      <p>${tr('Deine Spiele und Favoriten werden geladen …')}</p>
    </div>`;
  return renderPage(state, {
    title: tr('Mein Fußball'),
    description: tr('Spiele und Ergebnisse deiner Lieblingsvereine.'),
    section: 'none',
    breadcrumbs: [{ label: tr('Mein Fußball') }],
    body,
    noindex: true,
  });
}

/** The club search page: the typeahead, with the server search form as its no-JS fallback. */
export interface TeamPageData {
  team: TeamRow;
  /** The next matches, one more than shown when there are later ones („Weitere Spiele“). */
  upcoming: MatchRow[];
  recent: MatchRow[];
  /** The team photo, and the officials' upload (views/pages/teamPhoto.ts). */
  photo: TeamPhoto;
  /** The team's highlight photo, likewise. */
  highlight: TeamPhoto;
  /** The players by number (repo/statistics.ts); the squad groups them by position. */
  squad: SquadPlayer[];
}

/** The squad by position, each player with the number on the shirt; private names as initials. */
function squadSection(teamName: string, squad: readonly SquadPlayer[]): SafeHtml {
  const groups = SQUAD_POSITIONS.map((position) => ({
    position,
    players: squad.filter((p) => p.position === position),
  })).filter((group) => group.players.length > 0);
  return html`<section aria-labelledby="team-squad-title">
    <h2 id="team-squad-title">${tr('Kader')}</h2>
    ${
      groups.length === 0
        ? html`<p>${tr('Für {name} ist noch kein Kader gemeldet.', { name: teamName })}</p>`
        : html`<div class="squad">
            ${groups.map(
              (group) => html`<div class="squad__group">
                <h3>${lookupLabel(group.position)}</h3>
                <ul>
                  ${group.players.map(
                    (p) =>
                      html`<li>
                        <span class="squad__number" aria-hidden="true">${String(p.jerseyNr)}</span>
                        <span class="visually-hidden">${tr('Nr. {number}', { number: p.jerseyNr })}:</span>
                        ${playerName(p)}
                      </li>`,
                  )}
                </ul>
              </div>`,
            )}
          </div>`
    }
  </section>`;
}

/** A team: its club, league, next games and results, and the save-favourite button. */
/** A team's page: the heading names club and team kind, the line below links club and league. */
export function teamPage(state: RequestState, d: TeamPageData): string {
  const t = d.team;
  const body = html`<header class="page-head">
      <h1>${t.name} <span class="muted">${lookupLabel(t.teamTypeLabel)}${t.number > 1 ? ` ${t.number}` : ''}</span></h1>
      <p class="page-head__meta"><a href="/verein/${t.clubSlug}">${t.clubName}</a>${t.competitionName && t.competitionUrl ? html` · <a href="${t.competitionUrl}">${t.competitionName}</a>` : null}</p>
      ${favouriteButtonHost(state, `/mannschaft/${t.id}`, `${t.name} (${lookupLabel(t.teamTypeLabel)})`)}
    </header>
    ${teamPhotoSection(t.name, d.photo)}
    ${teamHighlightSection(t.name, d.highlight)}
    <section aria-labelledby="team-next-title">
      <h2 id="team-next-title">${tr('Nächste Spiele')}</h2>
      ${matchTable(d.upcoming.slice(0, MATCH_PAGE_SIZE), tr('Nächste Spiele von {name}', { name: t.name }), { showCompetition: true, captionHidden: true, lang: state.lang })}
      ${
        d.upcoming.length > MATCH_PAGE_SIZE
          ? moreMatches({
              id: 'team-later-matches',
              label: tr('Weitere Spiele'),
              url: `/ajax/mannschaft/${t.id}/spiele`,
              offset: MATCH_PAGE_SIZE,
              type: 'jsonp',
            })
          : null
      }
    </section>
    <section aria-labelledby="team-recent-title">
      <h2 id="team-recent-title">${tr('Letzte Ergebnisse')}</h2>
      ${matchTable(d.recent, tr('Letzte Ergebnisse von {name}', { name: t.name }), { showCompetition: true, captionHidden: true, lang: state.lang })}
    </section>
    ${squadSection(t.name, d.squad)}`;
  return renderPage(state, {
    title: `${t.name} – ${lookupLabel(t.teamTypeLabel)}`,
    description: tr('{name}: Spiele, Ergebnisse und Kader.', { name: t.name }),
    section: 'clubs',
    breadcrumbs: [
      { label: tr('Vereine'), href: '/vereine' },
      { label: t.clubName, href: `/verein/${t.clubSlug}` },
      // The team's name is the club's: the crumb names the team by its kind (Herren, A-Junioren …).
      { label: `${lookupLabel(t.teamTypeLabel)}${t.number > 1 ? ` ${t.number}` : ''}` },
    ],
    body,
  });
}
