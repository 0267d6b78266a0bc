import type { RequestState } from '../../context.ts';
import { html, type SafeHtml } from '../../html.ts';
import { formatWeekdayDate, type Lang } from '../../logic/dates.ts';
import type { StandingRow } from '../../logic/standings.ts';
import type { CompetitionRow } from '../../repo/competitions.ts';
import type { MatchRow } from '../../repo/matches.ts';
import { matchTable, standingsTable } from '../components.ts';
import { renderPage } from '../layout.ts';
import { crossTableHost, tournamentTreeHost } from '../matchCentreHosts.ts';
import { favouriteButtonHost } from './personal.ts';
import { competitionFinderHost } from '../discoveryHosts.ts';
import { widgetLabel } from '../../i18n/widgetLabels.ts';
import { latestResultsHost } from './obfuscatedResults.ts';
import { lookupLabel, tr } from '../../i18n/pages.ts';

export interface CompetitionPageData {
  competition: CompetitionRow;
  matches: MatchRow[];
  standings: StandingRow[];
  teams: { name: string; clubSlug: string }[];
  otherSeason: { slug: string; label: string } | null;
}

interface Round {
  key: number;
  label: string;
  matches: MatchRow[];
}

function groupRounds(matches: MatchRow[]): Round[] {
  const rounds = new Map<number, Round>();
  for (const m of matches) {
    let r = rounds.get(m.matchday);
    if (!r) {
      r = { key: m.matchday, label: lookupLabel(m.roundLabel), matches: [] };
      rounds.set(m.matchday, r);
    }
    r.matches.push(m);
  }
  return [...rounds.values()].sort((a, b) => a.key - b.key);
}

/** The round to show open: the first with a match still to play, else the last. */
function currentRound(rounds: Round[]): number | undefined {
  const open = rounds.find((r) => r.matches.some((m) => m.homeGoals === null));
  return (open ?? rounds[rounds.length - 1])?.key;
}

/** "Achtelfinale · Sa., 20.12.2025": a round's name and the day of its first match. */
function roundTitle(r: Round): string {
  const first = r.matches[0];
  return first ? `${r.label} · ${formatWeekdayDate(first.kickoff)}` : r.label;
}

/**
 * One round of a cup as the tournament tree opens it: the league's match table (date and time,
 * crests, the live or final score linking to the match page), not a list of its own.
 */
export function cupRoundFragment(matches: readonly MatchRow[], lang: Lang): SafeHtml {
  const first = matches[0];
  const caption = first ? `${first.competitionName}, ${lookupLabel(first.roundLabel, lang)}` : '';
  return matchTable(matches, caption, { captionHidden: true, lang });
}

export function competitionPage(state: RequestState, d: CompetitionPageData): string {
  const c = d.competition;
  const rounds = groupRounds(d.matches);
  const current = currentRound(rounds);
  const isLeague = c.format === 'league';
  const sections: { id: string; label: string }[] = [
    ...(isLeague ? [{ id: 'tabelle', label: tr('Tabelle') }] : []),
    { id: 'spielplan', label: tr('Spielplan') },
    { id: 'mannschaften', label: tr('Mannschaften') },
  ];
  const roundBlock = (r: Round): SafeHtml => {
    const first = r.matches[0];
    return html`<details class="round" ${r.key === current ? html` open` : null}>
      <summary>
        ${r.label}${first ? html` <span class="muted">· ${formatWeekdayDate(first.kickoff)}</span>` : null}
      </summary>
      ${matchTable(r.matches, `${c.name}, ${r.label}`, { captionHidden: true, lang: state.lang })}
    </details>`;
  };
  const body = html` <header class="page-head">
      <h1>${c.name}</h1>
      <p class="page-head__meta">
        <a href="/wettbewerbe?verband=${c.associationId}&amp;saison=${c.seasonId}"
          >${c.associationName}</a
        >
        ${c.areaName === c.associationName ? null : html`· ${c.areaName}`} · ${lookupLabel(c.teamTypeLabel)} · ${lookupLabel(c.competitionTypeLabel)} ·
        ${tr('Saison {season}', { season: c.seasonLabel })}
      </p>
      ${d.otherSeason ? html`<p><a href="/wettbewerb/${d.otherSeason.slug}">${tr('Zur Saison {season}', { season: d.otherSeason.label })}</a></p>` : null}
      ${favouriteButtonHost(state, `/wettbewerb/${c.slug}`, c.name)}
    </header>
    ${competitionFinderHost(state)}
    <nav class="section-nav" data-section-nav aria-label="${tr('Abschnitte dieser Seite')}">
      <ul>
        ${sections.map((s) => html`<li><a href="#!/section/${s.id}">${s.label}</a></li>`)}
      </ul>
    </nav>
    ${
      isLeague
        ? html`<section id="tabelle" aria-labelledby="tabelle-title">
            <h2 id="tabelle-title">${tr('Tabelle')}</h2>
            ${standingsTable(d.standings, tr('Tabelle {name}', { name: c.name }))}
            ${crossTableHost(
              d.matches,
              d.standings,
              widgetLabel(state.lang, 'crossTable.caption', c.name),
            )}
            ${latestResultsHost(c.slug, d.matches)}
          </section>`
        : null
    }
    <section id="spielplan" aria-labelledby="spielplan-title">
      <h2 id="spielplan-title">${tr('Spielplan')}</h2>
      ${
        c.format === 'cup'
          ? tournamentTreeHost(
              c.slug,
              rounds.map((r) => ({ key: r.key, label: roundTitle(r) })),
              state.lang,
            )
          : null
      }
      ${
        c.format === 'friendly'
          ? matchTable(d.matches, tr('Spiele: {name}', { name: c.name }), { captionHidden: true })
          : !rounds.length
            ? html`<p class="empty">${tr('Noch keine Spiele angesetzt.')}</p>`
            : c.format === 'cup'
              ? // One cup view: the tree; its rounds as lists only where scripts do not run.
                html`<noscript>${rounds.map(roundBlock)}</noscript>`
              : rounds.map(roundBlock)
      }
    </section>
    <section id="mannschaften" aria-labelledby="mannschaften-title">
      <h2 id="mannschaften-title">${tr('Mannschaften')}</h2>
      <ul class="chip-list">
        ${d.teams.map((t) => html`<li><a class="chip" href="/verein/${t.clubSlug}">${t.name}</a></li>`)}
      </ul>
    </section>`;
  return renderPage(state, {
    title: `${c.name} ${c.seasonLabel}`,
    description: tr('Tabelle und Spielplan: {name}, Saison {season}.', {
      name: c.name,
      season: c.seasonLabel,
    }),
    section: 'competitions',
    breadcrumbs: [
      { label: tr('Wettbewerbe'), href: '/wettbewerbe' },
      {
        label: c.associationName,
        href: `/wettbewerbe?verband=${c.associationId}&saison=${c.seasonId}`,
      },
      { label: c.name },
    ],
    pageVariables: {
      edMandant: c.associationId,
      edSaison: c.seasonId,
      edWettkampfTyp: c.competitionTypeId,
      edMannschaftsart: c.teamTypeId,
      edSpielklasse: c.leagueId,
      edGebiet: c.areaId,
      edWettbewerbId: c.id,
      edWettbewerbUrl: c.url,
    },
    body,
  });
}

export interface CompetitionListData {
  associationId: string;
  associationName: string;
  seasonId: string;
  seasonLabel: string;
  associations: { id: string; name: string }[];
  seasons: { id: string; longLabel: string }[];
  competitions: CompetitionRow[];
}

export function competitionListPage(state: RequestState, d: CompetitionListData): string {
  const groups = new Map<string, CompetitionRow[]>();
  for (const c of d.competitions) {
    const key = `${lookupLabel(c.competitionTypeLabel)} – ${lookupLabel(c.teamTypeLabel)}`;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  const option = (value: string, label: string, selected: string) =>
    html`<option value="${value}" ${value === selected ? html` selected` : null}>${label}</option>`;
  const body = html` <h1>${tr('Wettbewerbe')}</h1>
    <form class="filter-form" method="get" action="/wettbewerbe">
      <div class="field">
        <label for="wb-verband">${tr('Landesverband')}</label>
        <select id="wb-verband" name="verband">
          ${d.associations.map((a) => option(a.id, a.name, d.associationId))}
        </select>
      </div>
      <div class="field">
        <label for="wb-saison">${tr('Saison')}</label>
        <select id="wb-saison" name="saison">
          ${d.seasons.map((s) => option(s.id, s.longLabel, d.seasonId))}
        </select>
      </div>
      <button type="submit" class="button">${tr('Anzeigen')}</button>
    </form>
    <h2 class="subtitle">
      ${tr('{name}, Saison {season}', { name: d.associationName, season: d.seasonLabel })}
    </h2>
    ${d.competitions.length === 0 ? html`<p class="empty">${tr('Für diese Auswahl gibt es keine Wettbewerbe.')}</p>` : null}
    <div class="competition-groups">
      ${[...groups.entries()].map(
        ([label, list]) =>
          html`<section class="competition-group" aria-label="${label}">
            <h3>${label}</h3>
            <ul>
              ${list.map((c) => html`<li><a href="${c.url}">${c.name}</a></li>`)}
            </ul>
          </section>`,
      )}
    </div>`;
  return renderPage(state, {
    title: tr('Wettbewerbe {name}', { name: d.associationName }),
    description: tr('Alle Wettbewerbe im Landesverband {name}.', { name: d.associationName }),
    section: 'competitions',
    breadcrumbs: [{ label: tr('Wettbewerbe') }],
    pageVariables: { edMandant: d.associationId, edSaison: d.seasonId },
    body,
  });
}
