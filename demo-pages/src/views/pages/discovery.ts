/** "Spielplan": the fixtures search with a REST search form and the match-calendar range. */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import { berlinTime, formatDate } from '../../logic/dates.ts';
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

/** A plain date in the page language (14.03.2026 / 14/03/2026). */
const dmy = (day: string) => formatDate(berlinTime(day, 12));

export function fixturesPage(state: RequestState, d: FixturesPageData): string {
  const option = (value: string, label: string, selected: string) =>
    html`<option value="${value}" ${value === selected ? html` selected` : null}>${label}</option>`;
  const range = { from: dmy(d.from), to: dmy(d.to), name: d.associationName };
  const body = html`<h1>${tr('Spielplan')}</h1>
    <p>
      ${tr('Alle Spiele eines Landesverbands in einem Zeitraum von höchstens {days} Tagen.', {
        days: FIXTURE_SPAN_DAYS,
      })}
    </p>
    <form class="filter-form fixture-search" method="get" action="/spielplan" data-rest-search>
      <div class="field">
        <label for="sp-verband">${tr('Landesverband')}</label>
        <select id="sp-verband" name="verband">
          ${d.associations.map((a) => option(a.id, a.name, d.associationId))}
        </select>
      </div>
      <div class="field">
        <label for="sp-mannschaftsart">${tr('Mannschaftsart')}</label>
        <select id="sp-mannschaftsart" name="mannschaftsart">
          ${option('', tr('Alle Mannschaftsarten'), d.teamTypeId)}
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
          <label for="sp-von">${tr('Von')}</label>
          <input id="sp-von" type="date" name="datum-von" value="${d.from}" />
        </div>
        <div class="field">
          <label for="sp-bis">${tr('Bis')}</label>
          <input id="sp-bis" type="date" name="datum-bis" value="${d.to}" />
        </div>
      </div>
      <button type="submit" class="button">${tr('Spiele suchen')}</button>
    </form>
    <div class="field fixture-quick">
      <label for="sp-schnellwahl">${tr('Schnellwahl: anderer Landesverband')}</label>
      <select id="sp-schnellwahl" name="/spielplan/-/verband" data-select-navigation>
        <option value="-1">${tr('Bitte wählen')}</option>
        ${d.associations.map((a) => html`<option value="${a.id}">${a.name}</option>`)}
      </select>
    </div>
    <h2 class="subtitle">${tr('{name}: {from} bis {to}', range)}</h2>
    ${matchTable(d.matches, tr('Spiele {name} vom {from} bis {to}', range), { showCompetition: true, lang: state.lang })}
    ${d.truncated ? html`<p class="muted">${tr('Es werden die ersten 300 Spiele gezeigt. Wähle einen kürzeren Zeitraum.')}</p>` : null}`;
  return renderPage(state, {
    title: tr('Spielplan {name}', range),
    description: tr('Spiele im Landesverband {name}.', range),
    section: 'competitions',
    breadcrumbs: [{ label: tr('Wettbewerbe'), href: '/wettbewerbe' }, { label: tr('Spielplan') }],
    pageVariables: { edMandant: d.associationId },
    body,
  });
}
