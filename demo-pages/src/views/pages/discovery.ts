/** "Spielplan": the fixtures search with a REST search form and the match-calendar range. */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import type { MatchRow } from '../../repo/matches.ts';
import { matchTable } from '../components.ts';
import { renderPage } from '../layout.ts';

export const FIXTURE_SPAN_DAYS = 31;

export interface FixturesPageData {
  associationId: string;
  associationName: string;
  teamTypeId: string;
  from: string;
  to: string;
  associations: { id: string; name: string }[];
  teamTypes: { id: string; label: string }[];
  matches: MatchRow[];
  truncated: boolean;
}

const dmy = (day: string) => day.split('-').reverse().join('.');

export function fixturesPage(state: RequestState, d: FixturesPageData): string {
  const option = (value: string, label: string, selected: string) =>
    html`<option value="${value}" ${value === selected ? html` selected` : null}>${label}</option>`;
  const body = html`<h1>Spielplan</h1>
    <p>Alle Spiele eines Landesverbands in einem Zeitraum von höchstens ${FIXTURE_SPAN_DAYS} Tagen.</p>
    <form class="filter-form fixture-search" method="get" action="/spielplan" data-rest-search>
      <div class="field">
        <label for="sp-verband">Landesverband</label>
        <select id="sp-verband" name="verband">
          ${d.associations.map((a) => option(a.id, a.name, d.associationId))}
        </select>
      </div>
      <div class="field">
        <label for="sp-mannschaftsart">Mannschaftsart</label>
        <select id="sp-mannschaftsart" name="mannschaftsart">
          ${option('', 'Alle Mannschaftsarten', d.teamTypeId)}
          ${d.teamTypes.map((t) => option(t.id, t.label, d.teamTypeId))}
        </select>
      </div>
      <div
        data-widget="match-calendar"
        data-from-name="datum-von"
        data-to-name="datum-bis"
        data-from="${d.from}"
        data-to="${d.to}"
        data-calendar-span="${String(FIXTURE_SPAN_DAYS)}"
      >
        <div class="field">
          <label for="sp-von">Von</label>
          <input id="sp-von" type="date" name="datum-von" value="${d.from}" />
        </div>
        <div class="field">
          <label for="sp-bis">Bis</label>
          <input id="sp-bis" type="date" name="datum-bis" value="${d.to}" />
        </div>
      </div>
      <button type="submit" class="button">Spiele suchen</button>
    </form>
    <div class="field fixture-quick">
      <label for="sp-schnellwahl">Schnellwahl: anderer Landesverband</label>
      <select id="sp-schnellwahl" name="/spielplan/-/verband" data-select-navigation>
        <option value="-1">Bitte wählen</option>
        ${d.associations.map((a) => html`<option value="${a.id}">${a.name}</option>`)}
      </select>
    </div>
    <h2 class="subtitle">${d.associationName}: ${dmy(d.from)} bis ${dmy(d.to)}</h2>
    ${matchTable(d.matches, `Spiele ${d.associationName} vom ${dmy(d.from)} bis ${dmy(d.to)}`, { showCompetition: true, lang: state.lang })}
    ${d.truncated ? html`<p class="muted">Es werden die ersten 300 Spiele gezeigt. Wähle einen kürzeren Zeitraum.</p>` : null}`;
  return renderPage(state, {
    title: `Spielplan ${d.associationName}`,
    description: `Spiele im Landesverband ${d.associationName}.`,
    section: 'competitions',
    breadcrumbs: [{ label: 'Wettbewerbe', href: '/wettbewerbe' }, { label: 'Spielplan' }],
    pageVariables: { edMandant: d.associationId },
    body,
  });
}
